import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { AvailabilityReason } from '../../contracts/availability';
import type { Executor } from '../../db/client';
import { union } from '../../db/dialect';
import { externalBusyDays, vendorAvailability, vendors } from '../../db/schema';
import { rawRows } from '../../db/transaction-gate';

/**
 * What counts as one event on a vendor's day (docs/decisions.md): one customer. A customer with a
 * live (not cancelled) order for that vendor and day is one event however many lines they booked;
 * a customer holding the day while they pay (a booking_holds row not yet expired) is one too, and
 * the same customer holding and booking is still one. `except` leaves one customer out: a customer
 * is never in their own way.
 */
export async function eventCounts(
  db: Executor,
  q: { vendorId: string; from: string; to: string; now: Date; except?: string | null },
): Promise<Map<string, number>> {
  const except = q.except ?? '';
  const rows = await rawRows<{ day: string; n: number }>(
    db,
    sql`
    select day, count(*) as n from (
      select scheduled_date as day, customer_id from orders
        where vendor_id = ${q.vendorId} and scheduled_date between ${q.from} and ${q.to}
          and status <> 'cancelled' and customer_id <> ${except}
      union
      select day, customer_id from booking_holds
        where vendor_id = ${q.vendorId} and day between ${q.from} and ${q.to}
          and expires_at > ${q.now.toISOString()} and customer_id <> ${except}
    ) as customer_days group by day`,
  );
  return new Map(rows.map((r) => [r.day, r.n]));
}

/**
 * The days of a range the vendor blocked: by hand, or busy on an outside calendar they follow
 * (external_busy_days, refreshed hourly). Every check of a day (availability, the date picker, the
 * cart, checkout) comes through here, so both kinds block alike.
 */
export async function blockedDays(
  db: Executor,
  vendorId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const byHand = db
    .select({ day: vendorAvailability.availableDate })
    .from(vendorAvailability)
    .where(
      and(
        eq(vendorAvailability.vendorId, vendorId),
        between(vendorAvailability.availableDate, from, to),
        eq(vendorAvailability.isAvailable, false),
      ),
    );
  return new Set((await union(byHand, busyElsewhereQuery(db, vendorId, from, to)).all()).map((r) => r.day));
}

const busyElsewhereQuery = (db: Executor, vendorId: string, from: string, to: string) =>
  db
    .select({ day: externalBusyDays.day })
    .from(externalBusyDays)
    .where(and(eq(externalBusyDays.vendorId, vendorId), between(externalBusyDays.day, from, to)));

/** The days of a range an outside calendar says are busy: freed only by unfollowing that calendar. */
export async function busyElsewhereDays(
  db: Executor,
  vendorId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  return new Set((await busyElsewhereQuery(db, vendorId, from, to).all()).map((r) => r.day));
}

/**
 * Why `customerId` cannot book this vendor on this day, or null. Blocked wins over full: a blocked
 * day is the vendor's choice and stays so whatever the bookings. Past days are the caller's to check
 * (each says it in its own words).
 */
export async function dayProblem(
  db: Executor,
  q: { vendorId: string; day: string; customerId: string | null; now: Date },
): Promise<Exclude<AvailabilityReason, 'past'> | null> {
  if ((await blockedDays(db, q.vendorId, q.day, q.day)).size > 0) return 'blocked';
  return (await isFullFor(db, { ...q, customerId: q.customerId ?? '' })) ? 'full' : null;
}

/**
 * Whether other customers' live bookings and unexpired holds fill this vendor's day for
 * `customerId`. Fulfilment asks only this: a day the vendor blocked while the customer paid does not
 * undo a paid booking (the vendor may still decline it, which refunds it in full).
 */
export async function isFullFor(
  db: Executor,
  q: { vendorId: string; day: string; customerId: string; now: Date },
) {
  const capacity =
    (await db.select({ n: vendors.dailyCapacity }).from(vendors).where(eq(vendors.id, q.vendorId)).get())
      ?.n ?? 1;
  const taken =
    (
      await eventCounts(db, {
        vendorId: q.vendorId,
        from: q.day,
        to: q.day,
        now: q.now,
        except: q.customerId,
      })
    ).get(q.day) ?? 0;
  return taken >= capacity;
}

/**
 * The directory's "available on this day" filter, one condition per vendor row. The same count as
 * eventCounts, written as correlated subqueries so each vendor costs a few lookups on
 * orders_vendor_day_idx, booking_holds_day_idx, vendor_availability's key and
 * external_busy_days_vendor_idx, not a scan: customers
 * with a live order, plus customers holding the day who have no live order that day. `except` leaves
 * one customer out, as eventCounts does: the planner suggests a vendor the host already booked that day.
 */
export function availableOnSql(day: string, now: Date, except?: string): SQL {
  const stamp = now.toISOString();
  const others = (alias: 'o' | 'h') =>
    except ? sql` and ${sql.raw(alias)}.customer_id <> ${except}` : sql``;
  // Qualified by hand: drizzle leaves columns bare in a one-table query, and a bare "id" inside
  // these subqueries would bind to orders.id instead of the vendor's.
  const vendorId = sql.raw('"vendors"."id"');
  const capacity = sql.raw('"vendors"."daily_capacity"');
  return sql`not exists (
      select 1 from vendor_availability va
      where va.vendor_id = ${vendorId} and va.available_date = ${day} and va.is_available = false
    ) and not exists (
      select 1 from external_busy_days eb where eb.vendor_id = ${vendorId} and eb.day = ${day}
    ) and (
      (select count(distinct o.customer_id) from orders o
        where o.vendor_id = ${vendorId} and o.scheduled_date = ${day} and o.status <> 'cancelled'${others('o')})
      + (select count(distinct h.customer_id) from booking_holds h
        where h.vendor_id = ${vendorId} and h.day = ${day} and h.expires_at > ${stamp}${others('h')}
          and not exists (
            select 1 from orders o2
            where o2.vendor_id = h.vendor_id and o2.scheduled_date = h.day
              and o2.customer_id = h.customer_id and o2.status <> 'cancelled'
          ))
    ) < ${capacity}`;
}
