import {
  type AvailabilityDay,
  type AvailabilityReason,
  addDays,
  dayCount,
  MAX_AVAILABILITY_DAYS,
} from '@contracts/availability';
import { monthAndDay } from '~/lib/calendar';

const REASON_SHORT: Record<AvailabilityReason, string> = {
  blocked: 'the vendor is not taking bookings that day',
  full: 'fully booked',
  past: 'that day has passed',
  notice: 'too soon to book',
};

/** "Not available on Dec 4: fully booked": the line under the date input. */
export const unavailableLine = (day: string, reason: AvailabilityReason) =>
  `Not available on ${monthAndDay(day)}: ${REASON_SHORT[reason]}`;

/** Why the vendor cannot take this day, if the days we have say so; null when free or not known. */
export function reasonFor(days: AvailabilityDay[] | undefined, day: string): AvailabilityReason | null {
  if (!day) return null;
  return days?.find((d) => d.date === day)?.reason ?? null;
}

/** Up to `count` bookable days from today, and from the chosen day when it is later. */
export function nextAvailable(
  days: AvailabilityDay[] | undefined,
  today: string,
  chosen: string,
  count: number,
): string[] {
  return (days ?? [])
    .filter((d) => d.available && d.date >= today && d.date >= chosen)
    .slice(0, count)
    .map((d) => d.date);
}

/**
 * The range to ask for: the next 92 days from today, or, for a date the customer typed further out,
 * 92 days from that date, so the answer always covers the day being chosen and the days after it.
 */
export function availabilityWindow(today: string, chosen: string): { from: string; to: string } {
  const far = chosen > today && dayCount(today, chosen) > MAX_AVAILABILITY_DAYS - 7;
  const from = far ? chosen : today;
  return { from, to: addDays(from, MAX_AVAILABILITY_DAYS - 1) };
}
