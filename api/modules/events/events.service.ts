import { asc, eq } from 'drizzle-orm';
import { isCalendarDay, townToday } from '../../contracts/dates';
import {
  budgetCents,
  type CreateEventInput,
  type EventView,
  townClock,
  townTimeToIso,
  type UpdateEventInput,
} from '../../contracts/events';
import { centsToDecimal } from '../../contracts/money';
import { PAST_DAY_MESSAGE } from '../../contracts/quotes';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';

export type EventRow = typeof events.$inferSelect;

/** The event's columns as step 1 shows them; the plan's settings are drawn by event-detail.ts. */
export function eventView({
  customerId: _customer,
  budgetCents: budgetInCents,
  totalAmountCents,
  categories: _categories,
  budgetShares: _shares,
  checklistDone: _done,
  ...row
}: EventRow): EventView {
  return {
    ...row,
    budget: budgetInCents === null ? null : centsToDecimal(budgetInCents),
    totalAmount: centsToDecimal(totalAmountCents),
  };
}

/**
 * The event's start as a UTC instant. A plain day is combined with eventTime in Broken Bow time;
 * a timestamp must agree with eventTime there, or the client combined them wrongly (for instance
 * in the phone's own time zone) and the event would silently move.
 */
function startInstant(input: Pick<CreateEventInput, 'eventDate' | 'eventTime'>): string {
  if (isCalendarDay(input.eventDate)) return townTimeToIso(input.eventDate, input.eventTime);
  const iso = new Date(input.eventDate).toISOString();
  if (townClock(iso).time !== input.eventTime) {
    const message = 'Event time does not match the event date';
    throw badRequest(message, { eventTime: message });
  }
  return iso;
}

/** Broken Bow's calendar day of the event: what its bookings are made for. */
export const eventDay = (event: Pick<EventRow, 'eventDate'>) => townClock(event.eventDate).day;

/**
 * Step 1's fields as stored, for a new event and an edited one alike: the start as one instant,
 * not on a day before Broken Bow's today.
 */
export function storedDetails(input: UpdateEventInput, now: Date) {
  const eventDate = startInstant(input);
  if (townClock(eventDate).day < townToday(now))
    throw badRequest(PAST_DAY_MESSAGE, { eventDate: PAST_DAY_MESSAGE });
  return {
    name: input.name,
    eventType: input.eventType,
    guestCount: input.guestCount,
    eventDate,
    eventTime: input.eventTime,
    budgetCents: budgetCents(input.budget),
    location: input.location || null,
    notes: input.notes || null,
  };
}

export async function listEvents(db: Db, customerId: string): Promise<EventView[]> {
  return (
    await db
      .select()
      .from(events)
      .where(eq(events.customerId, customerId))
      .orderBy(asc(events.eventDate))
      .all()
  ).map(eventView);
}

/** Creates a planned event. A replayed client id from the same customer returns the first one unchanged. */
export async function createEvent(
  db: Db,
  customerId: string,
  input: CreateEventInput,
  now: Date,
): Promise<{ event: EventView; created: boolean }> {
  return await db.transaction(async (tx) => {
    if (input.id) {
      const existing = await tx.select().from(events).where(eq(events.id, input.id)).get();
      if (existing && existing.customerId !== customerId) throw conflict('That event id is already used');
      if (existing) return { event: eventView(existing), created: false };
    }
    const stamp = now.toISOString();
    const row = await tx
      .insert(events)
      .values({
        id: input.id ?? newId(),
        customerId,
        ...storedDetails(input, now),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
      .get();
    return { event: eventView(row), created: true };
  });
}
