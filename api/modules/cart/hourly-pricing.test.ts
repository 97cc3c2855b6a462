import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import { services } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

// Issue 29: a per-hour service is priced by the hours booked, counted in quarter hours from the start
// to the end (across midnight when the end is earlier), never below the service's minimum hours.

let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendorId: string;
let dj: Awaited<ReturnType<typeof addService>>;
let client: Client;

beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow
  vendorId = (await addVendor(t.db, { businessName: 'Red Dirt DJ Co.' })).id;
  dj = await addService(t.db, vendorId, {
    name: 'Party DJ',
    category: 'entertainment',
    basePriceCents: 15_000,
    priceUnit: 'per hour',
    minHours: 2,
  });
  client = (await signUp(t.app)).client;
});

const add = (times: { selectedTime?: string | null; endTime?: string | null }, over = {}) =>
  client.post('/api/cart/items', {
    vendorId,
    serviceId: dj.id,
    selectedDate: '2026-12-05',
    selectedTime: '19:00',
    ...times,
    ...over,
  });

const priceOf = async (times: { selectedTime?: string; endTime?: string }) => {
  const res = await add(times);
  expect(res.status).toBe(201);
  return (res.json as CartView).items.at(-1)?.price;
};

describe('hourly pricing at add-to-cart', () => {
  it('charges the rate times the hours: 7:00 PM to 11:00 PM is 4 h', async () => {
    const res = await add({ endTime: '23:00' });
    expect(res.status).toBe(201);
    const cart = res.json as CartView;
    expect(cart.items[0]).toMatchObject({
      selectedTime: '19:00',
      endTime: '23:00',
      hours: 4,
      price: '600.00',
    });
    expect(cart.totalAmount).toBe('600.00');
  });

  it('counts across midnight: 11:00 PM to 1:00 AM is 2 h', async () => {
    expect(await priceOf({ selectedTime: '23:00', endTime: '01:00' })).toBe('300.00');
  });

  it('rounds up to the next quarter hour: 7:00 to 9:10 is 2.25 h', async () => {
    expect(await priceOf({ selectedTime: '07:00', endTime: '09:10' })).toBe('337.50');
  });

  it('refuses fewer than the minimum hours with 400 naming the service and its minimum', async () => {
    const res = await add({ endTime: '20:45' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: 'Party DJ is booked for at least 2 hours',
      fields: { endTime: 'At least 2 hours' },
    });
    expect(await priceOf({ endTime: '21:00' })).toBe('300.00');
  });

  it('takes one hour as the minimum when the service sets none', async () => {
    await t.db.update(services).set({ minHours: null }).where(eq(services.id, dj.id)).run();
    expect((await add({ endTime: '19:45' })).status).toBe(400);
    expect(await priceOf({ endTime: '20:00' })).toBe('150.00');
  });

  it('refuses a per-hour line without an end time or a start time with 400 naming the service', async () => {
    for (const times of [{ endTime: undefined }, { endTime: '' }, { selectedTime: null, endTime: '23:00' }]) {
      const res = await add(times);
      expect(res.status).toBe(400);
      expect((res.json as { message: string }).message).toBe(
        'Please choose a start and an end time for Party DJ: it is priced per hour',
      );
    }
    expect(((await client.get('/api/cart')).json as CartView).items).toHaveLength(0);
  });

  it('refuses an end time that is not a clock time', async () => {
    expect((await add({ endTime: '25:00' })).status).toBe(400);
    expect((await add({ endTime: '11 PM' })).status).toBe(400);
  });

  it("ignores the client's price", async () => {
    const res = await add({ endTime: '23:00' }, { price: '150.00', itemName: 'Cheap DJ' });
    expect((res.json as CartView).items[0]).toMatchObject({
      price: '600.00',
      itemName: 'Red Dirt DJ Co. - Party DJ',
    });
  });

  it('checks the seen price against the hourly rate, not the line total', async () => {
    expect((await add({ endTime: '23:00' }, { seenPrice: '150.00' })).status).toBe(201);
    expect((await add({ endTime: '23:00' }, { seenPrice: '600.00' })).status).toBe(409);
  });

  it('reprices a line by its hours when the vendor changes the rate', async () => {
    await add({ endTime: '23:00' });
    await t.db.update(services).set({ basePriceCents: 17_500 }).where(eq(services.id, dj.id)).run();
    const cart = (await client.get('/api/cart')).json as CartView;
    expect(cart.items[0]).toMatchObject({ price: '600.00', currentPrice: '700.00' });
  });

  it('keeps an end time on a flat-priced line without changing its price', async () => {
    const patio = await addService(t.db, vendorId, {
      name: 'Light show',
      category: 'entertainment',
      basePriceCents: 50_000,
      priceUnit: 'per event',
    });
    const res = await add({ endTime: '23:00' }, { serviceId: patio.id });
    expect((res.json as CartView).items[0]).toMatchObject({ endTime: '23:00', hours: null, price: '500.00' });
  });
});
