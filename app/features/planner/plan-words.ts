import { formatMoney } from '@contracts/money';
import { hoursLine } from '~/lib/when';

/**
 * A planned service's price as the server made it for the event: a per-person price is already the
 * whole party's ("$1,800.00 for 45 guests"), a per-hour one its hours' ("3 h x $150.00 = $450.00");
 * any other is the service's own unit ("$650.00 per event").
 */
export function priceForGuests(
  price: string,
  priceUnit: string,
  guests: number,
  hours: number | null = null,
): string {
  const sum = hoursLine(hours, price);
  if (sum) return sum;
  if (priceUnit === 'per person')
    return `${formatMoney(price)} for ${guests} ${guests === 1 ? 'guest' : 'guests'}`;
  return `${formatMoney(price)} ${priceUnit}`;
}

/** "1 service", "3 services". */
export const servicesCount = (n: number) => (n === 1 ? '1 service' : `${n} services`);
