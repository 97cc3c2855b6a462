import { and, eq, type SQL, sql } from 'drizzle-orm';
import { CATEGORIES_NEEDING_WORKERS } from '../../contracts/event-address';
import { townTimeToIso } from '../../contracts/events';
import {
  DEFAULT_LEAD_HOURS,
  insideLead,
  leadHoursOf,
  REQUEST_LEAD_HOURS,
  WORKER_LEAD_HOURS,
} from '../../contracts/lead-time';
import type { Executor } from '../../db/client';
import { greatest } from '../../db/dialect';
import { services } from '../../db/schema';

/**
 * Which days are too soon for the vendor's active services (or the one asked about) at `time`: a
 * day is open when any of them may be booked then, so the shortest notice decides. A vendor with no
 * services takes bookings of the vendor alone, which add-to-cart gives no notice, and neither does this.
 */
export async function tooSoonFor(
  db: Executor,
  q: { vendorId: string; serviceId?: string; time?: string; now: Date },
): Promise<(day: string) => boolean> {
  const conditions = [eq(services.vendorId, q.vendorId), eq(services.isActive, true)];
  if (q.serviceId) conditions.push(eq(services.id, q.serviceId));
  const leads = (
    await db
      .select({
        category: services.category,
        leadHours: services.leadHours,
        bookingMode: services.bookingMode,
      })
      .from(services)
      .where(and(...conditions))
      .all()
  ).map(leadHoursOf);
  if (leads.length === 0) return () => false;
  const hours = Math.min(...leads);
  return (day) => insideLead(day, q.time ?? null, hours, q.now);
}

/**
 * The directory's "can be booked on this day" condition per vendor row: one of its active services'
 * notice (contracts/lead-time.ts, written out in SQL) fits before the day's start, or it has none.
 */
export function noticeFitsSql(day: string, now: Date): SQL {
  const hoursAhead = (Date.parse(townTimeToIso(day, '00:00')) - now.getTime()) / 3_600_000;
  const vendorId = sql.raw('"vendors"."id"');
  const workerCategories = sql.join(
    CATEGORIES_NEEDING_WORKERS.map((c) => sql`${c}`),
    sql`, `,
  );
  // Typed by casts for PostgreSQL, which types a bare parameter from its neighbours: text in a CASE of
  // parameters only, integer beside lead_hours (and the hours ahead have a fraction).
  const hours = (n: number) => sql`cast(${n} as integer)`;
  const lead = greatest(
    sql`coalesce(s.lead_hours, case when s.category in (${workerCategories}) then ${hours(WORKER_LEAD_HOURS)} else ${hours(DEFAULT_LEAD_HOURS)} end)`,
    sql`case when s.booking_mode = 'request' then ${REQUEST_LEAD_HOURS} else 0 end`,
  );
  return sql`(
    exists (select 1 from services s where s.vendor_id = ${vendorId} and s.is_active = true
      and ${lead} <= cast(${hoursAhead} as double precision))
    or not exists (select 1 from services s where s.vendor_id = ${vendorId} and s.is_active = true)
  )`;
}
