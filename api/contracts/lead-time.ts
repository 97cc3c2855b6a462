import { nextDay } from './booking-times';
import { formatShortDay } from './dates';
import type { BookingMode } from './enums';
import { needsWorkers } from './event-address';
import { townClock, townTimeToIso } from './events';

/** Notice a service needs when its vendor sets none: workers must be found for some categories. */
export const DEFAULT_LEAD_HOURS = 24;
export const WORKER_LEAD_HOURS = 48;
/**
 * A request to book needs at least this much: the vendor has 24 h to answer, and the answer comes
 * at least 48 h before the event (docs/decisions.md, issue 29).
 */
export const REQUEST_LEAD_HOURS = 72;
/** The longest notice a vendor may ask for: about two months. */
export const MAX_LEAD_HOURS = 1_440;

const HOUR_MS = 3_600_000;

type LeadOf = { category: string | null; leadHours: number | null; bookingMode: BookingMode };

/** The notice the vendor gets when they set none, by category. */
export const defaultLeadHours = (category: string | null) =>
  needsWorkers(category) ? WORKER_LEAD_HOURS : DEFAULT_LEAD_HOURS;

/** How many hours ahead a service must be booked. */
export function leadHoursOf(service: LeadOf): number {
  const hours = service.leadHours ?? defaultLeadHours(service.category);
  return service.bookingMode === 'request' ? Math.max(hours, REQUEST_LEAD_HOURS) : hours;
}

/** When a booking begins: its day at its time in Broken Bow, or the day's start without a time. */
const startOf = (day: string, time: string | null) => townTimeToIso(day, time ?? '00:00');

/** Whether a booking of `day` at `time` starts sooner than `hours` from `now`. */
export function insideLead(day: string, time: string | null, hours: number, now: Date): boolean {
  return Date.parse(startOf(day, time)) < now.getTime() + hours * HOUR_MS;
}

/** The first day a booking at `time` (or, without one, from its day's start) is far enough ahead. */
export function earliestDay(time: string | null, hours: number, now: Date): string {
  const { day } = townClock(new Date(now.getTime() + hours * HOUR_MS).toISOString());
  return insideLead(day, time, hours, now) ? nextDay(day) : day;
}

/** "Party DJ needs 48 hours' notice: the earliest day is Sat, Nov 28". */
export const leadTimeMessage = (name: string, hours: number, earliest: string) =>
  `${name} needs ${hours} hours' notice: the earliest day is ${formatShortDay(earliest)}`;

/** Why a service cannot be booked for `day` at `time` yet (the message naming its earliest day), or null. */
export function leadTimeProblem(
  service: LeadOf & { name: string },
  day: string,
  time: string | null,
  now: Date,
): string | null {
  const hours = leadHoursOf(service);
  return insideLead(day, time, hours, now)
    ? leadTimeMessage(service.name, hours, earliestDay(time, hours, now))
    : null;
}
