import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { addDays } from '../../contracts/availability';
import { townToday } from '../../contracts/dates';
import type { EVENT_STATUSES } from '../../contracts/enums';
import { townClock, townTimeToIso } from '../../contracts/events';
import type { Db, Executor } from '../../db/client';
import { eventPlanItems, events, orders, refunds } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';

type EventStatus = (typeof EVENT_STATUSES)[number];
type Booking = { status: string; cartItemId: string | null; cancelledBy: string | null };

/**
 * What an event's bookings make of it (docs/decisions.md): completed once its day has passed with a
 * live booking, in progress on the day, confirmed when every planned service is booked and every
 * live booking is accepted (a request still waiting on its vendor is not confirmed), cancelled
 * when the host (or an admin) cancelled every booking it had; planning otherwise. A vendor declining
 * is not the host giving up: the event stays in planning, its service back to be booked elsewhere.
 */
export function eventStatusOf(
  bookings: readonly Booking[],
  plannedCartItems: readonly (string | null)[],
  eventDay: string,
  today: string,
): EventStatus {
  const live = bookings.filter((b) => b.status !== 'cancelled');
  if (live.length > 0) {
    if (today > eventDay) return 'completed';
    if (today === eventDay) return 'in_progress';
    const booked = new Set(live.map((b) => b.cartItemId));
    const allBooked = plannedCartItems.every((id) => id !== null && booked.has(id));
    return allBooked && live.every((b) => b.status !== 'pending') ? 'confirmed' : 'planning';
  }
  const hostCancelled = bookings.every((b) => b.cancelledBy === 'customer' || b.cancelledBy === 'admin');
  return bookings.length > 0 && hostCancelled ? 'cancelled' : 'planning';
}

/**
 * Keeps an event's status and totalAmount true to its bookings, inside the transaction that changed
 * them (a payment fulfilled, a booking cancelled and refunded) or when its day comes. totalAmount is
 * what its bookings cost less every refund recorded for them (a pending refund is money already
 * promised back; only a refund that failed for good is not). A request cancelled while its card was
 * only held (declined, expired) never cost anything: it is left out.
 */
export async function syncEvent(tx: Executor, eventId: string, now: Date): Promise<void> {
  const event = await tx
    .select({ eventDate: events.eventDate, status: events.status, total: events.totalAmountCents })
    .from(events)
    .where(eq(events.id, eventId))
    .get();
  if (!event) return;
  const bookings = await tx
    .select({
      id: orders.id,
      status: orders.status,
      cartItemId: orders.cartItemId,
      cancelledBy: orders.cancelledBy,
      amountCents: orders.amountCents,
      released: sql<number>`${orders.status} = 'cancelled'
        and exists (select 1 from payments p where p.id = ${orders.paymentId} and p.capture_method = 'manual')
        and not exists (select 1 from ledger_entries l where l.key = 'charge:' || ${orders.id})`,
    })
    .from(orders)
    .where(eq(orders.eventId, eventId))
    .all();
  const ids = bookings.map((b) => b.id);
  const refunded =
    ids.length === 0
      ? 0
      : ((
          await tx
            .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)` })
            .from(refunds)
            .where(and(inArray(refunds.orderId, ids), ne(refunds.status, 'failed')))
            .get()
        )?.cents ?? 0);
  const total = bookings.reduce((sum, b) => sum + (b.released ? 0 : b.amountCents), 0) - refunded;
  const planned = (
    await tx
      .select({ cartItemId: eventPlanItems.cartItemId })
      .from(eventPlanItems)
      .where(eq(eventPlanItems.eventId, eventId))
      .all()
  ).map((p) => p.cartItemId);
  const status = eventStatusOf(bookings, planned, townClock(event.eventDate).day, townToday(now));
  if (status === event.status && total === event.total) return;
  await tx
    .update(events)
    .set({ status, totalAmountCents: total, updatedAt: now.toISOString() })
    .where(eq(events.id, eventId))
    .run();
}

/** The same for the event an order was booked for, if any. */
export async function syncEventOfOrder(
  tx: Executor,
  order: { eventId: string | null },
  now: Date,
): Promise<void> {
  if (order.eventId) await syncEvent(tx, order.eventId, now);
}

/**
 * Moves the events whose day has come (in progress) or gone (completed): no booking changes then,
 * so nothing else would. Looks at the events still open up to the end of today, by
 * events_status_day_idx.
 */
export async function syncEventDays(db: Db, now: Date): Promise<number> {
  const endOfToday = townTimeToIso(addDays(townToday(now), 1), '00:00');
  const due = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(inArray(events.status, ['planning', 'confirmed', 'in_progress']), lt(events.eventDate, endOfToday)),
    )
    .all();
  for (const { id } of due) await db.transaction((tx) => syncEvent(tx, id, now));
  return due.length;
}

/** syncEventDays now (catching up after a restart) and every 15 minutes. */
export function createEventDayJob({ db, clock }: { db: Db; clock: Clock }, intervalMs = 15 * 60_000) {
  return backgroundJob('event days', async () => syncEventDays(db, clock.now()), intervalMs, {
    lease: { db, clock },
  });
}
