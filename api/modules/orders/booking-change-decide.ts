import { and, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { BookingActor } from '../../contracts/enums';
import type { Db, Tx } from '../../db/client';
import { bookingChanges, orders } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { requireVendorOrder } from '../../lib/ownership';
import type { Payments } from '../../payments';
import { dayProblem } from '../availability/day-capacity';
import { applyChange, type BookingChange } from './booking-change-apply';
import { changeView } from './booking-change-view';
import { settleRefunds } from './refunds';

type Deps = { db: Db; pay: Payments };

const OPEN = ['awaiting_payment', 'awaiting_vendor'] as const;
export const changeCaptureKey = (changeId: string) => `change_capture_${changeId}`;
export const changeReleaseKey = (changeId: string) => `change_release_${changeId}`;

const changeOf = (db: Db | Tx, changeId: string) =>
  db.select().from(bookingChanges).where(eq(bookingChanges.id, changeId)).get();

/**
 * The one refusal of an accept that ends a paid change for good (the server declines it); every other
 * (the provider refusing a capture, another caller settling it) leaves it waiting with its hold.
 */
const DAY_TAKEN = 'day_taken';
const dayTaken = () =>
  new ApiError(409, 'The new day was taken meanwhile: this change can no longer be accepted.', DAY_TAKEN);
export const isDayTaken = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === DAY_TAKEN;

/**
 * Accepts a change waiting for the vendor (the vendor's answer, or the system's for an instant
 * booking once its difference is authorised). A difference held on the card is claimed first
 * (held → capturing, one conditional UPDATE: of an accept racing an expiry or a double click, one
 * goes on), captured with the change's own key, then the change is applied in one transaction.
 * A booking's cancellation waits while its change is capturing (cancel-order.ts).
 */
export async function acceptChange(deps: Deps, changeId: string, by: BookingActor, now: Date) {
  const claimed = await deps.db.transaction(async (tx) => {
    const change = await changeOf(tx, changeId);
    if (!change) throw notFound('Change not found');
    if (change.status !== 'awaiting_vendor')
      throw conflict(`This change is ${change.status.replace('_', ' ')} and cannot be accepted`);
    const order = await tx.select().from(orders).where(eq(orders.id, change.orderId)).get();
    if (order && change.toDate && change.toDate !== change.fromDate) {
      const taken = await dayProblem(tx, {
        vendorId: order.vendorId,
        day: change.toDate,
        customerId: order.customerId,
        now,
      });
      if (taken) throw dayTaken();
    }
    if (!change.intentId) return { change, capture: false };
    const capturing = await tx
      .update(bookingChanges)
      .set({ holdStatus: 'capturing', updatedAt: now.toISOString() })
      .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.holdStatus, 'held')))
      .returning()
      .get();
    if (!capturing) throw conflict('This change is being settled. Please try again in a minute.');
    return { change: capturing, capture: true };
  });
  if (claimed.capture && claimed.change.intentId) {
    try {
      await deps.pay.captureIntent({
        intentId: claimed.change.intentId,
        amountCents: claimed.change.toAmountCents - claimed.change.fromAmountCents,
        idempotencyKey: changeCaptureKey(changeId),
      });
    } catch (error) {
      await deps.db
        .update(bookingChanges)
        .set({ holdStatus: 'held' })
        .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.holdStatus, 'capturing')))
        .run();
      throw error;
    }
  }
  const { change, refundId } = await deps.db.transaction((tx) =>
    applyChange(tx, changeId, { by, from: 'awaiting_vendor' }, now),
  );
  if (refundId) await settleRefunds(deps, [refundId]);
  return changeView(change);
}

/**
 * Ends a waiting change without touching the booking: declined by the vendor or expired. A
 * difference held on the card is let go after commit (and by the sweeper, should that fail).
 */
