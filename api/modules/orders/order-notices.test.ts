import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RELEASED } from '../../contracts/booking-words';
import { orderReference } from '../../contracts/checkout';
import { jobTickets, notifications, orders } from '../../db/schema';
import { signUp, signUpAdmin } from '../../test/harness';
import { changeWorld, vendorCancelOf } from './booking-change-test-kit';
import { cancelOrder } from './cancel-order';

// The world of booking changes: Mon 2026-11-23 12:00 UTC; Lakeside Co's buffet (instant, $50.00 a
// guest, with a worker's job) and DJ (a request, $100.00 an hour).
let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

const told = (userId: string, kind: (typeof notifications.$inferSelect)['kind']) =>
  w.t.db
    .select({
      title: notifications.title,
      body: notifications.body,
      facts: notifications.facts,
      url: notifications.url,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .all();
/** What every notice of the buffet booked by `bookBuffet` lists, before its amount. */
const buffetFacts = (orderId: string) => [
  `Booking ${orderReference(orderId)}: Buffet`,
  'Vendor: Lakeside Co',
  'When: Thursday, December 10, 2026 at 6:00 PM',
  'Guests: 20',
  'Where: 40 Cedar Creek Rd, Hochatown, OK 74728',
];

describe('what the notices of a booking say', () => {
  it('a request reaches its vendor with what, when, the hours and where', async () => {
    const { orderId } = await w.bookDjRequest();
    expect(await told(w.owner.user.id, 'booking-new')).toEqual([
      {
        title: 'New booking: Party DJ, Sat Dec 12',
        body: 'Party DJ on Saturday, December 12, 2026 at 7:00 PM - 10:00 PM. Accept or decline it from your dashboard.',
        facts: [
          `Booking ${orderReference(orderId)}: Party DJ`,
          'Vendor: Lakeside Co',
          'When: Saturday, December 12, 2026 at 7:00 PM - 10:00 PM',
          'Where: 40 Cedar Creek Rd, Hochatown, OK 74728',
          'Amount: 3 h x $100.00 = $300.00',
        ],
        url: `/vendor-dashboard?tab=bookings&order=${orderId}`,
      },
    ]);
  });

  it('each booking is told once: two requests, two notices, each opening its own booking', async () => {
    const first = await w.bookDjRequest();
    const second = await w.bookDjRequest('2026-12-19');
    const urls = (
      await w.t.db
        .select({ url: notifications.url })
        .from(notifications)
        .where(and(eq(notifications.userId, w.owner.user.id), eq(notifications.kind, 'booking-new')))
        .all()
    )
      .map((n) => n.url)
      .sort();
    expect(urls).toEqual(
      [
        `/vendor-dashboard?tab=bookings&order=${first.orderId}`,
        `/vendor-dashboard?tab=bookings&order=${second.orderId}`,
      ].sort(),
    );
  });

  it('the vendor’s acceptance reaches the customer', async () => {
    const { orderId } = await w.bookDjRequest();
    await w.owner.client.post(`/api/vendor/orders/${orderId}/accept`);
    expect(await told((await w.order(orderId))?.customerId ?? '', 'booking-accepted')).toMatchObject([
      {
        title: 'Booking accepted: Party DJ, Sat Dec 12',
        body: 'Lakeside Co accepted your booking: Party DJ on Saturday, December 12, 2026 at 7:00 PM - 10:00 PM.',
        url: `/bookings/${orderId}`,
      },
    ]);
  });

  it('the customer’s cancel reaches the vendor and the worker who took the job', async () => {
    const { client, orderId } = await w.bookBuffet();
    const worker = await signUp(w.t.app, 'worker');
    await w.t.db
      .update(jobTickets)
      .set({ assignedWorkerId: worker.user.id, status: 'assigned' })
      .where(eq(jobTickets.orderId, orderId))
      .run();
    await client.post(`/api/orders/${orderId}/cancel`, {});
    // The customer who cancelled is not told of it.
    expect(await told((await w.order(orderId))?.customerId ?? '', 'booking-cancelled')).toEqual([]);
    expect(await told(w.owner.user.id, 'booking-cancelled')).toMatchObject([
      {
        title: 'Booking cancelled: Buffet, Thu Dec 10',
        body: 'The customer cancelled Buffet on Thursday, December 10, 2026 at 6:00 PM. The day is free again. Reason: Cancelled by the customer.',
      },
    ]);
    // The worker is not told the booking's amount.
    expect(await told(worker.user.id, 'job-cancelled')).toEqual([
      {
        title: 'Job cancelled: Buffet, Thu Dec 10',
        body: 'The booking behind your job on Thursday, December 10, 2026 at 6:00 PM was cancelled. You do not need to go.',
        facts: [...buffetFacts(orderId)],
        url: '/worker-jobs',
      },
    ]);
  });

  it('the vendor’s cancel of a booking with no payment of its own says nothing of a released card', async () => {
    const { orderId } = await w.bookBuffet();
    await w.t.db.update(orders).set({ paymentId: null }).where(eq(orders.id, orderId)).run();
    expect((await w.owner.client.post(`/api/vendor/orders/${orderId}/cancel`, {})).status).toBe(200);
    expect(await told((await w.order(orderId))?.customerId ?? '', 'booking-cancelled')).toMatchObject([
      {
        title: 'Booking cancelled: Buffet, Thu Dec 10',
        body: 'Lakeside Co cancelled your booking: Buffet. Reason: The vendor cancelled the booking.',
      },
    ]);
  });

  it('a booking with a day and no time says the day alone', async () => {
    const { orderId } = await w.bookServiceless(w.owner.user.id);
    expect(await told(w.owner.user.id, 'booking-new')).toEqual([
      {
        title: 'New booking: Fiddler, Sat Dec 12',
        body: 'Fiddler on Saturday, December 12, 2026. Accept or decline it from your dashboard.',
        facts: [
          `Booking ${orderReference(orderId)}: Fiddler`,
          'Vendor: Fiddler',
          'When: Saturday, December 12, 2026',
          'Amount: $0.00',
        ],
        url: `/vendor-dashboard?tab=bookings&order=${orderId}`,
      },
    ]);
  });

  it('a declined request tells the customer their card was only held, with the vendor’s reason', async () => {
    const { orderId } = await w.bookDjRequest();
    await w.owner.client.post(`/api/vendor/orders/${orderId}/decline`, { reason: 'Booked that night' });
    expect(await told((await w.order(orderId))?.customerId ?? '', 'booking-declined')).toMatchObject([
      {
        title: 'Booking declined: Party DJ, Sat Dec 12',
        body: `Lakeside Co declined your booking: Party DJ. ${RELEASED} Reason: Booked that night`,
      },
    ]);
  });

  it('an admin’s cancel is told in the name of Broken Bow Events, to the customer and to the vendor', async () => {
    const { orderId } = await w.bookBuffet();
    const admin = await signUpAdmin(w.t.app, w.t.db);
    await admin.client.post(`/api/admin/orders/${orderId}/cancel`, { refundAmount: '0', reason: 'Dispute' });
    expect(await told((await w.order(orderId))?.customerId ?? '', 'booking-cancelled')).toMatchObject([
      { body: 'Broken Bow Events cancelled your booking: Buffet. Reason: Dispute' },
    ]);
    expect(await told(w.owner.user.id, 'booking-cancelled')).toMatchObject([
      {
        body: 'Broken Bow Events cancelled Buffet on Thursday, December 10, 2026 at 6:00 PM. The day is free again. Reason: Dispute',
      },
    ]);
  });

  it('a cancel with no reason says none', async () => {
    const { orderId } = await w.bookBuffet();
    await cancelOrder({ db: w.t.db, pay: w.t.payments }, vendorCancelOf(orderId, w.t.clock.now()));
    expect(await told((await w.order(orderId))?.customerId ?? '', 'booking-cancelled')).toMatchObject([
      { body: 'Lakeside Co cancelled your booking: Buffet.' },
    ]);
    // The vendor who cancelled is not told of it.
    expect(await told(w.owner.user.id, 'booking-cancelled')).toEqual([]);
    // Nor does the refund's notice give a reason.
    expect((await told((await w.order(orderId))?.customerId ?? '', 'refund-issued'))[0]?.facts.at(-1)).toBe(
      'Refunded: $1,000.00',
    );
  });

  it('one customer’s two bookings are each told: two acceptances, two cancellations', async () => {
    const dj = { serviceId: w.dj.id, selectedTime: '19:00', endTime: '22:00' };
    const { user, orderIds } = await w.bookCart([
      { ...dj, selectedDate: '2026-12-12' },
      { ...dj, selectedDate: '2026-12-19' },
    ]);
    for (const id of orderIds) await w.owner.client.post(`/api/vendor/orders/${id}/accept`);
    for (const id of orderIds) await w.owner.client.post(`/api/vendor/orders/${id}/cancel`, {});
    expect(await told(user.id, 'booking-accepted')).toHaveLength(2);
    expect(await told(user.id, 'booking-cancelled')).toHaveLength(2);
    expect(await told(user.id, 'refund-issued')).toHaveLength(2);
  });

  it('a customer who cancels two bookings of one vendor, each with the same worker: each is told twice', async () => {
    const buffet = { serviceId: w.buffet.id, selectedTime: '18:00', guestCount: 20 };
    const { client, orderIds } = await w.bookCart([
      { ...buffet, selectedDate: '2026-12-10' },
      { ...buffet, selectedDate: '2026-12-11' },
    ]);
    const worker = await signUp(w.t.app, 'worker');
    await w.t.db.update(jobTickets).set({ assignedWorkerId: worker.user.id, status: 'assigned' }).run();
    for (const id of orderIds) await client.post(`/api/orders/${id}/cancel`, {});
    expect(await told(w.owner.user.id, 'booking-cancelled')).toHaveLength(2);
    expect(await told(worker.user.id, 'job-cancelled')).toHaveLength(2);
  });

  it('a refund the provider confirmed is told with its amount, in writing', async () => {
    const { orderId } = await w.bookBuffet();
    await w.owner.client.post(`/api/vendor/orders/${orderId}/cancel`, { reason: 'Kitchen flooded' });
    expect(await told((await w.order(orderId))?.customerId ?? '', 'refund-issued')).toEqual([
      {
        title: 'Refund of $1,000.00 issued: Buffet, Thu Dec 10',
        body: 'We refunded $1,000.00 for Buffet to the card you paid with. Banks usually show it within 5 to 10 business days.',
        facts: [
          ...buffetFacts(orderId),
          'Amount: $1,000.00',
          'Refunded: $1,000.00',
          'Reason: Kitchen flooded',
        ],
        url: `/bookings/${orderId}`,
      },
    ]);
  });
});
