import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { BookingActor } from '../../contracts/enums';
import { bookedSpan } from '../../contracts/job-windows';
import type { Executor, Tx } from '../../db/client';
import { affected } from '../../db/dialect';
import { jobTickets, orders } from '../../db/schema';
import { settleOrder } from '../../ledger/order-books';
import { recordStatusChange } from './order-history';
import { ORDER_MOVES, type OrderMove, type OrderStatus } from './transitions';

type Move = { orderId: string; move: OrderMove; actor: BookingActor; actorId: string | null; now: Date };

/**
 * Moves an order by the table, inside the caller's transaction: a conditional UPDATE from the state
 * it was read in, which must be one of the move's `from` states, and a line in its history; a move to
 * completed settles the order's money (settleOrder). Returns
 * the move made, or null when the order is elsewhere (already there, or cancelled): the caller
 * decides whether that is an error.
 */
export async function moveOrder(
  tx: Tx,
  { orderId, move, actor, actorId, now }: Move,
): Promise<{ from: OrderStatus; to: OrderStatus } | null> {
  const { from, to } = ORDER_MOVES[move];
  const order = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
  if (!order || !(from as readonly OrderStatus[]).includes(order.status)) return null;
  const changed = await tx
    .update(orders)
    .set({ status: to, updatedAt: now.toISOString() })
    .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
    .run();
  if (affected(changed) !== 1) return null;
  await recordStatusChange(tx, { orderId, from: order.status, to, actor, actorId, now });
  // A completed booking is final: its money is split in the same transaction.
  if (to === 'completed') await settleOrder(tx, orderId, now);
  return { from: order.status, to };
}

/** A worker started one of the order's tickets: the booking is under way. */
export function orderStarted(tx: Tx, orderId: string, workerId: string, now: Date) {
  return moveOrder(tx, { orderId, move: 'start', actor: 'worker', actorId: workerId, now });
}

/**
 * A worker completed one of the order's tickets: once every ticket it still has (cancelled ones do
 * not count) is completed, so is the order, if its end has passed. Before then it stays in progress,
 * and the completion job (completion-job.ts) completes it after the end: nobody reviews a booking or
 * loses Cancel before the event is over.
 */
export async function orderFinishedIfAllDone(tx: Tx, orderId: string, workerId: string, now: Date) {
  if (!(await hasEnded(tx, orderId, now))) return null;
  const open = await tx
    .select({ id: jobTickets.id })
    .from(jobTickets)
    .where(and(eq(jobTickets.orderId, orderId), notInArray(jobTickets.status, ['completed', 'cancelled'])))
    .get();
  if (open) return null;
  return moveOrder(tx, { orderId, move: 'finish', actor: 'worker', actorId: workerId, now });
}

/** Whether the order has tickets that are not cancelled: its workers, not its vendor, complete it. */
export async function hasLiveTickets(db: Executor, orderId: string): Promise<boolean> {
  return Boolean(
    await db
      .select({ id: jobTickets.id })
      .from(jobTickets)
      .where(and(eq(jobTickets.orderId, orderId), ne(jobTickets.status, 'cancelled')))
      .get(),
  );
}

/** Whether the booking's end (or, on rows without one, its day) has passed. */
export async function hasEnded(db: Executor, orderId: string, now: Date): Promise<boolean> {
  const order = await db
    .select({ startsAt: orders.startsAt, endsAt: orders.endsAt, day: orders.scheduledDate })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  return !order || Date.parse(bookedSpan(order).endsAt) <= now.getTime();
}
