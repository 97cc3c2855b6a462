import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobTickets, ledgerEntries, notifications } from '../../db/schema';
import { approvedWorker, payFor, ticketOf, vendorWithServices } from '../../ledger/ledger-test-kit';
import { reconcile } from '../../ledger/reconcile';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { runPayouts } from '../payouts/payout-run';
import { BANK, payoutRows, workerEarningsOf } from '../payouts/payout-test-kit';
import { payLateCancelFee } from './late-cancel-fee';

// The buffet (catering, a worker's job, $200) is booked for Sat, Nov 28, 2026 at 6:00 PM in Broken
// Bow: 00:00 UTC on Nov 29. The late cancellation fee is two hours at $20: $40.00.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof vendorWithServices>>;
let worker: Awaited<ReturnType<typeof approvedWorker>>;
let customer: Client;

afterEach(async () => {
  expect(await reconcile(t.db)).toEqual([]);
});
beforeEach(async () => {
  t = await makeTestApp();
  shop = await vendorWithServices(t, 'Lakeside Co');
  worker = await approvedWorker(t);
  customer = (await signUp(t.app)).client;
});

async function bookedJob({ accepted }: { accepted: boolean }) {
  const { orderId } = await payFor(customer, {
    vendorId: shop.vendor.id,
    serviceId: shop.buffet.id,
    selectedDate: '2026-11-28',
    selectedTime: '18:00',
  });
  const ticket = await ticketOf(t.db, orderId);
  if (accepted)
    expect((await worker.client.post(`/api/job-tickets/${ticket.id}/accept`, {})).status).toBe(200);
  return { orderId, ticketId: ticket.id };
}
const fees = () => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'worker_cancel_fee')).all();
const toldWorker = async () =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, worker.userId), eq(notifications.kind, 'job-cancelled')))
      .all()
  ).map((n) => n.body);

describe("a worker's late cancellation fee", () => {
  it('pays $40.00 once for a booking the customer cancels 23 hours before, and tells the worker', async () => {
    const { orderId, ticketId } = await bookedJob({ accepted: true });
    t.clock.set('2026-11-28T01:00:00.000Z');
    expect((await customer.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    // A second cancel is refused, and the fee posted again (a retry) records nothing.
    expect((await customer.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(409);
    expect(await payLateCancelFee(t.db, await ticketOf(t.db, orderId), t.clock.now())).toBe(0);
    expect(await fees()).toMatchObject([
      {
        key: `cancel-fee:${ticketId}`,
        fromAccount: `vendor:${shop.vendor.id}`,
        toAccount: `worker:${worker.userId}`,
        amountCents: 4_000,
        ticketId,
        orderId,
      },
    ]);
    expect(await toldWorker()).toEqual([
      expect.stringContaining(
        'It was called off less than 24 hours before the job, so you are paid a late cancellation fee of $40.00.',
      ),
    ]);
  });

  it('pays nothing for a cancel 25 hours before', async () => {
    const { orderId } = await bookedJob({ accepted: true });
    t.clock.set('2026-11-27T23:00:00.000Z');
    expect((await customer.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    expect(await fees()).toEqual([]);
    expect(await toldWorker()).toEqual([expect.not.stringContaining('late cancellation fee')]);
  });

  it('pays nothing at exactly 24 hours before: less than 24 hours is late', async () => {
    const { orderId } = await bookedJob({ accepted: true });
    t.clock.set('2026-11-28T00:00:00.000Z');
    expect((await customer.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    expect(await fees()).toEqual([]);
  });

  it('pays nothing for a job its worker had already completed', async () => {
    const { orderId } = await bookedJob({ accepted: true });
    const ticket = { ...(await ticketOf(t.db, orderId)), status: 'completed' as const };
    t.clock.set('2026-11-28T20:00:00.000Z');
    expect(await payLateCancelFee(t.db, ticket, t.clock.now())).toBe(0);
    expect(await fees()).toEqual([]);
  });

  it('pays nothing for a job no worker had accepted', async () => {
    const { orderId } = await bookedJob({ accepted: false });
    t.clock.set('2026-11-28T01:00:00.000Z');
    expect((await customer.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    expect(await fees()).toEqual([]);
  });

  it("is paid on a vendor's cancel too, out of the vendor's balance, and paid out to the worker once", async () => {
    const { orderId, ticketId } = await bookedJob({ accepted: true });
    expect((await worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
    t.clock.set('2026-11-28T12:00:00.000Z');
    expect((await shop.owner.post(`/api/vendor/orders/${orderId}/cancel`, {})).json).toMatchObject({
      refundAmount: '200.00',
    });
    const run = () => runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
    await run();
    await run();
    expect(await payoutRows(t.db)).toMatchObject([
      { payeeKind: 'worker', itemKey: `cancel-fee:${ticketId}`, amountCents: 4_000, status: 'paid' },
    ]);
    const earnings = await workerEarningsOf(worker.client);
    expect(earnings.jobs).toMatchObject([
      { ticketId, title: 'Late cancellation fee', pay: '40.00', payout: { status: 'paid' } },
    ]);
  });

  it('is paid when a change moves the booking to a day the worker has another job: a new job goes on the board', async () => {
    const { orderId, ticketId } = await bookedJob({ accepted: true });
    // The worker's other job, on Tue, Dec 1, with another vendor.
    const other = await vendorWithServices(t, 'Pine Co');
    const second = await payFor((await signUp(t.app)).client, {
      vendorId: other.vendor.id,
      serviceId: other.buffet.id,
      selectedDate: '2026-12-01',
      selectedTime: '12:00',
    });
    expect(
      (await worker.client.post(`/api/job-tickets/${(await ticketOf(t.db, second.orderId)).id}/accept`, {}))
        .status,
    ).toBe(200);
    // 23 hours before the buffet, the customer moves it to Dec 1 (an instant booking: applied at once).
    t.clock.set('2026-11-28T01:00:00.000Z');
    const moved = await customer.post(`/api/orders/${orderId}/change`, { scheduledDate: '2026-12-01' });
    expect(moved.status).toBe(200);
    const tickets = await t.db.select().from(jobTickets).where(eq(jobTickets.orderId, orderId)).all();
    expect(tickets.map((j) => [j.id === ticketId, j.status, j.scheduledDate, j.assignedWorkerId])).toEqual(
      expect.arrayContaining([
        [true, 'cancelled', '2026-11-28', worker.userId],
        [false, 'pending', '2026-12-01', null],
      ]),
    );
    expect(tickets).toHaveLength(2);
    expect(await fees()).toMatchObject([{ key: `cancel-fee:${ticketId}`, amountCents: 4_000 }]);
    expect(
      (await toldWorker()).some((body) =>
        body.includes('It was cancelled for you and is back on the board.'),
      ),
    ).toBe(true);
  });
});
