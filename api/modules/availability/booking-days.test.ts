import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorCard } from '../../contracts/vendors';
import { orders, payments, vendors } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { sqliteOf } from '../../test/test-database';
import { availableOnSql } from './day-capacity';

// A day the vendor cannot take is refused when it goes into the cart, again when the payment
// starts, and the directory's date filter leaves that vendor out. The clock reads 2026-11-23.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp();
  owner = await signUp(t.app, 'vendor');
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
  buffet = await addService(t.db, vendor.id, { name: 'BBQ Buffet', basePriceCents: 50_000 });
});

const CABIN = 'Cabin 12, Hochatown, OK';
const book = (client: Client, day: string, serviceId = buffet.id) =>
  client.post('/api/cart/items', { vendorId: vendor.id, serviceId, selectedDate: day, eventAddress: CABIN });
const block = (day: string) =>
  owner.client.post('/api/vendor/availability', { vendorId: vendor.id, date: day, available: false });
async function addOrder(customerId: string, day: string) {
  await t.db
    .insert(orders)
    .values({
      id: newId(),
      customerId,
      vendorId: vendor.id,
      type: 'catering',
      amountCents: 50_000,
      scheduledDate: day,
    })
    .run();
}

describe('add to cart', () => {
  it('refuses a blocked day with a 400 naming the vendor, the day and why', async () => {
    const { client } = await signUp(t.app);
    await block('2026-12-04');
    const res = await book(client, '2026-12-04');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message:
        'Smokehouse is not available on Friday, December 4, 2026: the vendor is not taking bookings that day',
      code: 'bad_request',
      fields: { selectedDate: 'Not taking bookings that day' },
    });
    expect((await book(client, '2026-12-05')).status).toBe(201);
  });

  it('refuses a full day, but lets the customer who has it add another service', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    await addOrder(first.user.id, '2026-12-04');
    const res = await book(second.client, '2026-12-04');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: 'Smokehouse is not available on Friday, December 4, 2026: the vendor is fully booked that day',
      fields: { selectedDate: 'Fully booked that day' },
    });
    const photos = await addService(t.db, vendor.id, { name: 'Photo booth', category: 'photography' });
    expect((await book(first.client, '2026-12-04', photos.id)).status).toBe(201);
  });

  it('takes the last slot of capacity 2, then refuses a third customer', async () => {
    await t.db.update(vendors).set({ dailyCapacity: 2 }).where(eq(vendors.id, vendor.id)).run();
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await addOrder(a.user.id, '2026-12-04');
    expect((await book(b.client, '2026-12-04')).status).toBe(201);
    await addOrder(b.user.id, '2026-12-04');
    expect((await book(c.client, '2026-12-04')).status).toBe(400);
  });

  it('answers a replayed booking (same id) as before even once the day has filled', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const id = crypto.randomUUID();
    const payload = {
      id,
      vendorId: vendor.id,
      serviceId: buffet.id,
      selectedDate: '2026-12-04',
      eventAddress: CABIN,
    };
    expect((await b.client.post('/api/cart/items', payload)).status).toBe(201);
    await addOrder(a.user.id, '2026-12-04');
    expect((await b.client.post('/api/cart/items', payload)).status).toBe(200);
  });
});

describe('when the payment starts', () => {
  it('refuses a day blocked since it went into the cart (409), and starts no payment', async () => {
    const { client } = await signUp(t.app);
    expect((await book(client, '2026-12-04')).status).toBe(201);
    await block('2026-12-04');
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message:
        'Smokehouse - BBQ Buffet is not available on Friday, December 4, 2026: the vendor is not taking bookings that day. Remove it to continue.',
    });
    expect(await t.db.select().from(payments).all()).toHaveLength(0);
  });

  it('refuses a day that filled since it went into the cart', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    expect((await book(b.client, '2026-12-04')).status).toBe(201);
    await addOrder(a.user.id, '2026-12-04');
    const res = await b.client.post('/api/cart/checkout');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message:
        'Smokehouse - BBQ Buffet is not available on Friday, December 4, 2026: the vendor is fully booked that day. Remove it to continue.',
    });
  });
});

describe('the directory date filter', () => {
  const listed = async (query: string) => {
    const res = await owner.client.get(`/api/vendors?${query}`);
    return { status: res.status, names: (res.json as VendorCard[]).map((v) => v.businessName), res };
  };

  it('lists only the vendors free that day, with the right total', async () => {
    const lodge = await addVendor(t.db, { businessName: 'Lodge', rating: 4 });
    const fiddler = await addVendor(t.db, { businessName: 'Fiddler', rating: 3, dailyCapacity: 2 });
    const customer = await signUp(t.app);
    await block('2026-12-04'); // Smokehouse blocks the 4th
    await t.db
      .insert(orders)
      .values({
        id: newId(),
        customerId: customer.user.id,
        vendorId: lodge.id,
        type: 'event_service',
        amountCents: 1,
        scheduledDate: '2026-12-05',
      })
      .run();
    await t.db
      .insert(orders)
      .values({
        id: newId(),
        customerId: customer.user.id,
        vendorId: fiddler.id,
        type: 'event_service',
        amountCents: 1,
        scheduledDate: '2026-12-05',
      })
      .run();

    expect((await listed('')).names).toEqual(['Lodge', 'Fiddler', 'Smokehouse']);
    expect((await listed('date=2026-12-04')).names).toEqual(['Lodge', 'Fiddler']);
    const fifth = await listed('date=2026-12-05');
    expect(fifth.names).toEqual(['Fiddler', 'Smokehouse']); // Lodge is full; Fiddler takes two
    expect(fifth.res.headers.get('x-total-count')).toBe('2');
    expect((await listed('date=2026-12-05&category=restaurant')).names).toEqual(['Fiddler', 'Smokehouse']);
    expect((await listed('date=2026-11-22')).names).toEqual([]); // past
    expect((await listed('date=')).names).toHaveLength(3);
  });

  it('follows a booking at once (not cached like the rest of the directory)', async () => {
    const customer = await signUp(t.app);
    expect((await listed('date=2026-12-04')).names).toEqual(['Smokehouse']);
    await addOrder(customer.user.id, '2026-12-04');
    expect((await listed('date=2026-12-04')).names).toEqual([]);
  });

  it('refuses a date that is not a calendar day', async () => {
    for (const bad of ['2026-02-30', 'tomorrow', '2026-1-4']) {
      const res = await owner.client.get(`/api/vendors?date=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json).toMatchObject({ message: 'Date must be a day such as 2026-12-04' });
    }
  });

  it('reads orders, holds and blocks through their indexes, never a scan', () => {
    const { sql: source, params } = t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.isActive, true), availableOnSql('2026-12-04', t.clock.now())))
      .toSQL();
    const plan = sqliteOf(t.db)
      .prepare(`explain query plan ${source}`)
      .all(...params)
      .map((row) => (row as { detail: string }).detail);
    const steps = (alias: string) =>
      plan.filter((step) => new RegExp(`^(SEARCH|SCAN) ${alias}\\b`).test(step));
    for (const alias of ['va', 'o', 'h', 'o2']) {
      expect(steps(alias), `${alias} in ${plan.join(' | ')}`).not.toHaveLength(0);
      for (const step of steps(alias)) expect(step).toMatch(/^SEARCH .*(INDEX|PRIMARY KEY)/);
    }
  });
});
