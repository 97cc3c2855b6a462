/** Broken Bow keeps Central time: "today" for bookings is the town's today, on the phone and the server. */
export const TOWN_TIME_ZONE = 'America/Chicago';

/** YYYY-MM-DD of `now` in Broken Bow. */
export function townToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TOWN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** HH:MM of `now` on Broken Bow's clocks. */
export function townClock(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TOWN_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

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

/** "6:30 PM" from "18:30". */
export function formatClock(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
