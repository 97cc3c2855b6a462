import { beforeEach, describe, expect, it } from 'vitest';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

// The test clock reads Monday 2026-11-23 12:00 UTC: 06:00 in Broken Bow.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let client: Client;

beforeEach(async () => {
  t = await makeTestApp();
  vendor = await addVendor(t.db, { businessName: 'Timber Ridge' });
  client = (await signUp(t.app)).client;
});

const add = (serviceId: string, selectedDate: string, selectedTime: string | null) =>
  client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId,
    selectedDate,
    selectedTime,
    guestCount: 20,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });

describe('lead time at add-to-cart', () => {
  it('gives a service needing workers 48 hours and names the earliest day', async () => {
    const buffet = await addService(t.db, vendor.id, { name: 'BBQ Buffet', category: 'catering' });
    expect(await add(buffet.id, '2026-11-24', '18:00')).toMatchObject({
      status: 400,
      json: { message: "BBQ Buffet needs 48 hours' notice: the earliest day is Wed, Nov 25" },
    });
    // Wednesday 05:00 is an hour short of 48; 06:00 is exactly 48 hours away.
    expect((await add(buffet.id, '2026-11-25', '05:00')).json).toMatchObject({
      message: "BBQ Buffet needs 48 hours' notice: the earliest day is Thu, Nov 26",
    });
    expect((await add(buffet.id, '2026-11-25', '06:00')).status).toBe(201);
  });

  it('reads a booking without a time from the start of its day', async () => {
    const buffet = await addService(t.db, vendor.id, { name: 'BBQ Buffet', category: 'catering' });
    expect((await add(buffet.id, '2026-11-25', null)).json).toMatchObject({
      message: "BBQ Buffet needs 48 hours' notice: the earliest day is Thu, Nov 26",
    });
    expect((await add(buffet.id, '2026-11-26', null)).status).toBe(201);
  });

  it('gives other services 24 hours', async () => {
    const dj = await addService(t.db, vendor.id, { name: 'Party DJ', category: 'entertainment' });
    expect((await add(dj.id, '2026-11-24', '05:30')).json).toMatchObject({
      message: "Party DJ needs 24 hours' notice: the earliest day is Wed, Nov 25",
    });
    expect((await add(dj.id, '2026-11-24', '06:00')).status).toBe(201);
  });

  it("takes the vendor's own lead time, and at least 72 hours for a request to book", async () => {
    const cabin = await addService(t.db, vendor.id, {
      name: 'Cabin Tour',
      category: 'entertainment',
      leadHours: 96,
    });
    expect((await add(cabin.id, '2026-11-27', '05:00')).json).toMatchObject({
      message: "Cabin Tour needs 96 hours' notice: the earliest day is Sat, Nov 28",
    });
    const request = await addService(t.db, vendor.id, {
      name: 'Lake Cruise',
      category: 'entertainment',
      leadHours: 12,
      bookingMode: 'request',
    });
    expect((await add(request.id, '2026-11-26', '05:00')).json).toMatchObject({
      message: "Lake Cruise needs 72 hours' notice: the earliest day is Fri, Nov 27",
    });
    expect((await add(request.id, '2026-11-26', '06:00')).status).toBe(201);
  });

  it('checks it again when the payment starts', async () => {
    const dj = await addService(t.db, vendor.id, { name: 'Party DJ', category: 'entertainment' });
    expect((await add(dj.id, '2026-11-24', '18:00')).status).toBe(201);
    t.clock.set('2026-11-24T02:00:00.000Z'); // 20:00 on the 23rd: 22 hours before the party
    expect(await client.post('/api/cart/checkout')).toMatchObject({
      status: 400,
      json: {
        message:
          "Party DJ needs 24 hours' notice: the earliest day is Wed, Nov 25. Remove Timber Ridge - Party DJ and book a later day.",
      },
    });
  });
});
