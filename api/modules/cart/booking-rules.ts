import type { BookingMode } from '../../contracts/enums';
import type { Service } from '../../db/schema';

/** How many bookings one cart holds: a cart is one event's shopping, not a warehouse. */
export const MAX_CART_ITEMS = 50;
/** Stripe's largest USD charge ($999,999.99): no line and no cart may cost more. */
export const MAX_CHARGE_CENTS = 99_999_999;

type Limited = Pick<Service, 'name' | 'priceUnit' | 'minGuests' | 'maxGuests'>;

/**
 * Why these guests cannot be booked for the service, or null. The message names the service so it
 * reads on its own in a cart of several; `field` is the short form beside the input.
 */
export function guestProblem(service: Limited, guestCount: number | null) {
  if (guestCount === null && service.priceUnit === 'per person') {
    return {
      message: `Please enter the number of guests for ${service.name}`,
      field: 'Guest count required',
    };
  }
  if (guestCount !== null && service.minGuests !== null && guestCount < service.minGuests) {
    return { message: `${service.name} needs at least ${service.minGuests} guests`, field: 'Too few guests' };
  }
  if (guestCount !== null && service.maxGuests !== null && guestCount > service.maxGuests) {
    return {
      message: `${service.name} serves at most ${service.maxGuests} guests`,
      field: 'Too many guests',
    };
  }
  return null;
}

/**
 * How a cart line is booked: as its service says (a request waits for the vendor), except an offer,
 * which the vendor made and so already agreed to.
 */
export const lineBookingMode = (
  line: { offerId: string | null },
  serviceMode: BookingMode | null,
): BookingMode => (line.offerId ? 'instant' : (serviceMode ?? 'instant'));
