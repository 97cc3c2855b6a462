import { nextDay } from './booking-times';
import { formatClock, formatShortDay, townToday } from './dates';
import { townClock, townTimeToIso } from './events';

/** How long before their arrival time a worker may start a job: loading up and driving there. */
export const START_WINDOW_HOURS = 2;

const HOUR_MS = 3_600_000;

/** When a job can be started: two hours before the worker is due, or before its day's start. */
export function startOpensAt(day: string, arrival: string | null): string {
  return new Date(
    Date.parse(townTimeToIso(day, arrival ?? '00:00')) - START_WINDOW_HOURS * HOUR_MS,
  ).toISOString();
}

/**
 * When a booking begins and ends: the instants fulfilment stored, or, on rows made before them,
 * its scheduled day (from its start to the next day's).
 */
export function bookedSpan(order: { startsAt: string | null; endsAt?: string | null; day: string | null }) {
  const day = order.day ?? '1970-01-01';
  return {
    startsAt: order.startsAt ?? townTimeToIso(day, '00:00'),
    endsAt: order.endsAt ?? townTimeToIso(nextDay(day), '00:00'),
  };
}

/** "6:00 PM" on the town's today, "6:00 PM on Sat, Nov 28" on another day. */
export function townMoment(iso: string, now: Date): string {
  const { day, time } = townClock(iso);
  const clock = formatClock(time);
  return day === townToday(now) ? clock : `${clock} on ${formatShortDay(day)}`;
}

export const startTooEarlyMessage = (opensAt: string, now: Date) =>
  `You can start this job from ${townMoment(opensAt, now)}`;

export const completeTooEarlyMessage = (startsAt: string, now: Date) =>
  `You can complete this job after it starts at ${townMoment(startsAt, now)}`;
