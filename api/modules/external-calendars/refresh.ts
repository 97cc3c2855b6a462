import { asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalBusyDays, externalCalendars } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { busyDaysOf } from './busy-days';
import { CALENDAR_FETCH, CalendarFetchError, type FetchRules, fetchIcs } from './fetch-ics';

const HOUR_MS = 3_600_000;
/** How many calendars one run reads, so a backlog drains over runs rather than in one burst. */
const BATCH = 20;

export type RefreshDeps = { db: Db; clock: Clock; allowLoopbackHttp: boolean };

const rulesOf = (deps: RefreshDeps): FetchRules => ({
  ...CALENDAR_FETCH,
  allowLoopbackHttp: deps.allowLoopbackHttp,
});

/**
 * Reads one outside calendar and replaces its busy days whole. A failure keeps the last busy days
 * (a host down for an hour must not free a vendor's booked week) and records why, for the vendor.
 * Either way the next read is an hour on.
 */
export async function refreshCalendar(
  deps: RefreshDeps,
  calendar: { id: string; vendorId: string; url: string },
): Promise<void> {
  const { db, clock } = deps;
  let days: string[] | null = null;
  let error: string | null = null;
  try {
    days = busyDaysOf(await fetchIcs(calendar.url, rulesOf(deps)), clock.now());
  } catch (e) {
    if (!(e instanceof CalendarFetchError)) throw e;
    error = e.message;
  }
  const now = clock.now();
  const next = new Date(now.getTime() + HOUR_MS).toISOString();
  await db.transaction(async (tx) => {
    // Removed by its vendor while it was being read: nothing to write.
    if (
      !(await tx
        .select({ id: externalCalendars.id })
        .from(externalCalendars)
        .where(eq(externalCalendars.id, calendar.id))
        .get())
    )
      return;
    if (days) {
      await tx.delete(externalBusyDays).where(eq(externalBusyDays.calendarId, calendar.id)).run();
      for (const day of days)
        await tx
          .insert(externalBusyDays)
          .values({ calendarId: calendar.id, vendorId: calendar.vendorId, day })
          .run();
    }
    await tx
      .update(externalCalendars)
      .set({ lastError: error, nextFetchAt: next, ...(days ? { lastFetchedAt: now.toISOString() } : {}) })
      .where(eq(externalCalendars.id, calendar.id))
      .run();
  });
}

/** The calendars whose hour is up, read one after another. */
export async function refreshDueCalendars(deps: RefreshDeps): Promise<number> {
  const due = await deps.db
    .select({ id: externalCalendars.id, vendorId: externalCalendars.vendorId, url: externalCalendars.url })
    .from(externalCalendars)
    .where(lte(externalCalendars.nextFetchAt, deps.clock.now().toISOString()))
    .orderBy(asc(externalCalendars.nextFetchAt))
    .limit(BATCH)
    .all();
  for (const calendar of due) await refreshCalendar(deps, calendar);
  return due.length;
}

/** Outside calendars are read hourly: the job looks for due ones every 5 minutes (and at start). */
export const createExternalCalendarJob = (deps: RefreshDeps) =>
  backgroundJob('external calendars', () => refreshDueCalendars(deps), 5 * 60_000, { lease: deps });
