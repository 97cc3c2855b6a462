import * as v from 'valibot';
import { CLOCK_TIME, ISO_DATE, isCalendarDay } from './dates';
import type { BookingMode, CancellationPolicyName } from './enums';
import { EVENT_ADDRESS_MAX } from './event-address';
import { seenPriceSchema } from './price-change';

/** GET /api/cart as the client reads it (SPEC section 3: id, items, totalAmount). */
export type CartItemView = {
  id: string;
  vendorId: string;
  serviceId: string | null;
  packageId: string | null;
  itemType: 'service' | 'vendor' | 'offer';
  /** The vendor's offer this line books, at the offer's price (issue 15). */
  offerId: string | null;
  /** Instant: paying confirms it. Request: the card is held until the vendor accepts (issue 29). */
  bookingMode: BookingMode;
  /** The vendor's cancellation policy now, which paying copies into the booking. */
  cancellationPolicy: CancellationPolicyName;
  itemName: string;
  quantity: number;
  selectedDate: string | null;
  selectedTime: string | null;
  /** When a per-hour booking ends, "HH:MM"; at or before the start, it is the next morning. */
  endTime: string | null;
  /** The hours a per-hour line is priced for (contracts/line-price.ts); null for any other line. */
  hours: number | null;
  guestCount: number | null;
  /** Where the event is: the drop-off for the workers (contracts/event-address.ts says when it is asked). */
  eventAddress: string | null;
  notes: string | null;
  price: string;
  /**
   * What the line costs at the vendor's prices now, when the vendor repriced its service since it was
   * added; null when unchanged. Checkout waits until the customer accepts it (POST /api/cart/accept-prices).
   */
  currentPrice: string | null;
  createdAt: string;
};

export type CartView = { id: string; status: string; items: CartItemView[]; totalAmount: string };

const optionalText = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, message))));

/**
 * POST /api/cart/items: SPEC section 7's payload plus an optional client-made `id` (offline replay)
 * and `seenPrice`, the service's price as the customer saw it (per person, per hour...). itemName and
 * price are accepted for the spec's client but never believed: the server recomputes both. A
 * `seenPrice` that is not the price now is refused (409 price_changed) rather than charged; it is
 * optional because bookings queued offline by older versions of the app do not carry it.
 */
/** A booking's guests, as a cart line and a booking change take them. */
export const guestCountSchema = v.pipe(
  v.number('Guest count must be a number'),
  v.integer('Guest count must be a whole number'),
  v.minValue(1, 'Guest count must be at least 1'),
  v.maxValue(100_000, 'Guest count is too large'),
);

export const addCartItemSchema = v.strictObject({
  id: v.optional(v.pipe(v.string(), v.uuid('Item id must be a UUID'))),
  vendorId: v.pipe(v.string('Vendor is required'), v.minLength(1, 'Vendor is required'), v.maxLength(64)),
  serviceId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  packageId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  itemType: v.optional(v.picklist(['service', 'vendor'])),
  itemName: v.optional(v.pipe(v.string(), v.maxLength(300))),
  quantity: v.optional(v.literal(1, 'Quantity must be 1')),
  price: v.optional(v.union([v.pipe(v.string(), v.maxLength(20)), v.number()])),
  seenPrice: v.optional(v.nullable(seenPriceSchema)),
  selectedDate: v.pipe(
    v.string('Please select an event date'),
    v.regex(ISO_DATE, 'Please select an event date'),
    v.check(isCalendarDay, 'That date does not exist on the calendar'),
  ),
  selectedTime: v.optional(
    v.nullable(
      v.union(
        [v.literal(''), v.pipe(v.string(), v.regex(CLOCK_TIME, 'Time must look like 18:30'))],
        'Time must look like 18:30',
      ),
    ),
  ),
  // A per-hour service needs it (contracts/line-price.ts); any other keeps it as the booking's end.
  endTime: v.optional(
    v.nullable(
      v.union(
        [v.literal(''), v.pipe(v.string(), v.regex(CLOCK_TIME, 'End time must look like 23:00'))],
        'End time must look like 23:00',
      ),
    ),
  ),
  eventAddress: optionalText(
    EVENT_ADDRESS_MAX,
    `Event address must be at most ${EVENT_ADDRESS_MAX} characters`,
  ),
  notes: optionalText(2000, 'Notes must be at most 2000 characters'),
  guestCount: v.optional(v.nullable(guestCountSchema)),
});
export type AddCartItemInput = v.InferOutput<typeof addCartItemSchema>;

/** POST /api/cart/accept-prices: repriced lines with the price now as the customer saw and accepts it. */
export const acceptPricesSchema = v.strictObject({
  items: v.pipe(
    v.array(
      v.strictObject({
        id: v.pipe(v.string('Item id is required'), v.minLength(1), v.maxLength(64)),
        price: seenPriceSchema,
      }),
    ),
    v.minLength(1, 'Choose at least one booking'),
    v.maxLength(50, 'At most 50 bookings at once'),
  ),
});
export type AcceptPricesInput = v.InferOutput<typeof acceptPricesSchema>;
