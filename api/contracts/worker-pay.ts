import type { ServiceCategory } from './enums';
import { billedHours } from './line-price';

/** $20 an hour, inside the $15-25 the site advertises to workers. */
export const HOURLY_CENTS = 2000;
const MAX_HOURS = 8;

/** A booking's start and end ("HH:MM"), either missing when not given. */
export type BookedTimes = { selectedTime: string | null; endTime: string | null };
const NO_TIMES: BookedTimes = { selectedTime: null, endTime: null };

/**
 * The hours a job's pay is for: a delivery is 1 hour plus 1 per 100 guests begun (the drive and the
 * drop-off); setup and cleanup for an event is 2 hours plus 1 per 50 guests begun; never more than 8.
 * A job without a guest count is priced as one guest. Setup and cleanup for a booking with an end
 * time is the worker's real shift when longer: from the arrival time to the booked end, counted in
 * quarter hours like the booking (a hall hired 7:00 PM to 1:00 AM is 6:00 PM to 1:00 AM, 7 hours),
 * since the crew stays to clear up. The job card shows these hours beside the pay.
 */
export function workerHours(
  category: ServiceCategory,
  guestCount: number | null,
  times: BookedTimes = NO_TIMES,
): number {
  const guests = Math.max(guestCount ?? 1, 1);
  if (category === 'delivery') return Math.min(1 + Math.ceil(guests / 100), MAX_HOURS);
  const byGuests = Math.min(2 + Math.ceil(guests / 50), MAX_HOURS);
  const arrival = arrivalTime(category, times.selectedTime);
  if (!arrival || !times.endTime) return byGuests;
  return Math.max(byGuests, billedHours(arrival, times.endTime));
}

/** Worker pay for one job: the hours above at the hourly rate. */
export function workerPayCents(
  category: ServiceCategory,
  guestCount: number | null,
  times: BookedTimes = NO_TIMES,
): number {
  return Math.round(workerHours(category, guestCount, times) * HOURLY_CENTS);
}

/** A job cancelled less than this many hours before its start pays its worker a late cancellation fee. */
export const LATE_CANCEL_HOURS = 24;
/**
 * The late cancellation fee: two hours at the job's hourly rate (issue 30, as Instawork pays a shift
 * cancelled late), for the evening the worker kept free. Every job is paid HOURLY_CENTS an hour.
 */
export const LATE_CANCEL_FEE_CENTS = 2 * HOURLY_CENTS;

/**
 * When the worker is due at the event, "HH:MM": an hour before it starts to set up, half an hour for
 * a delivery (the food is there before the guests). Never before midnight of the event's day, since
 * the job is that day's. Null when the booking gave no time.
 */
export function arrivalTime(category: ServiceCategory, eventTime: string | null): string | null {
  if (!eventTime) return null;
  const [h = 0, m = 0] = eventTime.split(':').map(Number);
  const lead = category === 'delivery' ? 30 : 60;
  const minutes = Math.max(h * 60 + m - lead, 0);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