export async function endChange(
  deps: Deps,
  changeId: string,
  end: { status: 'declined' | 'expired'; by: BookingActor; reason: string | null },
  now: Date,
) {
  const stamp = now.toISOString();
  const ended = await deps.db
    .update(bookingChanges)
    .set({ status: end.status, decidedBy: end.by, decidedAt: stamp, reason: end.reason, updatedAt: stamp })
    .where(
      and(
        eq(bookingChanges.id, changeId),
        inArray(bookingChanges.status, [...OPEN]),
        ne(bookingChanges.holdStatus, 'capturing'),
      ),
    )
    .returning()
    .get();
  if (!ended) {
    const change = await changeOf(deps.db, changeId);
    if (!change) throw notFound('Change not found');
    throw conflict(`This change is ${change.status.replace('_', ' ')} and cannot be ${end.status}`);
  }
  await releaseHeld(deps, [ended]);
  return changeView((await changeOf(deps.db, changeId)) ?? ended);
}

/** Lets go of the card holds of ended changes (never of one still open or being captured). */
async function releaseHeld(deps: Deps, changes: BookingChange[]) {
  for (const change of changes) {
    if (
      change.holdStatus !== 'held' ||
      !change.intentId ||
      (OPEN as readonly string[]).includes(change.status)
    )
      continue;
    try {
      await deps.pay.releaseIntent({
        intentId: change.intentId,
        idempotencyKey: changeReleaseKey(change.id),
      });
      await deps.db
        .update(bookingChanges)
        .set({ holdStatus: 'released' })
        .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.holdStatus, 'held')))
        .run();
    } catch (error) {
      console.error(`booking changes: the hold of change ${change.id} was not released`, error);
    }
  }
}

/** The vendor answers a change of one of their bookings (anyone else's: 404). */
export async function answerChange(
  deps: Deps,
  userId: string,
  changeId: string,
  answer: 'accept' | 'decline',
  reason: string | null,
  now: Date,
) {
  const change = await changeOf(deps.db, changeId);
  if (!change) throw notFound('Change not found');
  await requireVendorOrder(deps.db, userId, change.orderId);
  if (answer === 'accept') return acceptChange(deps, changeId, 'vendor', now);
  return endChange(deps, changeId, { status: 'declined', by: 'vendor', reason }, now);
}

/** Withdraws a booking's open change inside its cancellation; one being captured makes it wait. */
export async function withdrawOpenChange(tx: Tx, orderId: string, now: Date): Promise<void> {
  const open = await tx
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.orderId, orderId), inArray(bookingChanges.status, [...OPEN])))
    .get();
  if (!open) return;
  if (open.holdStatus === 'capturing')
    throw conflict('A change of this booking is being paid. Please try again in a minute.');
  await tx
    .update(bookingChanges)
    .set({ status: 'withdrawn', decidedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(eq(bookingChanges.id, open.id))
    .run();
}

/**
 * Every minute with the hold job: expires changes nobody answered by their respond-by, and lets go
 * of holds that ended changes still keep (a release that failed, a booking cancelled meanwhile).
 */
export async function sweepChanges(deps: Deps, now: Date): Promise<number> {
  const overdue = await deps.db
    .select({ id: bookingChanges.id })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.status, 'awaiting_vendor'),
        isNotNull(bookingChanges.respondBy),
        lte(bookingChanges.respondBy, now.toISOString()),
      ),
    )
    .all();
  let expired = 0;
  for (const { id } of overdue) {
    try {
      await endChange(
        deps,
        id,
        { status: 'expired', by: 'system', reason: 'The vendor did not answer in time.' },
        now,
      );
      expired += 1;
    } catch (error) {
      console.error(`booking changes: change ${id} was not expired`, error);
    }
  }
  const stale = await deps.db
    .select()
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.holdStatus, 'held'),
        inArray(bookingChanges.status, ['declined', 'withdrawn', 'expired']),
      ),
    )
    .all();
  await releaseHeld(deps, stale);
  return expired;
}
