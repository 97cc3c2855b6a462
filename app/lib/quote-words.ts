import type { ServiceCategory } from '@contracts/enums';
import { findPackage } from '@contracts/packages';
import type { QuoteEventType } from '@contracts/quotes';

/** How the quote form, a vendor's leads and My quotes name SPEC section 3's eight quote event types. */
export const QUOTE_EVENT_TYPE_LABELS: Record<QuoteEventType, string> = {
  wedding: 'Wedding',
  birthday: 'Birthday Party',
  corporate: 'Corporate Event',
  graduation: 'Graduation',
  anniversary: 'Anniversary',
  retirement: 'Retirement',
  holiday: 'Holiday Party',
  other: 'Other',
};

/** How a service category reads to people: on /quote's category choice, a lead and a quote. */
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  catering: 'Catering',
  venue: 'Venue',
  photography: 'Photography',
  entertainment: 'Entertainment',
  florist: 'Florist',
  bartending: 'Bartending',
  rentals: 'Rentals',
  delivery: 'Delivery',
};

/** "Social package", or "Custom package" for an id /packages never offered. */
export const packageLine = (packageId: string) => `${findPackage(packageId)?.name ?? 'Custom'} package`;
