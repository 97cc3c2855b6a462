import type { BusinessType } from '@contracts/enums';
import { decimalToCents, formatMoney } from '@contracts/money';
import type { ServiceView } from '@contracts/vendors';

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

/** "$18.50 per person". */
export const servicePrice = (service: Pick<ServiceView, 'price' | 'priceUnit'>) =>
  `${formatMoney(service.price)} ${service.priceUnit}`;

export const isPerPerson = (service: Pick<ServiceView, 'priceUnit'>) => service.priceUnit === 'per person';

/** "20-150 guests", "Up to 40 guests", "From 50 guests"; null when the service sets no limits. */
export function serviceGuests(service: Pick<ServiceView, 'minGuests' | 'maxGuests'>): string | null {
  const { minGuests: min, maxGuests: max } = service;
  if (min !== null && max !== null) return `${min}-${max} guests`;
  if (max !== null) return `Up to ${max} guests`;
  if (min !== null) return `From ${min} guests`;
  return null;
}

/** The server's own rule (cart.service linePrice): per-person services cost the price times the guests. */
export function estimatedTotal(service: Pick<ServiceView, 'price' | 'priceUnit'>, guests: number): string {
  const cents = decimalToCents(service.price) ?? 0;
  return formatMoney(isPerPerson(service) ? cents * guests : cents, 'cents');
}
