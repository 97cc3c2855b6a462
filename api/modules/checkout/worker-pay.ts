import type { ServiceCategory } from '../../contracts/enums';

/** Service categories whose bookings need gig workers: driving it there, setting up, clearing away. */
export const CATEGORIES_NEEDING_WORKERS: readonly ServiceCategory[] = [
  'catering',
  'delivery',
  'rentals',
  'venue',
];

const HOURLY_CENTS = 2000; // $20/hour, inside the $15-25 the site advertises to workers

/**
 * Worker pay for one job: $20 an hour for the hours the job takes. A delivery is 1 hour plus 1 per
 * 100 guests; setup and cleanup for an event is 2 hours plus 1 per 50 guests; never more than 8.
 */
export function workerPayCents(category: ServiceCategory, guestCount: number | null): number {
  const guests = Math.max(guestCount ?? 1, 1);
  const hours = category === 'delivery' ? 1 + Math.ceil(guests / 100) : 2 + Math.ceil(guests / 50);
  return Math.min(hours, 8) * HOURLY_CENTS;
}
