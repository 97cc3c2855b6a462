import * as v from 'valibot';
import { CLOCK_TIME, formatDay, ISO_DATE, isCalendarDay } from './dates';

/**
 * Why a day cannot be booked: the vendor blocked it, it is fully booked, it has passed, or it is
 * sooner than the notice the service needs (contracts/lead-time.ts).
 */
export const AVAILABILITY_REASONS = ['blocked', 'full', 'past', 'notice'] as const;
export type AvailabilityReason = (typeof AVAILABILITY_REASONS)[number];

/** GET /api/vendors/:id/availability answers one of these per day of the range. */
export type AvailabilityDay = { date: string; available: boolean; reason: AvailabilityReason | null };

/** The longest range one availability call answers: about three months of a calendar. */
export const MAX_AVAILABILITY_DAYS = 92;
/** How many events a vendor may take on one day, at most (the dashboard's setting goes 1-20). */
export const MAX_DAILY_CAPACITY = 20;
/** How long a day stays held for a customer from the moment the payment form appears. */
export const HOLD_MINUTES = 15;

/** The words after "Not available on <day>: ", for a customer. */
export const REASON_TEXT: Record<AvailabilityReason, string> = {
  blocked: 'the vendor is not taking bookings that day',
  full: 'the vendor is fully booked that day',
  past: 'that day has passed',
  notice: 'the vendor needs more notice',
};

/** "Smokehouse is not available on Saturday, December 12, 2026: the vendor is fully booked that day". */
export const unavailableMessage = (name: string, day: string, reason: AvailabilityReason) =>
  `${name} is not available on ${formatDay(day)}: ${REASON_TEXT[reason]}`;

// Calendar-day arithmetic in UTC: a calendar day has no time zone, so no daylight saving shift.
const toUtc = (day: string) => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const DAY_MS = 86_400_000;

/** "2026-12-05" from ("2026-12-04", 1). */
export const addDays = (day: string, n: number) =>
  new Date(toUtc(day) + n * DAY_MS).toISOString().slice(0, 10);

/** How many days from `from` to `to`, both counted: 1 for the same day. */
export const dayCount = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const calendarDay = (name: string) =>
  v.pipe(
    v.string(`${name} is required (a day such as 2026-12-04)`),
    v.regex(ISO_DATE, `${name} must be a day such as 2026-12-04`),
    v.check(isCalendarDay, `${name} is not a day on the calendar`),
  );
const vendorId = v.pipe(
  v.string('Vendor is required'),
  v.minLength(1, 'Vendor is required'),
  v.maxLength(64),
);

const RANGE_ENTRIES = { from: calendarDay('from'), to: calendarDay('to') };
const rangeChecks = <T extends { from: string; to: string }>() =>
  [
    v.check<T, string>((q) => q.from <= q.to, 'to must not be before from'),
    v.check<T, string>(
      (q) => dayCount(q.from, q.to) <= MAX_AVAILABILITY_DAYS,
      `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time`,
    ),
  ] as const;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: both days included, at most 92 of them. */
export const availabilityRangeSchema = v.pipe(
  v.object(RANGE_ENTRIES),
  ...rangeChecks<{ from: string; to: string }>(),
);
export type AvailabilityRange = v.InferOutput<typeof availabilityRangeSchema>;

/**
 * The booking form's question: the range, and optionally the service and time chosen so far. Without
 * a service a day is open when any of the vendor's services may be booked then; without a time, from
 * the day's start.
 */
export const publicAvailabilitySchema = v.pipe(
  v.object({
    ...RANGE_ENTRIES,
    serviceId: v.optional(v.pipe(v.string(), v.maxLength(64))),
    time: v.optional(v.pipe(v.string(), v.regex(CLOCK_TIME, 'time must be a time such as 18:30'))),
  }),
  ...rangeChecks<{ from: string; to: string; serviceId?: string; time?: string }>(),
);
export type PublicAvailabilityQuery = v.InferOutput<typeof publicAvailabilitySchema>;

/** The vendor's calendar: the same range, for one of their businesses. */
export const vendorCalendarQuerySchema = v.pipe(
  v.object({ vendorId, ...RANGE_ENTRIES }),
  ...rangeChecks<{ vendorId: string; from: string; to: string }>(),
);

/** POST /api/vendor/availability: available false blocks the day, true frees it. */
export const setAvailabilitySchema = v.strictObject({
  vendorId,
  date: calendarDay('date'),
  available: v.boolean('available must be true or false'),
});
export type SetAvailabilityInput = v.InferOutput<typeof setAvailabilitySchema>;

/** The longest range one "Block dates" action covers: a year, leap day included. */
export const MAX_BLOCK_DAYS = 366;

/** POST /api/vendor/availability/range: blocked true blocks every day from `from` to `to`, false frees them. */
export const setRangeAvailabilitySchema = v.pipe(
  v.strictObject({
    vendorId,
    ...RANGE_ENTRIES,
    blocked: v.boolean('blocked must be true or false'),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Note must be at most 200 characters'))),
  }),
  v.check((q) => q.from <= q.to, 'to must not be before from'),
  v.check((q) => dayCount(q.from, q.to) <= MAX_BLOCK_DAYS, `Block at most ${MAX_BLOCK_DAYS} days at a time`),
);
export type SetRangeAvailabilityInput = v.InferOutput<typeof setRangeAvailabilitySchema>;

/** PUT /api/vendor/capacity: how many events the vendor takes on one day. */
export const setCapacitySchema = v.strictObject({
  vendorId,
  dailyCapacity: v.pipe(
    v.number('Events per day must be a number'),
    v.integer('Events per day must be a whole number'),
    v.minValue(1, 'Events per day must be at least 1'),
    v.maxValue(MAX_DAILY_CAPACITY, `Events per day must be at most ${MAX_DAILY_CAPACITY}`),
  ),
});
export type SetCapacityInput = v.InferOutput<typeof setCapacitySchema>;

/** One live booking on a calendar day, as the vendor's calendar lists it. */
export type CalendarBooking = {
  orderId: string;
  customerName: string;
  serviceName: string | null;
  status: string;
  time: string | null;
};

/** A day of the vendor's own calendar: what customers see, plus whether it is blocked and who booked it. */
export type VendorCalendarDay = AvailabilityDay & {
  blocked: boolean;
  /** Busy on an outside calendar the vendor follows: blocked until that calendar is removed. */
  busyElsewhere: boolean;
  bookings: CalendarBooking[];
};

/** GET /api/vendor/availability. */
export type VendorCalendar = { vendorId: string; dailyCapacity: number; days: VendorCalendarDay[] };
