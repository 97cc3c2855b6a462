import * as v from 'valibot';

export type PaymentConfig = { paymentProvider: 'stripe' | 'local'; stripePublishableKey: string | null };

/** POST /api/cart/checkout: the intent to confirm; null clientSecret when nothing is owed (a $0 cart). */
export type CheckoutIntent = { clientSecret: string | null; cartId: string; amount: string };

export const completeCheckoutSchema = v.strictObject({
  cartId: v.pipe(v.string('cartId is required'), v.minLength(1, 'cartId is required'), v.maxLength(64)),
});

export type CheckoutResult = {
  cartId: string;
  orderIds: string[];
  jobTicketCount: number;
  /** What was paid: exactly what the orders cost. */
  amount: string;
  /** Bookings still in the customer's cart (added after the payment started): not paid for, not booked. */
  stillInCart: number;
};

/** The embedded provider's card form: the three fields Stripe's Payment Element asks for. */
export const localConfirmSchema = v.strictObject({
  clientSecret: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  cardNumber: v.pipe(v.string('Your card number is incomplete.'), v.maxLength(30)),
  expiry: v.pipe(v.string("Your card's expiration date is incomplete."), v.maxLength(10)),
  cvc: v.pipe(v.string("Your card's security code is incomplete."), v.maxLength(6)),
});

export type LocalConfirmResult = {
  status: 'succeeded' | 'failed' | 'created' | 'processing' | 'canceled';
  error: string | null;
};

export type OrderView = {
  id: string;
  vendorId: string;
  vendorName: string;
  serviceName: string | null;
  type: string;
  status: string;
  amount: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  guestCount: number | null;
  createdAt: string;
};
