import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityDay, VendorCalendar, VendorCalendarDay } from '../../contracts/availability';
import { bookingHolds, carts, orders, payments, vendors } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp, signUp } from '../../test/harness';

// The test clock reads 2026-11-23 12:00 UTC: Monday, November 23 in Broken Bow.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;

beforeEach(async () => {
  t = await makeTestApp();
  owner = await signUp(t.app, 'vendor');
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
});

/** A live order as a checkout leaves it (the vendor's day taken by that customer). */
async function addOrder(
  customerId: string,
  day: string,
  status: (typeof orders.$inferInsert)['status'] = 'pending',
) {
  const id = newId();
  await t.db
    .insert(orders)
    .values({
      id,
      customerId,
      vendorId: vendor.id,
      type: 'catering',
      amountCents: 50_000,
      scheduledDate: day,
      status,
    })
    .run();
  return id;
}

/** A customer paying right now: their open payment and its hold on the day. */
async function addHold(customerId: string, day: string, expiresAt: string) {
  const cartId = newId();
  await t.db.insert(carts).values({ id: cartId, customerId, status: 'abandoned' }).run();
  const paymentId = newId();
  await t.db
    .insert(payments)
    .values({
      id: paymentId,
      cartId,
      customerId,
      provider: 'local',
      intentId: `lpi_${paymentId}`,
      amountCents: 100,
      fingerprint: 'x',
    })
    .run();
  await t.db
    .insert(bookingHolds)
    .values({ paymentId, vendorId: vendor.id, day, customerId, expiresAt })
    .run();
}

const availability = async (client: Client, from: string, to: string, vendorId = vendor.id) =>
  client.get(`/api/vendors/${vendorId}/availability?from=${from}&to=${to}`);
const dayOf = async (client: Client, day: string) =>
  ((await availability(client, day, day)).json as AvailabilityDay[])[0];

