import type { ServiceCategory } from './enums';

/** Service categories whose bookings need gig workers: driving it there, setting up, clearing away. */
export const CATEGORIES_NEEDING_WORKERS: readonly ServiceCategory[] = [
  'catering',
  'delivery',
  'rentals',
  'venue',
];

/** Longest event address the booking form takes (a cabin name, road, town, ZIP and gate notes fit). */
export const EVENT_ADDRESS_MAX = 300;

export const needsWorkers = (category: string | null | undefined): category is ServiceCategory =>
  CATEGORIES_NEEDING_WORKERS.some((c) => c === category);

/**
 * Whether a booking must say where its event is. A worker drives catering, deliveries and rentals
 * there, so those need it. A venue's event is at the venue: its address is the default, and the
 * customer may give another (a venue that sets up elsewhere). Every other service may leave it out.
 */
export function eventAddressRule(category: string | null | undefined): 'required' | 'venue' | 'optional' {
  if (category === 'venue') return 'venue';
  return needsWorkers(category) ? 'required' : 'optional';
}

/** "8420 N US Highway 259, Hochatown, OK 74728" from a vendor's parts, or null with no street address. */
export function postalAddress(parts: {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}): string | null {
  if (!parts.address?.trim()) return null;
  const region = [parts.state, parts.zipCode].filter((p) => p?.trim()).join(' ');
  return [parts.address.trim(), parts.city?.trim(), region].filter(Boolean).join(', ');
}
