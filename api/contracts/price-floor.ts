import { needsWorkers } from './event-address';
import { formatMoney } from './money';
import { workerPayCents } from './worker-pay';

type Priced = {
  category: string;
  priceUnit: string;
  minGuests?: number | null;
  maxGuests?: number | null;
  minHours?: number | null;
};

const PER = { 'per person': ' per person', 'per hour': ' an hour' } as Record<string, string | undefined>;

/**
 * The least a service whose bookings dispatch workers may be priced at, in cents: the worker pay one
 * booking of it carries comes out of the vendor's share, so a lower price leaves them owing. The pay
 * is read at its most for a flat price (the service's maximum guests; without one, its minimum, or one
 * guest), and at its smallest booking for a rate: the minimum guests (or one) for a price per person,
 * the minimum hours (or one) for a price per hour. 0 for services without workers.
 */
export function priceFloorCents(service: Priced): number {
  if (!needsWorkers(service.category)) return 0;
  if (service.priceUnit === 'per person') {
    const guests = service.minGuests ?? 1;
    return Math.ceil(workerPayCents(service.category, guests) / guests);
  }
  const pay = workerPayCents(service.category, service.maxGuests ?? service.minGuests ?? null);
  return service.priceUnit === 'per hour' ? Math.ceil(pay / (service.minHours ?? 1)) : pay;
}

/** "Price must be at least $40.00, the worker pay this service carries". */
export const priceFloorMessage = (service: Priced) =>
  `Price must be at least ${formatMoney(priceFloorCents(service), 'cents')}${PER[service.priceUnit] ?? ''}, the worker pay this service carries`;
