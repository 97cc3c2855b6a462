import { townTimeToIso } from './events';

const DAY_MINUTES = 24 * 60;
const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * How long a booking from `start` to `end` ("HH:MM") lasts, in minutes. An end at or before the start
 * is after midnight (7:00 PM to 1:00 AM is 6 hours), so a booking lasts between 1 minute and 24 hours.
 */
export function bookedMinutes(start: string, end: string): number {
  const minutes = minutesOf(end) - minutesOf(start);
  return minutes > 0 ? minutes : minutes + DAY_MINUTES;
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * A booking's start and end as instants, from its day and Broken Bow wall-clock times. Without a
 * start time it spans its whole day; without an end time it runs to the end of its day.
 */
export function bookingSpan(
  day: string,
  start: string | null,
  end: string | null,
): { startsAt: string; endsAt: string } {
  const startsAt = townTimeToIso(day, start ?? '00:00');
  if (!start || !end) return { startsAt, endsAt: townTimeToIso(nextDay(day), '00:00') };
  const crossesMidnight = minutesOf(end) <= minutesOf(start);
  return { startsAt, endsAt: townTimeToIso(crossesMidnight ? nextDay(day) : day, end) };
}
