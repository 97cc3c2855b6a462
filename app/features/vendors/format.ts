import type { BusinessType } from '@contracts/enums';

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  restaurant: 'Restaurant',
  venue: 'Venue',
  photography: 'Photography',
  entertainment: 'Entertainment',
  florist: 'Florist',
  bartending: 'Bartending',
  rentals: 'Rentals',
  other: 'Other',
};

/** The lead's decision: a vendor whose services say nothing about guests shows the site's usual range. */
export const guestLine = (guestRange: string | null) => `${guestRange ?? '10-200'} guests`;
