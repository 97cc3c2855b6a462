import type { AvailabilityDay } from '@contracts/availability';
import { addCartItemSchema } from '@contracts/cart';
import { eventAddressRule } from '@contracts/event-address';
import { hoursProblem, isPerHour } from '@contracts/line-price';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import type { ToastInput } from '~/components/ui/toast';
import { checkForm, type FieldErrors } from '~/lib/form';
import { isPerPerson } from '~/lib/format';
import { reasonFor, unavailableLine } from './availability';

/** The booking form as typed (and as kept in its draft): strings, the way the inputs hold them. */
export type BookingValues = {
  serviceId: string;
  date: string;
  time: string;
  /** A per-hour service's end, "HH:MM"; kept but not sent for any other. */
  end: string;
  guests: string;
  address: string;
  notes: string;
};
export const EMPTY_BOOKING: BookingValues = {
  serviceId: '',
  date: '',
  time: '',
  end: '',
  guests: '',
  address: '',
  notes: '',
};

/**
 * SPEC section 7's add-to-cart payload plus the client-made id that makes an offline replay idempotent
 * and the service's price as the customer saw it (the server refuses to add at another one).
 */
export type BookingPayload = {
  id: string;
  vendorId: string;
  serviceId: string | null;
  itemType: 'service' | 'vendor';
  itemName: string;
  quantity: 1;
  price: string;
  seenPrice: string | null;
  selectedDate: string;
  selectedTime: string | null;
  endTime: string | null;
  notes: string | null;
  guestCount: number | null;
  eventAddress: string | null;
};

/**
 * What became of a booking sent: true when it went (to the cart, or to the outbox offline) and the
 * form may clear; false when it was refused; 'price-changed' when the service's price moved since the
 * customer saw it, and the page now shows the new one for the form to ask about.
 */
export type BookOutcome = boolean | 'price-changed';

export type BookingCheck =
  | { ok: true; payload: BookingPayload; label: string }
  | { ok: false; toast?: ToastInput; fields: FieldErrors };

const PAYLOAD_TO_FIELD: Record<string, keyof BookingValues> = {
  selectedDate: 'date',
  selectedTime: 'time',
  endTime: 'end',
  guestCount: 'guests',
  eventAddress: 'address',
  notes: 'notes',
  serviceId: 'serviceId',
};

/**
 * SPEC section 5's booking rules, checked on the phone so an offline booking does not wait in the
 * outbox only to be refused later: date first, then the service, then what the server would refuse.
 */
export function checkBooking(
  values: BookingValues,
  vendor: Pick<VendorDetail, 'id' | 'businessName'>,
  services: ServiceView[],
  today: string,
  /** The vendor's days as last fetched, when the phone has them: a day it cannot take is not sent. */
  availability?: AvailabilityDay[],
): BookingCheck {
  if (!values.date) {
    return {
      ok: false,
      toast: { title: 'Date required', description: 'Please select an event date', variant: 'destructive' },
      fields: { date: 'Please select an event date' },
    };
  }
  const service = services.find((s) => s.id === values.serviceId);
  if (services.length > 0 && !service) {
    return {
      ok: false,
      toast: {
        title: 'Service required',
        description: 'Please select a service to continue',
        variant: 'destructive',
      },
      fields: { serviceId: 'Please select a service to continue' },
    };
  }
  if (values.date < today) return { ok: false, fields: { date: 'Choose today or a later date' } };
  const unavailable = reasonFor(availability, values.date);
  if (unavailable) return { ok: false, fields: { date: unavailableLine(values.date, unavailable) } };

  const guests = values.guests.trim() === '' ? null : Number(values.guests);
  const guestError = checkGuests(guests, service);
  if (guestError) return { ok: false, fields: { guests: guestError } };
  // The server's own rule: a per-hour service is priced from its start to its end.
  const hours = service ? hoursProblem(service, { selectedTime: values.time, endTime: values.end }) : null;
  if (hours) return { ok: false, fields: { [PAYLOAD_TO_FIELD[hours.field] ?? 'time']: hours.hint } };
  const eventAddress = values.address.trim() || null;
  if (!eventAddress && service && eventAddressRule(service.category) === 'required')
    return { ok: false, fields: { address: 'Enter where the event is' } };

  const itemName = service ? `${vendor.businessName} - ${service.name}` : vendor.businessName;
  const payload: BookingPayload = {
    id: crypto.randomUUID(),
    vendorId: vendor.id,
    serviceId: service?.id ?? null,
    itemType: service ? 'service' : 'vendor',
    itemName,
    quantity: 1,
    price: service?.price ?? '0',
    seenPrice: service?.price ?? null,
    selectedDate: values.date,
    selectedTime: values.time || null,
    endTime: (service && isPerHour(service) && values.end) || null,
    notes: values.notes.trim() || null,
    guestCount: guests,
    eventAddress,
  };
  const checked = checkForm(addCartItemSchema, payload);
  if (!checked.ok) {
    const fields: FieldErrors = {};
    for (const [name, message] of Object.entries(checked.errors))
      fields[PAYLOAD_TO_FIELD[name] ?? 'notes'] ??= message;
    return { ok: false, fields };
  }
  return { ok: true, payload, label: `Booking: ${itemName}` };
}

function checkGuests(guests: number | null, service: ServiceView | undefined): string | null {
  if (guests === null) {
    // A per-person price needs a head count, or the cart would price the event for one guest.
    return service && isPerPerson(service) ? 'Enter your guest count for a per-person service' : null;
  }
  if (!Number.isInteger(guests) || guests < 1) return 'Guest count must be at least 1';
  if (service?.minGuests != null && guests < service.minGuests)
    return `${service.name} needs at least ${service.minGuests} guests`;
  if (service?.maxGuests != null && guests > service.maxGuests)
    return `${service.name} serves at most ${service.maxGuests} guests`;
  return null;
}
