import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '../../contracts/checkout';
import type { VendorCard, VendorDetail } from '../../contracts/vendors';
import { orders } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';

const HOUR = 60 * 60_000;
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23T12:00Z in the clock
});

const trustOf = async (vendorId: string) =>
  ((await new Client(t.app).get(`/api/vendors/${vendorId}`)).json as VendorDetail).trust;

/** Quote requests to the vendor alone, each from its own visitor: a lead each. */
const leads = async (vendorId: string, n: number, over: Record<string, unknown> = {}) => {
  const sent = [];
  for (let i = 0; i < n; i++)
    sent.push(await sendQuote(new Client(t.app), { vendorId, email: `guest${i}@example.com`, ...over }));
  return sent;
};

describe('trust signals from leads', () => {
  it('4 leads, 3 answered after 1 h, 2 h and 5 h: 75 %, median 2 h, "Replies within 2 hours"', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    // 91 days before: outside the window, unanswered, it would make the rate 60 %.
    t.clock.set('2026-08-24T12:00:00.000Z');
    await sendQuote(new Client(t.app), {
      vendorId: vendor.id,
      email: 'old@example.com',
      eventDate: '2026-09-20',
    });
    t.clock.set('2026-11-23T12:00:00.000Z');
    const [a, b, c] = await leads(vendor.id, 4);
    for (const [quote, wait] of [
      [a, 1],
      [b, 1],
      [c, 3],
    ] as const) {
      t.clock.advance(wait * HOUR);
      expect((await makeOffer(client, quote?.id ?? '', vendor.id)).status).toBe(201);
    }
    // The fourth lead is a day old by now, so it counts unanswered; one asked an hour ago does not yet.
    t.clock.set('2026-11-24T13:00:00.000Z');
    await sendQuote(new Client(t.app), { vendorId: vendor.id, email: 'fresh@example.com' });
    t.clock.advance(HOUR);

    expect(await trustOf(vendor.id)).toEqual({
      responseRate: 75,
      medianResponseMinutes: 120,
      repliesWithinHours: 2,
      completedBookings: 0,
    });
  });

  it('shows no badge with fewer than 3 answers, nor for a median over 24 hours', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const [a, b, c] = await leads(vendor.id, 3);
    t.clock.advance(25 * HOUR);
    await makeOffer(client, a?.id ?? '', vendor.id);
    t.clock.advance(HOUR);
    await makeOffer(client, b?.id ?? '', vendor.id);
    expect(await trustOf(vendor.id)).toEqual({
      responseRate: 67,
      medianResponseMinutes: null,
      repliesWithinHours: null,
      completedBookings: 0,
    });

    t.clock.advance(4 * HOUR);
    await makeOffer(client, c?.id ?? '', vendor.id);
    // Waits of 25, 26 and 30 hours: the median is 26 h, slower than the badge's 24.
    t.clock.advance(31_000); // past the catalogue cache's 30 seconds
    expect(await trustOf(vendor.id)).toEqual({
      responseRate: 100,
      medianResponseMinutes: 1560,
      repliesWithinHours: null,
      completedBookings: 0,
    });
  });

  it('says nothing about answering under 3 leads, and rounds a median of 10.5 minutes up to 11 minutes and 1 hour', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quotes = await leads(vendor.id, 3);
    t.clock.advance(10 * 60_000);
    await makeOffer(client, quotes[0]?.id ?? '', vendor.id);
    t.clock.advance(30_000);
    await makeOffer(client, quotes[1]?.id ?? '', vendor.id);
    expect((await trustOf(vendor.id)).responseRate).toBeNull();

    t.clock.advance(60_000);
    // Waits of 10, 10.5 and 11.5 minutes.
    await makeOffer(client, quotes[2]?.id ?? '', vendor.id);
    t.clock.advance(31_000);
    expect(await trustOf(vendor.id)).toMatchObject({
      responseRate: 100,
      medianResponseMinutes: 11,
      repliesWithinHours: 1,
    });
  });
});

describe('trust signals from booking requests', () => {
  it("counts the vendor's accept, decline or first message as the answer to a request", async () => {
    const owner = await signUp(t.app, 'vendor');
    const vendor = await addVendor(t.db, {
      businessName: 'Timber Ridge',
      businessType: 'venue',
      userId: owner.user.id,
    });
    const hall = await addService(t.db, vendor.id, {
      name: 'Lodge Hall',
      category: 'venue',
      basePriceCents: 30_000,
      bookingMode: 'request',
    });
    const request = async (selectedDate: string) => {
      const { client } = await signUp(t.app);
      const added = await client.post('/api/cart/items', {
        vendorId: vendor.id,
        serviceId: hall.id,
        selectedDate,
        selectedTime: '18:00',
        guestCount: 30,
        eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
      });
      expect(added.status).toBe(201);
      const paid: CheckoutResult = await payCart(client);
      return paid.orderIds[0] ?? '';
    };
    const accepted = await request('2026-12-12');
    const declined = await request('2026-12-13');
    const written = await request('2026-12-14');
    await request('2026-12-15');

    t.clock.advance(30 * 60_000);
    expect((await owner.client.post(`/api/vendor/orders/${accepted}/accept`)).status).toBe(200);
    t.clock.advance(HOUR);
    expect((await owner.client.post(`/api/vendor/orders/${declined}/decline`, {})).status).toBe(200);
    t.clock.advance(150 * 60_000);
    const thread = (await owner.client.post('/api/threads', { orderId: written })).json as { id: string };
    const sent = await owner.client.post(`/api/threads/${thread.id}/messages`, {
      id: randomUUID(),
      body: 'Happy to host you: may I ask about parking?',
    });
    expect(sent.status).toBe(201);
    t.clock.set('2026-11-24T13:00:00.000Z');

    // 30, 90 and 240 minutes; the fourth request, a day old, is unanswered.
    expect(await trustOf(vendor.id)).toEqual({
      responseRate: 75,
      medianResponseMinutes: 90,
      repliesWithinHours: 2,
      completedBookings: 0,
    });
  });
});

describe('completed bookings', () => {
  it('counts only the completed bookings, on the vendor page and on its directory card', async () => {
    const { user: customer } = await signUp(t.app);
    const vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
    const other = await addVendor(t.db, { businessName: 'Elsewhere' });
    const order = (vendorId: string, status: (typeof orders.$inferInsert)['status']) =>
      t.db
        .insert(orders)
        .values({
          id: newId(),
          customerId: customer.id,
          vendorId,
          type: 'catering',
          amountCents: 50_000,
          status,
        })
        .run();
    for (const status of [
      'completed',
      'completed',
      'accepted',
      'cancelled',
      'pending',
      'in_progress',
    ] as const)
      await order(vendor.id, status);
    await order(other.id, 'completed');

    expect((await trustOf(vendor.id)).completedBookings).toBe(2);
    const cards = (await new Client(t.app).get('/api/vendors')).json as VendorCard[];
    expect(cards.map((c) => [c.businessName, c.trust.completedBookings])).toEqual([
      ['Elsewhere', 1],
      ['Smokehouse', 2],
    ]);
  });
});
