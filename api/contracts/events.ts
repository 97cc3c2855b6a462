import * as v from 'valibot';
import { isCalendarDay, townOffsetMs } from './dates';
import { type EVENT_STATUSES, EVENT_TYPES } from './enums';
import { decimalToCents } from './money';
import {
  clientId,
  countField,
  dayField,
  optionalText,
  PAST_DAY_MESSAGE,
  requiredText,
  timeField,
} from './quotes';

// SPEC sections 5 and 7: the event planner's step 1. The client sends eventDate as one timestamp
// (the day and the time combined, read as Broken Bow wall-clock time); the server also takes a
// plain YYYY-MM-DD and combines it with eventTime itself.

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
// Date.parse rolls 2027-02-30T… over into March, so the day part is checked as a calendar day too.
export const isInstant = (value: string) =>
  ISO_INSTANT.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));

/**
 * The UTC instant of a Broken Bow wall-clock day and time ("2026-12-05", "18:30" ->
 * "2026-12-06T00:30:00.000Z"). The phone's own time zone plays no part: a planner in another
 * state still books 6:30 PM in Broken Bow. The offset is looked up twice because the first guess
 * can fall on the other side of a daylight-saving change.
 */
export function townTimeToIso(day: string, time: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const guess = wall - townOffsetMs(wall);
  return new Date(wall - townOffsetMs(guess)).toISOString();
}

/** Broken Bow's day and HH:MM at an instant: the inverse of townTimeToIso. */
export function townClock(iso: string): { day: string; time: string } {
  const local = new Date(Date.parse(iso) + townOffsetMs(Date.parse(iso))).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

const budgetField = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.string(), v.number()], 'Budget must be positive'),
      v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
      v.check((value) => value === '' || !(Number(value) < 0), 'Budget must be positive'),
      v.check(
        (value) => value === '' || decimalToCents(value) !== null,
        'Budget must be an amount like 2500.00',
      ),
    ),
  ),
);

/** Budget in cents, or null when none was given (it is optional on the form). */
export const budgetCents = (budget: string | number | null | undefined): number | null =>
  budget === undefined || budget === null || budget === '' ? null : decimalToCents(budget);

/** POST /api/events. */
export const createEventSchema = v.strictObject({
  id: clientId,
  name: requiredText('Event name is required', 120),
  eventType: v.picklist(EVENT_TYPES, 'Event type is required'),
  guestCount: countField('Guest count must be at least 1'),
  eventDate: v.pipe(
    v.string('Event date is required'),
    v.trim(),
    v.nonEmpty('Event date is required'),
    v.check((value) => isCalendarDay(value) || isInstant(value), 'Enter the date as YYYY-MM-DD'),
  ),
  eventTime: timeField('Event time is required'),
  budget: budgetField,
  location: optionalText(300),
  notes: optionalText(2000),
});
export type CreateEventInput = v.InferOutput<typeof createEventSchema>;

/**
 * PUT /api/events/:id: step 1's fields again, all of them (the form sends what it shows). The day
 * and the guest count are fixed once a service is booked (the bookings were made for them).
 */
export const updateEventSchema = v.strictObject(
  (({ id: _id, ...fields }) => fields)(createEventSchema.entries),
);
export type UpdateEventInput = v.InferOutput<typeof updateEventSchema>;

/** Step 1 of /event-planner: a calendar day picked in the form, not before Broken Bow's today. */
export const eventFormSchema = (today: string) =>
  v.pipe(
    v.strictObject({ ...createEventSchema.entries, eventDate: dayField('Event date is required') }),
    v.forward(
      v.partialCheck([['eventDate']], (input) => input.eventDate >= today, PAST_DAY_MESSAGE),
      ['eventDate'],
    ),
  );

export type EventView = {
  id: string;
  name: string;
  eventType: (typeof EVENT_TYPES)[number];
  guestCount: number;
  /** The UTC instant of the event's start. */
  eventDate: string;
  eventTime: string;
  budget: string | null;
  location: string | null;
  notes: string | null;
  status: (typeof EVENT_STATUSES)[number];
  totalAmount: string;
  createdAt: string;
  updatedAt: string;
};
