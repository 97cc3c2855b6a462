/** Broken Bow keeps Central time: "today" for bookings is the town's today, on the phone and the server. */
export const TOWN_TIME_ZONE = 'America/Chicago';

const HOUR_MS = 3_600_000;

/** The UTC instant at 00:00 of the `nth` Sunday of a month (month 0-11). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7);
}

/**
 * How far Broken Bow's wall clock is from UTC at `instant`, in ms (always behind, so negative).
 * US Central time since 2007: daylight time (UTC-5) from 2:00 on the second Sunday of March to 2:00
 * on the first Sunday of November, standard time (UTC-6) otherwise. Worked out here rather than by
 * Intl.DateTimeFormat with a time zone: a page's first such formatter loads the zone's data, about
 * 75 ms of a phone's first render of the vendor dashboard (CPU profile at 4x slowdown). The unit test
 * checks every half hour of ten years against Intl, so a change in the law fails it.
 */
export function townOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const daylightFrom = nthSunday(year, 2, 2) + 8 * HOUR_MS; // 2:00 CST is 08:00 UTC
  const daylightUntil = nthSunday(year, 10, 1) + 7 * HOUR_MS; // 2:00 CDT is 07:00 UTC
  return instant >= daylightFrom && instant < daylightUntil ? -5 * HOUR_MS : -6 * HOUR_MS;
}

/** Broken Bow's wall clock at `now` as an ISO text: "2026-12-05T18:30:00.000Z" read as local time. */
const townWallClock = (now: Date) => new Date(now.getTime() + townOffsetMs(now.getTime())).toISOString();

/** YYYY-MM-DD of `now` in Broken Bow. */
export const townToday = (now: Date = new Date()): string => townWallClock(now).slice(0, 10);

/** HH:MM of `now` on Broken Bow's clocks. */
export const townClock = (now: Date = new Date()): string => townWallClock(now).slice(11, 16);

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** YYYY-MM-DD that is a real calendar day (2027-02-30 is not). */
export const isCalendarDay = (day: string) => {
  if (!ISO_DATE.test(day)) return false;
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

// Calendar days are spelled out by hand rather than with Intl.DateTimeFormat: a page's first Intl
// formatter loads locale data for about 20 ms, a long task on a phone adopting a server-drawn page.
// A calendar day needs no time zone, so nothing of Intl's is missed.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function calendarDay(day: string): Date {
  const [y = 1970, m = 1, d = 1] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** "June 6, 2026" from "2026-06-06" (or an ISO instant, by its UTC day). */
export function formatLongDay(day: string): string {
  const date = calendarDay(day);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Saturday, June 6, 2026" from "2026-06-06", read as a calendar day (no time-zone shift). */
export function formatDay(day: string): string {
  return `${WEEKDAYS[calendarDay(day).getUTCDay()]}, ${formatLongDay(day)}`;
}

/** "Sat, Nov 28" from "2026-11-28", read as a calendar day. */
export function formatShortDay(day: string): string {
  const date = calendarDay(day);
  return `${WEEKDAYS[date.getUTCDay()]?.slice(0, 3)}, ${MONTHS[date.getUTCMonth()]?.slice(0, 3)} ${date.getUTCDate()}`;
}

/** "Sat Dec 20" from "2026-12-20": the day a subject line names, as short as a phone shows it. */
export const formatSubjectDay = (day: string): string => formatShortDay(day).replace(',', '');

/**
 * Orders ISO days ("2026-12-12") and clock times ("18:30"), whose text sorts as they fall. Compared
 * as plain text rather than with localeCompare: a page's first collator loads ICU data, about 30 ms
 * of a phone's first render of the Job Board (measured in a CPU profile at 4x slowdown).
 */
export const compareIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** "6:30 PM" from "18:30". */
export function formatClock(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
