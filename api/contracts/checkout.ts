import * as v from 'valibot';
import type { BookingChangeView } from './booking-change';
import type {
  BookingActor,
  BookingMode,
  CancellationPolicyName,
  OrderPaymentStatus,
  OrderStatus,
  PaymentProvider,
  RefundStatus,
} from './enums';
import type { FieldWorkView } from './job-checks';
import { optionalPhoneText } from './phone';
import type { BookingProblem } from './problems';
import type { MyReview } from './reviews';

export type PaymentConfig = { paymentProvider: 'stripe' | 'local'; stripePublishableKey: string | null };

/** POST /api/cart/checkout: the intent to confirm; null clientSecret when nothing is owed (a $0 cart). */
export type CheckoutIntent = { clientSecret: string | null; cartId: string; amount: string };

/**
 * POST /api/cart/checkout: the customer's phone for the day, prefilled from the account and checked
 * like every other phone of ours. Optional: an empty field sends nothing, and the worker sees the
 * account's phone instead (or none).
 */
export const startCheckoutSchema = v.strictObject({
  contactPhone: v.optional(
    v.nullable(
      v.pipe(
        optionalPhoneText,
        v.transform((phone) => phone || null),
      ),
    ),
  ),
});
export type StartCheckoutInput = v.InferOutput<typeof startCheckoutSchema>;

export const completeCheckoutSchema = v.strictObject({
  cartId: v.pipe(v.string('cartId is required'), v.minLength(1, 'cartId is required'), v.maxLength(64)),
});

/** One booking a payment made, as the success screen lists it. */
export type PaidOrder = {
  id: string;
  vendorName: string;
  serviceName: string | null;
  amount: string;
  scheduledDate: string | null;
} & BookingFacts;

/** What bookingWords (booking-words.ts) needs of a booking besides its vendor's name. */
export type BookingFacts = {
  status: OrderStatus;
  bookingMode: BookingMode;
  respondBy: string | null;
  paymentStatus: OrderPaymentStatus | null;
  cancelledBy: BookingActor | null;
};

export type CheckoutResult = {
  cartId: string;
  orderIds: string[];
  /** The same orders with what the success screen says of each (reference, vendor, amount). */
  orders: PaidOrder[];
  /** Job tickets dispatched to workers: instant bookings' only, a request's once it is accepted. */
  jobTicketCount: number;
  /** What was paid: exactly what the orders cost. */
  amount: string;
  /** Bookings still in the customer's cart (added after the payment started): not paid for, not booked. */
  stillInCart: number;
  /**
   * Bookings of this payment that were cancelled and refunded: a vendor's day booked by someone else
   * while the customer paid (checked again at fulfilment), with what came back and why.
   */
  refunded: RefundedBooking[];
};

export type RefundedBooking = {
  orderId: string;
  itemName: string;
  date: string | null;
  /** What was given back, "125.00". */
  amount: string;
  reason: string | null;
};

/** The embedded provider's card form: the three fields Stripe's Payment Element asks for. */
export const localConfirmSchema = v.strictObject({
  clientSecret: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  cardNumber: v.pipe(v.string('Your card number is incomplete.'), v.maxLength(30)),
  expiry: v.pipe(v.string("Your card's expiration date is incomplete."), v.maxLength(10)),
  cvc: v.pipe(v.string("Your card's security code is incomplete."), v.maxLength(6)),
});

export type LocalConfirmResult = {
  status: 'succeeded' | 'authorized' | 'failed' | 'created' | 'processing' | 'canceled';
  error: string | null;
};

/**
 * The booking's reference as a person reads it aloud or types it in an email: the first 8 characters
 * of the order id, upper-cased ("3F9A1C07"). Every screen that shows a reference uses this one helper.
 */
export const orderReference = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

/** Money given back for a cancelled booking (at most one per order). */
export type RefundView = { amount: string; status: RefundStatus };

export type OrderView = {
  id: string;
  vendorId: string;
  vendorName: string;
  serviceName: string | null;
  type: string;
  amount: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  /** When it ends, "HH:MM" (after midnight when at or before the start); null when not given. */
  endTime: string | null;
  /** The hours a per-hour booking was priced for (contracts/line-price.ts); null for any other. */
  hours: number | null;
  guestCount: number | null;
  createdAt: string;
  /** The refund of a cancelled booking, once one is recorded. */
  refund: RefundView | null;
  /** Why it was cancelled or declined, in the words of whoever did it (null when no reason was given). */
  cancellationReason: string | null;
  /** The customer's review of it, once written (only a completed booking can have one). */
  review: MyReview | null;
} & BookingFacts;

/** One move of a booking's status: who made it (by role, never by name) and why. */
export type OrderHistoryEntry = {
  from: OrderStatus | null;
  to: OrderStatus;
  by: BookingActor;
  reason: string | null;
  at: string;
};

/** GET /api/orders/:id: the booking, its receipt and its history, for the customer who owns it. */
export type OrderDetail = OrderView & {
  /** Where the event is, as the customer gave it at booking. */
  eventAddress: string | null;
  notes: string | null;
  /** The customer's phone for the day, given at checkout. */
  contactPhone: string | null;
  /** The booking's money at the provider (its paymentStatus); null when nothing was paid for it. */
  payment: { status: OrderPaymentStatus } | null;
  receipt: {
    amount: string;
    /** null for a booking made without a payment of ours (an order entered by hand). */
    paidWith: PaymentProvider | null;
    paidAt: string | null;
    refund: (RefundView & { reason: string | null; requestedAt: string; updatedAt: string }) | null;
  };
  /** Oldest first, from the booking itself. */
  history: OrderHistoryEntry[];
  /** A worker did one of its jobs: the review form may rate them too. */
  workerToRate: boolean;
  /** The vendor's policy when it was paid, which its cancellation follows. */
  cancellationPolicy: CancellationPolicyName;
  /** The booking's open change, else its last one (issue 30); null when it was never changed. */
  change: BookingChangeView | null;
  /** Its problem report, if filed, and when one may be filed (issue 30). */
  problem: BookingProblem;
  /** When its worker arrived and finished, with the photos (issue 31); null before any check. */
  fieldWork: FieldWorkView | null;
};
