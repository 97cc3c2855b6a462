import { and, asc, count, eq } from 'drizzle-orm';
import {
  type AddExternalCalendarInput,
  type ExternalCalendarView,
  MAX_EXTERNAL_CALENDARS,
} from '../../contracts/calendars';
import type { Db } from '../../db/client';
import { affected } from '../../db/dialect';
import { externalBusyDays, externalCalendars, vendors } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnVendor } from '../../lib/ownership';
import { type RefreshDeps, refreshCalendar } from './refresh';

/** A business's outside calendars, with how many busy days each gave at its last good read. */
export async function listExternalCalendars(
  db: Db,
  userId: string,
  vendorId: string,
): Promise<ExternalCalendarView[]> {
  const vendor = await requireOwnVendor(db, userId, vendorId);
  return await db
    .select({
      id: externalCalendars.id,
      url: externalCalendars.url,
      lastFetchedAt: externalCalendars.lastFetchedAt,
      lastError: externalCalendars.lastError,
      busyDays: count(externalBusyDays.day),
    })
    .from(externalCalendars)
    .leftJoin(externalBusyDays, eq(externalBusyDays.calendarId, externalCalendars.id))
    .where(eq(externalCalendars.vendorId, vendor.id))
    .groupBy(externalCalendars.id)
    .orderBy(asc(externalCalendars.createdAt))
    .all();
}

/**
 * Follows an outside calendar: stored, then read at once, so the vendor sees its busy days or why it
 * could not be read (it stays, and is tried again hourly). https only, unless the server lets
 * loopback http through for tests.
 */
export async function addExternalCalendar(
  deps: RefreshDeps,
  userId: string,
  input: AddExternalCalendarInput,
): Promise<ExternalCalendarView> {
  const { db, clock } = deps;
  const vendor = await requireOwnVendor(db, userId, input.vendorId);
  if (!input.url.startsWith('https://') && !deps.allowLoopbackHttp)
    throw badRequest('The calendar address must start with https://', { url: 'Use an https:// address' });
  const followed = await db
    .select({ n: count() })
    .from(externalCalendars)
    .where(eq(externalCalendars.vendorId, vendor.id))
    .get();
  if ((followed?.n ?? 0) >= MAX_EXTERNAL_CALENDARS)
    throw badRequest(`A business may follow at most ${MAX_EXTERNAL_CALENDARS} calendars`);
  const now = clock.now().toISOString();
  const id = newId();
  const added = await db
    .insert(externalCalendars)
    .values({ id, vendorId: vendor.id, url: input.url, nextFetchAt: now, createdAt: now })
    .onConflictDoNothing()
    .run();
  if (affected(added) === 0) throw conflict('That calendar is already followed');
  await refreshCalendar(deps, { id, vendorId: vendor.id, url: input.url });
  const view = (await listExternalCalendars(db, userId, vendor.id)).find((c) => c.id === id);
  if (!view) throw notFound('Calendar not found');
  return view;
}

/** Stops following an outside calendar; its busy days go with it (cascade). */
export async function removeExternalCalendar(
  db: Db,
  userId: string,
  calendarId: string,
): Promise<{ ok: true }> {
  const own = await db
    .select({ id: externalCalendars.id })
    .from(externalCalendars)
    .innerJoin(vendors, eq(vendors.id, externalCalendars.vendorId))
    .where(and(eq(externalCalendars.id, calendarId), eq(vendors.userId, userId)))
    .get();
  if (!own) throw notFound('Calendar not found');
  await db.delete(externalCalendars).where(eq(externalCalendars.id, own.id)).run();
  return { ok: true };
}
