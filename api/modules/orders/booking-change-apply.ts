import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { bookingSpan } from '../../contracts/booking-times';
import { leastGenerous, refundOfRule, ruleOfPolicy } from '../../contracts/cancellation';
import { formatShortDay } from '../../contracts/dates';
import type { BookingActor } from '../../contracts/enums';
import { feeCents } from '../../contracts/finance';
import { workerPayCents } from '../../contracts/worker-pay';
import type { Tx } from '../../db/client';
import { bookingChanges, jobTickets, orders, payments, services } from '../../db/schema';
import { CARD, HELD, postEntry } from '../../ledger/post';
import { whenOfOrder } from '../../lib/booking-facts';
import { conflict } from '../../lib/errors';
import { notify } from '../../notifications/notify';
import { syncEventOfOrder } from '../events/event-sync';
import { postCustomerLine } from '../threads/messages.service';
import { threadOfOrder } from '../threads/open-thread';
import { termsOf } from './booking-change-terms';
import type { Order } from './cancel-order';
import { dispatchTickets } from './dispatch-tickets';
import { payLateCancelFee } from './late-cancel-fee';
import { bookingAbout } from './order-notices';
import { recordRefund, refundableOf } from './refund-parts';
import { TICKET_MOVES } from './transitions';

export type BookingChange = typeof bookingChanges.$inferSelect;

const MOVED_AWAY = 'The booking moved to a day when you have another job.';

/** A job still to be done, whose day, times and pay follow the booking. */
const LIVE_TICKETS = TICKET_MOVES.cancel.from.filter((s) => s !== 'in_progress');

/**
 * Moves the booking's job tickets with it: day, times, guests and the pay they earn. A worker who has
 * another job on the new day cannot make it: their job is cancelled (late: with their fee), a new one
 * goes on the board, and they are told.
 */
async function moveTickets(tx: Tx, order: Order, movedDay: boolean, now: Date) {
  const terms = termsOf(order);
  const category = order.serviceId
    ? (await tx.select({ c: services.category }).from(services).where(eq(services.id, order.serviceId)).get())
        ?.c
    : null;
  const stamp = now.toISOString();
  const tickets = await tx
    .select()
    .from(jobTickets)
    .where(and(eq(jobTickets.orderId, order.id), inArray(jobTickets.status, LIVE_TICKETS)))
    .all();
  for (const ticket of tickets) {
    const worker = ticket.assignedWorkerId;
    const busy =
      movedDay &&
      worker !== null &&
      (await tx
        .select({ id: jobTickets.id })
        .from(jobTickets)
        .where(
          and(
            eq(jobTickets.assignedWorkerId, worker),
            eq(jobTickets.scheduledDate, terms.scheduledDate ?? ''),
            ne(jobTickets.id, ticket.id),
            inArray(jobTickets.status, LIVE_TICKETS),
          ),
        )
        .get()) !== undefined;
    if (busy) {
      // The worker cannot make the new day: their job is cancelled (a late one pays their fee) and the
      // booking's work goes back to the board as a new job, so the fee's ticket keeps its worker.
      await tx
        .update(jobTickets)
        .set({ status: TICKET_MOVES.cancel.to, cancellationReason: MOVED_AWAY, updatedAt: stamp })
        .where(eq(jobTickets.id, ticket.id))
        .run();
      await payLateCancelFee(tx, ticket, now);
      await dispatchTickets(tx, order, now);
    } else
      await tx
        .update(jobTickets)
        .set({
          scheduledDate: terms.scheduledDate,
          scheduledTime: terms.selectedTime,
          endTime: terms.endTime,
          guestCount: terms.guestCount,
          amountCents: category ? workerPayCents(category, terms.guestCount, terms) : ticket.amountCents,
          updatedAt: stamp,
        })
        .where(eq(jobTickets.id, ticket.id))
        .run();
    if (busy && worker)
      await notify(
        tx,
        {
          userId: worker,
          kind: 'job-cancelled',
          about: `job-moved:${ticket.id}:${terms.scheduledDate}`,
          title: 'Job moved',
          body: `The booking behind your job moved to ${formatShortDay(terms.scheduledDate ?? '')}, when you have another job. It was cancelled for you and is back on the board.`,
          url: '/worker-jobs',
        },
        now,
      );
  }
}