describe('GET /api/vendors/:id/availability', () => {
  it('answers every day of the range, saying past, blocked and full', async () => {
    const customer = await signUp(t.app);
    await addOrder(customer.user.id, '2026-11-26');
    await owner.client.post('/api/vendor/availability', {
      vendorId: vendor.id,
      date: '2026-11-25',
      available: false,
    });
    const anonymous = new Client(t.app);
    const res = await availability(anonymous, '2026-11-22', '2026-11-27');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { date: '2026-11-22', available: false, reason: 'past' },
      { date: '2026-11-23', available: true, reason: null },
      { date: '2026-11-24', available: true, reason: null },
      { date: '2026-11-25', available: false, reason: 'blocked' },
      { date: '2026-11-26', available: false, reason: 'full' },
      { date: '2026-11-27', available: true, reason: null },
    ]);
  });

  it("uses Broken Bow's today: at 11 pm Central on the 23rd the 23rd is still bookable", async () => {
    t.clock.set('2026-11-24T05:30:00.000Z'); // 11:30 pm on the 23rd in Broken Bow
    expect(await dayOf(owner.client, '2026-11-23')).toEqual({
      date: '2026-11-23',
      available: true,
      reason: null,
    });
    t.clock.set('2026-11-24T06:30:00.000Z'); // 12:30 am on the 24th
    expect(await dayOf(owner.client, '2026-11-23')).toMatchObject({ reason: 'past' });
  });

  it('answers at most 92 days, and refuses bad ranges with a clear message', async () => {
    const ok = await availability(owner.client, '2026-12-01', '2027-03-02'); // 92 days
    expect(ok.status).toBe(200);
    expect(ok.json).toHaveLength(92);
    const cases: [string, string][] = [
      ['from=2026-12-01&to=2027-03-03', 'Ask for at most 92 days at a time'],
      ['from=2026-12-05&to=2026-12-04', 'to must not be before from'],
      ['from=2026-12-01', 'to is required (a day such as 2026-12-04)'],
      ['from=2027-02-30&to=2027-03-02', 'from is not a day on the calendar'],
      ['from=12/01/2026&to=2026-12-04', 'from must be a day such as 2026-12-04'],
    ];
    for (const [query, message] of cases) {
      const res = await owner.client.get(`/api/vendors/${vendor.id}/availability?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json, query).toMatchObject({ message });
    }
  });

  it('is a 404 for an unknown or unlisted vendor', async () => {
    expect((await availability(owner.client, '2026-12-01', '2026-12-02', 'nope')).status).toBe(404);
    const hidden = await addVendor(t.db, { isActive: false });
    expect((await availability(owner.client, '2026-12-01', '2026-12-02', hidden.id)).status).toBe(404);
  });

  it('counts one event per customer, up to the daily capacity; cancelled orders free the day', async () => {
    await t.db.update(vendors).set({ dailyCapacity: 2 }).where(eq(vendors.id, vendor.id)).run();
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await addOrder(a.user.id, '2026-12-04');
    await addOrder(a.user.id, '2026-12-04'); // a second service for the same event: still one event
    expect(await dayOf(c.client, '2026-12-04')).toMatchObject({ available: true });
    const bOrder = await addOrder(b.user.id, '2026-12-04');
    expect(await dayOf(c.client, '2026-12-04')).toEqual({
      date: '2026-12-04',
      available: false,
      reason: 'full',
    });
    // A customer already booked that day is one of the two: they may add to their own event.
    expect(await dayOf(a.client, '2026-12-04')).toMatchObject({ available: true });
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, bOrder)).run();
    expect(await dayOf(c.client, '2026-12-04')).toMatchObject({ available: true });
  });

  it("counts other customers' unexpired holds, never the caller's own", async () => {
    const [holder, other] = [await signUp(t.app), await signUp(t.app)];
    await addHold(holder.user.id, '2026-12-04', '2026-11-23T12:10:00.000Z');
    await addHold(holder.user.id, '2026-12-05', '2026-11-23T11:59:00.000Z'); // already expired
    expect(await dayOf(other.client, '2026-12-04')).toMatchObject({ reason: 'full' });
    expect(await dayOf(holder.client, '2026-12-04')).toMatchObject({ available: true });
    expect(await dayOf(other.client, '2026-12-05')).toMatchObject({ available: true });
    t.clock.advance(10 * 60_000); // the hold ends at 12:10 exactly
    expect(await dayOf(other.client, '2026-12-04')).toMatchObject({ available: true });
  });
});

describe('POST /api/vendor/availability', () => {
  const set = (client: Client, date: string, available: boolean, vendorId = vendor.id) =>
    client.post('/api/vendor/availability', { vendorId, date, available });

  it('blocks and frees a day for the owner, and says so to customers', async () => {
    const customer = await signUp(t.app);
    const blocked = await set(owner.client, '2026-12-04', false);
    expect(blocked.status).toBe(200);
    expect(blocked.json).toEqual({
      date: '2026-12-04',
      available: false,
      reason: 'blocked',
      blocked: true,
      busyElsewhere: false,
      bookings: [],
    });
    expect((await set(owner.client, '2026-12-04', false)).status).toBe(200); // twice is the same
    expect(await dayOf(customer.client, '2026-12-04')).toMatchObject({ reason: 'blocked' });
    const freed = await set(owner.client, '2026-12-04', true);
    expect(freed.json).toMatchObject({ available: true, blocked: false });
    expect(await dayOf(customer.client, '2026-12-04')).toMatchObject({ available: true });
  });

  it("is refused for someone else's vendor and an unknown one (404), a past day and a customer", async () => {
    const stranger = await signUp(t.app, 'vendor');
    expect((await set(stranger.client, '2026-12-04', false)).status).toBe(404);
    expect((await set(owner.client, '2026-12-04', false, 'nope')).status).toBe(404);
    const past = await set(owner.client, '2026-11-22', false);
    expect(past.status).toBe(400);
    expect(past.json).toMatchObject({ message: 'That day has passed' });
    const customer = await signUp(t.app);
    expect((await set(customer.client, '2026-12-04', false)).status).toBe(403);
    expect(
      (await owner.client.post('/api/vendor/availability', { vendorId: vendor.id, date: '2026-12-04' })).json,
    ).toMatchObject({
      message: 'available must be true or false',
    });
    expect(await dayOf(owner.client, '2026-12-04')).toMatchObject({ available: true });
  });
});

describe('PUT /api/vendor/capacity', () => {
  const setCapacity = (client: Client, dailyCapacity: unknown, vendorId = vendor.id) =>
    client.call('PUT', '/api/vendor/capacity', { body: { vendorId, dailyCapacity } });

  it('sets how many events a day the vendor takes, 1 to 20', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await addOrder(a.user.id, '2026-12-04');
    expect(await dayOf(b.client, '2026-12-04')).toMatchObject({ reason: 'full' });
    const res = await setCapacity(owner.client, 2);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ vendorId: vendor.id, dailyCapacity: 2 });
    expect(await dayOf(b.client, '2026-12-04')).toMatchObject({ available: true });
    for (const [value, message] of [
      [0, 'Events per day must be at least 1'],
      [21, 'Events per day must be at most 20'],
      [1.5, 'Events per day must be a whole number'],
      ['3', 'Events per day must be a number'],
    ] as const) {
      const refused = await setCapacity(owner.client, value);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ message });
    }
    expect((await setCapacity(owner.client, 20)).status).toBe(200);
    expect((await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.dailyCapacity).toBe(
      20,
    );
  });

  it("is refused for someone else's vendor", async () => {
    const stranger = await signUp(t.app, 'vendor');
    expect((await setCapacity(stranger.client, 5)).status).toBe(404);
    expect((await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.dailyCapacity).toBe(1);
  });
});

describe('GET /api/vendor/availability', () => {
  it("lists the owner's days with blocks, capacity and each day's live bookings", async () => {
    const casey = await signUp(t.app, 'customer', { firstName: 'Casey', lastName: 'Morgan' });
    const buffet = await addService(t.db, vendor.id, { name: 'BBQ Buffet' });
    const orderId = newId();
    await t.db
      .insert(orders)
      .values({
        id: orderId,
        customerId: casey.user.id,
        vendorId: vendor.id,
        serviceId: buffet.id,
        type: 'catering',
        amountCents: 50_000,
        scheduledDate: '2026-12-04',
        metadata: { selectedTime: '17:00' },
      })
      .run();
    await addOrder(casey.user.id, '2026-12-03', 'cancelled');
    await owner.client.post('/api/vendor/availability', {
      vendorId: vendor.id,
      date: '2026-12-05',
      available: false,
    });

    const res = await owner.client.get(
      `/api/vendor/availability?vendorId=${vendor.id}&from=2026-12-03&to=2026-12-05`,
    );
    expect(res.status).toBe(200);
    const calendar = res.json as VendorCalendar;
    expect(calendar.dailyCapacity).toBe(1);
    expect(calendar.days).toEqual<VendorCalendarDay[]>([
      {
        date: '2026-12-03',
        available: true,
        reason: null,
        blocked: false,
        busyElsewhere: false,
        bookings: [],
      },
      {
        date: '2026-12-04',
        available: false,
        reason: 'full',
        blocked: false,
        busyElsewhere: false,
        bookings: [
          {
            orderId,
            customerName: 'Casey Morgan',
            serviceName: 'BBQ Buffet',
            status: 'pending',
            time: '17:00',
          },
        ],
      },
      {
        date: '2026-12-05',
        available: false,
        reason: 'blocked',
        blocked: true,
        busyElsewhere: false,
        bookings: [],
      },
    ]);
  });

  it("is refused for someone else's vendor and for more than 92 days", async () => {
    const stranger = await signUp(t.app, 'vendor');
    const query = `vendorId=${vendor.id}&from=2026-12-01&to=2026-12-31`;
    expect((await stranger.client.get(`/api/vendor/availability?${query}`)).status).toBe(404);
    const long = await owner.client.get(
      `/api/vendor/availability?vendorId=${vendor.id}&from=2026-12-01&to=2027-03-03`,
    );
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ message: 'Ask for at most 92 days at a time' });
  });
});
