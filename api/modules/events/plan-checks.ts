import { unavailableMessage } from '../../contracts/availability';
import { townToday } from '../../contracts/dates';
import { eventAddressRule } from '../../contracts/event-address';
import type { Executor } from '../../db/client';
import { type Service, type Vendor, vendors } from '../../db/schema';
import { dayProblem } from '../availability/day-capacity';
import { guestProblem } from '../cart/booking-rules';
import { type EventRow, eventDay } from './events.service';

export const EVENT_DAY_PASSED = "The event's day has passed";

/** The vendor's side of an offered service, as offerProblem reads it. */
export const offeringVendor = {
  name: vendors.businessName,
  isActive: vendors.isActive,
  applicationStatus: vendors.applicationStatus,
};

export type Offered = {
  service: Service;
  vendor: { name: string } & Pick<Vendor, 'isActive' | 'applicationStatus'>;
};

/**
 * Why the host cannot have this service for the event now, or null: the service or its vendor is
 * gone, the day has passed, the guests do not fit, or the vendor's day is blocked or full for
 * anyone but this customer. The same words for picking it (step 2) and for booking it (step 4).
 */
export async function offerProblem(
  db: Executor,
  q: { event: EventRow; customerId: string; offered: Offered; now: Date },
): Promise<string | null> {
  const { service, vendor } = q.offered;
  if (!service.isActive || !vendor.isActive || vendor.applicationStatus !== 'approved')
    return `${service.name} is no longer offered`;
  const day = eventDay(q.event);
  if (day < townToday(q.now)) return EVENT_DAY_PASSED;
  const guests = guestProblem(service, q.event.guestCount);
  if (guests) return guests.message;
  const taken = await dayProblem(db, {
    vendorId: service.vendorId,
    day,
    customerId: q.customerId,
    now: q.now,
  });
  return taken ? unavailableMessage(vendor.name, day, taken) : null;
}

/**
 * A service a worker drives to the event (catering, rentals, delivery) needs the event's address to
 * be booked; a plan may leave it out until then.
 */
export function addressProblem(
  event: Pick<EventRow, 'location'>,
  service: Pick<Service, 'name' | 'category'>,
) {
  return eventAddressRule(service.category) === 'required' && !event.location
    ? `Add the event's address in step 1 to book ${service.name}`
    : null;
}
