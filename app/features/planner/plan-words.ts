import { formatMoney } from '@contracts/money';

/**
 * A planned service's price as the server made it for the event: a per-person price is already the
 * whole party's ("$1,800.00 for 45 guests"); any other is the service's own unit ("$650.00 per event").
 */
export function priceForGuests(price: string, priceUnit: string, guests: number): string {
  if (priceUnit === 'per person')
    return `${formatMoney(price)} for ${guests} ${guests === 1 ? 'guest' : 'guests'}`;
  return `${formatMoney(price)} ${priceUnit}`;
}

/** "1 service", "3 services". */
export const servicesCount = (n: number) => (n === 1 ? '1 service' : `${n} services`);
