import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobTickets, notifications, orders, refunds } from '../../db/schema';
import { approvedWorker } from '../../ledger/ledger-test-kit';
import { reconcile } from '../../ledger/reconcile';
import { addJob, addVendor } from '../../test/fixtures';
import { applyChange } from './booking-change-apply';
import { changeOf, changeWorld } from './booking-change-test-kit';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

const ticketsOf = (orderId: string) =>
  w.t.db.select().from(jobTickets).where(eq(jobTickets.orderId, orderId)).all();
const noticesOf = (userId: string, kind: 'job-cancelled' | 'booking-changed') =>
  w.t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .all();

/** A worker has taken the buffet's job; with `elsewhere`, they also work another vendor's job that day. */
async function workerOnBuffet(orderId: string, elsewhere: string | null) {
  const worker = await approvedWorker(w.t);
  await w.t.db
    .update(jobTickets)
    .set({ assignedWorkerId: worker.userId, status: 'accepted' })
    .where(eq(jobTickets.orderId, orderId))
    .run();
  if (elsewhere) {
    // Another vendor's job: the buffet's own vendor could not take a second event that day.
    const other = await addVendor(w.t.db, { businessName: 'Hilltop Grill' });
    await addJob(w.t.db, {
      customerId: worker.userId,
      vendorId: other.id,
      scheduledDate: elsewhere,
      ticket: { assignedWorkerId: worker.userId, status: 'accepted' },
    });
  }
  return worker;
}

describe('the job tickets follow the booking', () => {
  it('a worker with another job on the new day Dec 17 loses this one: cancelled, back on the board, told "Job moved"', async () => {
    const { client, orderId } = await w.bookBuffet();
    const worker = await workerOnBuffet(orderId, '2026-12-17');
    const [before] = await ticketsOf(orderId);
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    expect(changeOf(asked)).toMatchObject({ status: 'accepted' });
    expect(
      (await ticketsOf(orderId)).map((t) => [
        t.id === before?.id,
        t.status,
        t.scheduledDate,
        t.assignedWorkerId,
      ]),
    ).toEqual([
      [true, 'cancelled', '2026-12-10', worker.userId],
      [false, 'pending', '2026-12-17', null],
    ]);
    expect((await ticketsOf(orderId))[0]?.cancellationReason).toBe(
      'The booking moved to a day when you have another job.',
    );
    expect(await noticesOf(worker.userId, 'job-cancelled')).toMatchObject([
      {
        key: `job-moved:${before?.id}:2026-12-17:${worker.userId}`,
        title: 'Job moved',
        body: 'The booking behind your job moved to Thu, Dec 17, when you have another job. It was cancelled for you and is back on the board.',
        url: '/worker-jobs',
      },
    ]);
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('a worker free on the new day Dec 17 keeps the job, which moves with the booking', async () => {
    const { client, orderId } = await w.bookBuffet();
    const worker = await workerOnBuffet(orderId, null);
    await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    expect((await ticketsOf(orderId)).map((t) => [t.status, t.scheduledDate, t.assignedWorkerId])).toEqual([
      ['accepted', '2026-12-17', worker.userId],
    ]);
    expect(await noticesOf(worker.userId, 'job-cancelled')).toEqual([]);
  });

  it('fewer guests on the same day keep a worker who has another job that day: 20 → 16 guests on the ticket', async () => {
    const { client, orderId } = await w.bookBuffet();
    const worker = await workerOnBuffet(orderId, '2026-12-10');
    const asked = await w.change(client, orderId, { guestCount: 16 });
    expect(changeOf(asked)).toMatchObject({ status: 'accepted' });
    expect((await ticketsOf(orderId)).map((t) => [t.status, t.guestCount, t.assignedWorkerId])).toEqual([
      ['accepted', 16, worker.userId],
    ]);
    expect(await noticesOf(worker.userId, 'job-cancelled')).toEqual([]);
  });

  it('a job nobody has taken moves to Dec 17 even when another untaken job is on that day', async () => {
    const { client, orderId } = await w.bookBuffet();
    const other = await addVendor(w.t.db, { businessName: 'Hilltop Grill' });
    await addJob(w.t.db, { customerId: w.owner.user.id, vendorId: other.id, scheduledDate: '2026-12-17' });
    await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    expect((await ticketsOf(orderId)).map((t) => [t.status, t.scheduledDate])).toEqual([
      ['pending', '2026-12-17'],
    ]);
  });
});

describe('the books and the words of an applied change', () => {
  it('a new day at the same price books no change charge', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    const [row] = await w.changes(orderId);
    expect(await w.entry(`change:${row?.id}`)).toBeUndefined();
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('20 → 16 guests: the refund says "The booking was changed to a lower price.", asked by the customer', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.change(client, orderId, { guestCount: 16 });
    expect(await w.t.db.select().from(refunds).all()).toMatchObject([
      { amountCents: 19_400, reason: 'The booking was changed to a lower price.', requestedBy: 'customer' },
    ]);
  });

  it('the customer and the vendor are told "Booking changed: Buffet, Thu Dec 17"', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    const customerId = (await w.order(orderId))?.customerId ?? '';
    for (const userId of [customerId, w.owner.user.id])
      expect((await noticesOf(userId, 'booking-changed')).map((n) => [n.title, n.body])).toEqual([
        [
          'Booking changed: Buffet, Thu Dec 17',
          'Buffet is now on Thursday, December 17, 2026 at 6:00 PM for $1,000.00.',
        ],
      ]);
  });
  it('a booking with no day: its new terms read "Buffet is now for $800.00."', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.t.db.update(orders).set({ scheduledDate: null }).where(eq(orders.id, orderId)).run();
    await w.change(client, orderId, { guestCount: 16 });
    const customerId = (await w.order(orderId))?.customerId ?? '';
    expect((await noticesOf(customerId, 'booking-changed')).map((n) => n.body)).toEqual([
      'Buffet is now for $800.00.',
    ]);
  });
});

describe('applying a change only once, to a live booking', () => {
  const apply = (changeId: string, from: 'awaiting_payment' | 'awaiting_vendor') =>
    w.t.db.transaction((tx) => applyChange(tx, changeId, { by: 'vendor', from }, w.t.clock.now()));

  it('a change no longer in the state it was answered from is a 409: "This change was already answered."', async () => {
    const { changeId } = await w.djChangeWaiting();
    await expect(apply(changeId, 'awaiting_payment')).rejects.toThrow(
      expect.objectContaining({ status: 409, message: 'This change was already answered.' }),
    );
  });

  it('a booking cancelled meanwhile is a 409: "This booking can no longer be changed." and nothing moves', async () => {
    const { orderId, changeId } = await w.djChangeWaiting();
    await w.t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId)).run();
    await expect(apply(changeId, 'awaiting_vendor')).rejects.toThrow(
      expect.objectContaining({ status: 409, message: 'This booking can no longer be changed.' }),
    );
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_vendor' }]);
    expect((await w.order(orderId))?.amountCents).toBe(30_000);
  });
});