/**
 * Makes an accepted change the booking's terms, inside the caller's transaction, once (conditional on
 * the change still waiting): the order's day, times, guests, span, amount and fee; the books (a
 * price rise's `change:<id>` card → held, a fall's refund by the policy's rule now); the refund lock,
 * so a change never buys a better cancellation than the booking stood in; the event's total, the
 * job tickets, and both sides are told. Returns the refund to settle with the provider after commit.
 */
export async function applyChange(
  tx: Tx,
  changeId: string,
  decided: { by: BookingActor; from: BookingChange['status'] },
  now: Date,
): Promise<{ change: BookingChange; refundId: string | null }> {
  const stamp = now.toISOString();
  const change = await tx
    .update(bookingChanges)
    .set({
      status: 'accepted',
      holdStatus: sql`case when ${bookingChanges.intentId} is null then 'none' else 'captured' end`,
      decidedBy: decided.by,
      decidedAt: stamp,
      updatedAt: stamp,
    })
    .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.status, decided.from)))
    .returning()
    .get();
  if (!change) throw conflict('This change was already answered.');
  const before = await tx.select().from(orders).where(eq(orders.id, change.orderId)).get();
  if (!before || !['pending', 'accepted'].includes(before.status))
    throw conflict('This booking can no longer be changed.');
  const { rule } = ruleOfPolicy(before.cancellationPolicy, whenOfOrder(before), now, before.refundLock);
  const span = change.toDate ? bookingSpan(change.toDate, change.toTime, change.toEndTime) : {};
  const order = await tx
    .update(orders)
    .set({
      scheduledDate: change.toDate,
      ...span,
      metadata: {
        ...before.metadata,
        selectedTime: change.toTime,
        endTime: change.toEndTime,
        guestCount: change.toGuests,
      },
      amountCents: change.toAmountCents,
      feeCents: feeCents(change.toAmountCents, before.feeRateBps),
      refundLock: leastGenerous(rule, before.refundLock),
      updatedAt: stamp,
    })
    .where(eq(orders.id, before.id))
    .returning()
    .get();
  if (!order) throw conflict('This booking can no longer be changed.');

  const rise = change.toAmountCents - change.fromAmountCents;
  if (rise > 0)
    await postEntry(tx, {
      key: `change:${change.id}`,
      kind: 'change_charge',
      from: CARD,
      to: HELD,
      amountCents: rise,
      orderId: order.id,
      now,
    });
  let refundId: string | null = null;
  const refundCents = Math.min(refundOfRule(rule, Math.max(-rise, 0)), await refundableOf(tx, before.id));
  const payment = order.paymentId
    ? await tx.select().from(payments).where(eq(payments.id, order.paymentId)).get()
    : undefined;
  if (refundCents > 0 && payment) {
    const refund = await recordRefund(
      tx,
      {
        orderId: order.id,
        paymentId: payment.id,
        kind: 'change',
        key: `change:${change.id}`,
        amountCents: refundCents,
        reason: 'The booking was changed to a lower price.',
        requestedBy: 'customer',
      },
      now,
    );
    refundId = refund.id;
  }
  const settled = await tx
    .update(bookingChanges)
    .set({ refundCents, refundId })
    .where(eq(bookingChanges.id, change.id))
    .returning()
    .get();
  await moveTickets(tx, order, before.scheduledDate !== order.scheduledDate, now);
  await syncEventOfOrder(tx, order, now);
  await tellOfChange(tx, order, change.id, now);
  return { change: settled ?? change, refundId };
}

/** Both sides hear the booking's new terms. */
async function tellOfChange(tx: Tx, order: Order, changeId: string, now: Date) {
  const about = await bookingAbout(tx, order);
  const body = `${about.what} is now${about.when ? ` on ${about.when}` : ''} for ${about.sum}.`;
  await postCustomerLine(tx, await threadOfOrder(tx, order, now), `Booking changed: ${body}`, now);
  const to = [
    { userId: order.customerId, url: about.customerUrl },
    ...(about.ownerId ? [{ userId: about.ownerId, url: about.vendorUrl }] : []),
  ];
  for (const { userId, url } of to)
    await notify(
      tx,
      {
        userId,
        kind: 'booking-changed',
        about: `booking-changed:${changeId}`,
        title: about.headline('Booking changed'),
        body,
        url,
        facts: about.facts,
      },
      now,
    );
}
