import type { RefundView } from '@contracts/checkout';
import { formatClock, formatLongDay, TOWN_TIME_ZONE, townClock, townToday } from '@contracts/dates';
import { decimalToCents, formatMoney } from '@contracts/money';
import type { ServiceView } from '@contracts/vendors';

// Said the same way on every screen that shows it: the customer's, the vendor's and the admin's.

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

/** A Google Maps search for an address: opens the maps app on a phone, the website elsewhere. */
export const mapSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A tel: link for a phone number as people type it ("(580) 555-0131" dials 5805550131). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

let momentFormat: Intl.DateTimeFormat | undefined;
/** "Nov 23, 2026, 6:00 AM" in Broken Bow's time, for when something happened (paid, refunded, moved). */
export function formatMoment(iso: string): string {
  momentFormat ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TOWN_TIME_ZONE,
  });
  return momentFormat.format(new Date(iso));
}

/** A cancelled booking's money in a few words: "Cancelled — refunded $740.00". */
export function cancelledLine(refund: RefundView | null): string {
  if (!refund) return 'Cancelled — no refund';
  const amount = formatMoney(refund.amount);
  if (refund.status === 'succeeded') return `Cancelled — refunded ${amount}`;
  if (refund.status === 'pending') return `Cancelled — refund of ${amount} on its way`;
  return `Cancelled — refund of ${amount} delayed; we are on it`;
}

/** When the phone saw what it shows: "at 3:42 PM" today in town, "on November 24, 2026 at 3:42 PM" before. */
export function seenAt(ms: number, now: number = Date.now()): string {
  const when = new Date(ms);
  const time = `at ${formatClock(townClock(when))}`;
  const day = townToday(when);
  return day === townToday(new Date(now)) ? time : `on ${formatLongDay(day)} ${time}`;
}
