import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Tx } from '../../db/client';
import { cartItems, paymentItems, payments, services } from '../../db/schema';
import type { DatabaseLock } from '../../lib/database-lock';
import { ApiError, badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnCart } from '../../lib/ownership';
import type { Payments } from '../../payments';
import { wentThrough } from '../../payments/provider';
import { holdDays, releaseHolds } from '../availability/holds';
import { lineBookingMode, MAX_CHARGE_CENTS } from '../cart/booking-rules';
import { activeCartId } from '../cart/cart.service';
import { settleRefunds } from '../orders/refunds';
import { settleHold } from '../orders/settle-hold';
import { assertStillBookable } from './cart-check';
import { fulfilledPaymentOf, fulfilPayment, resultOf } from './fulfil';

const MINIMUM_CARD_CENTS = 50; // Stripe's minimum charge in USD
// Takes SQLite's write lock at BEGIN: the capacity check and the hold it allows are one step.
const IMMEDIATE = { behavior: 'immediate' } as const;

type Payment = typeof payments.$inferSelect;
type Deps = {
  db: Db;
  pay: Payments;
  lock: DatabaseLock;
  /** Told of the job tickets a fulfilment made, once it has committed (they go to the push queue). */
  onJobsDispatched: (ticketIds: string[]) => unknown;
};

/**
 * Fulfils a paid (or authorised) payment, or finds it fulfilled, then announces its new job tickets
 * and asks the provider for the refunds of lines whose day was taken while the customer paid: a
 * provider that cannot be reached leaves them pending for the refund sweeper.
 */
export async function fulfilPaid(
  { db, pay, onJobsDispatched }: Pick<Deps, 'db' | 'pay' | 'onJobsDispatched'>,
  paymentId: string,
  now: Date,
): Promise<CheckoutResult> {
  const { result, newTicketIds, refundIds } = await fulfilPayment(db, paymentId, now);
  await onJobsDispatched(newTicketIds);
  await settleRefunds({ db, pay }, refundIds);
  // A hold with no request left waiting (each one's day was taken meanwhile) settles at once.
  await settleHold({ db, pay }, paymentId, now);
  return result;
}

/**
 * Everything a line says, with how its service is booked now (instant, or a request the vendor
 * answers), so a payment is reused only for exactly the same bookings.
 */
async function contentsOf(db: Db, cartId: string) {
  const items = (
    await db
      .select({ item: cartItems, bookingMode: services.bookingMode })
      .from(cartItems)
      .leftJoin(services, eq(services.id, cartItems.serviceId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .all()
  ).map(({ item, bookingMode }) => ({ ...item, bookingMode: lineBookingMode(item, bookingMode) }));
  const amountCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify(
        items.map((i) => [
          i.id,
          i.vendorId,
          i.serviceId,
          i.packageId,
          i.itemName,
          i.quantity,
          i.selectedDate,
          i.selectedTime,
          i.endTime,
          i.guestCount,
          i.eventAddress,
          i.notes,
          i.priceCents,
          i.offerId,
          i.eventId,
          i.bookingMode,
        ]),
      ),
    )
    .digest('hex');
  return { items, amountCents, fingerprint };
}

const openPaymentOf = (db: Db, cartId: string) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), eq(payments.status, 'open')))
    .get();

const PAID_BEFORE_CHANGE =
  'Your earlier payment went through and those bookings are confirmed. What you changed since is in your cart: review it and check out again.';

/**
 * Makes an open payment unpayable before a new one replaces it. One the provider already took (or
 * is taking) cannot be replaced: it is fulfilled as it was, and the customer is told.
 */
async function release(deps: Deps, open: Payment, now: Date): Promise<void> {
  const { db, pay } = deps;
  if (open.provider !== 'none') {
    const intent = await pay.cancelIntent(open.intentId);
    if (wentThrough(intent.status)) {
      await fulfilPaid(deps, open.id, now);
      throw conflict(PAID_BEFORE_CHANGE);
    }
    if (intent.status !== 'canceled')
      throw conflict('Your last payment is still being processed. Please wait a moment and try again.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'replaced', updatedAt: now.toISOString() })
      .where(and(eq(payments.id, open.id), eq(payments.status, 'open')))
      .run();
    await releaseHolds(tx, open.id);
  });
}

/**
 * Starts (or resumes) paying for the customer's active cart. The cart is checked again, and the
 * payment covers a fixed copy of it: what it will fulfil is decided here, not when the money lands.
 * An unchanged cart gets its payment back; a changed one has its payment replaced.
 */
export async function prepareCheckout(
  deps: Deps,
  customerId: string,
  now: Date,
  contactPhone: string | null = null,
): Promise<CheckoutIntent> {
  const { db, pay, lock } = deps;
  const cartId = await activeCartId(db, customerId);
  return lock(cartId, async () => {
    const { items, amountCents, fingerprint } = await contentsOf(db, cartId);
    if (items.length === 0) throw badRequest('Your cart is empty');
    await assertStillBookable(db, items, now);
    if (amountCents > 0 && amountCents < MINIMUM_CARD_CENTS)
      throw badRequest('Card payments must be at least $0.50');
    if (amountCents > MAX_CHARGE_CENTS) throw badRequest('A cart can total at most $999,999.99');
    const provider = amountCents === 0 ? 'none' : pay.name;
    // A request is only authorised: the card is charged when the vendor accepts.
    const capture = items.some((i) => i.bookingMode === 'request') ? 'manual' : 'automatic';
    const answer = (clientSecret: string | null): CheckoutIntent => ({
      clientSecret,
      cartId,
      amount: centsToDecimal(amountCents),
    });

    const held = items.map((i) => ({ vendorId: i.vendorId, day: i.selectedDate, name: i.itemName }));
    const hold = (paymentId: string) => (tx: Tx) => holdDays(tx, { paymentId, customerId, lines: held, now });

    const open = await openPaymentOf(db, cartId);
    if (open?.fingerprint === fingerprint && open.provider === provider) {
      // The same bookings, perhaps another phone: the payment keeps the latest one given.
      await db.update(payments).set({ contactPhone }).where(eq(payments.id, open.id)).run();
      const intent = provider === 'none' ? null : await pay.retrieveIntent(open.intentId);
      // Already paid (or being paid): the money is in, and fulfilment checks the days again.
      if (intent && (wentThrough(intent.status) || intent.status === 'processing'))
        return answer(intent.clientSecret);
      if (intent?.status !== 'canceled') {
        // The payment form shows again: its days are held for another 15 minutes, if still free.
        try {
          await db.transaction(hold(open.id), IMMEDIATE);
        } catch (error) {
          // A day went to someone else since: this payment must not be paid any more.
          await release(deps, open, now);
          throw error;
        }
        return answer(intent?.clientSecret ?? null);
      }
    }
    if (open) await release(deps, open, now);

    const paymentId = newId();
    const intent =
      provider === 'none'
        ? null
        : await pay.createIntent({ cartId, amountCents, capture, idempotencyKey: `payment_${paymentId}` });
    try {
      await db.transaction(async (tx) => {
        await tx
          .insert(payments)
          .values({
            id: paymentId,
            cartId,
            customerId,
            provider,
            intentId: intent?.id ?? `none_${paymentId}`,
            amountCents,
            fingerprint,
            captureMethod: provider === 'none' ? 'automatic' : capture,
            contactPhone,
          })
          .run();
        await tx
          .insert(paymentItems)
          .values(
            items.map((i) => ({
              paymentId,
              cartItemId: i.id,
              vendorId: i.vendorId,
              serviceId: i.serviceId,
              packageId: i.packageId,
              offerId: i.offerId,
              eventId: i.eventId,
              itemName: i.itemName,
              quantity: i.quantity,
              selectedDate: i.selectedDate,
              selectedTime: i.selectedTime,
              endTime: i.endTime,
              guestCount: i.guestCount,
              eventAddress: i.eventAddress,
              notes: i.notes,
              priceCents: i.priceCents,
              bookingMode: i.bookingMode,
            })),
          )
          .run();
        await hold(paymentId)(tx);
      }, IMMEDIATE);
    } catch (error) {
      // Refused (the last slot went to someone else a moment ago): nobody ever sees this intent's
      // secret, so nothing can be charged on it; cancelling it keeps the provider's side tidy.
      if (intent) await pay.cancelIntent(intent.id);
      throw error;
    }
    return answer(intent?.clientSecret ?? null);
  });
}

/**
 * Completes a checkout once the provider says its payment succeeded for exactly the amount it
 * covers. Done already (by the webhook, an earlier call): the same result again.
 */
export async function completeCheckout(
  deps: Deps,
  customerId: string,
  cartId: string,
  now: Date,
): Promise<CheckoutResult> {
  const { db, pay, lock } = deps;
  return lock(cartId, async () => {
    const cart = await requireOwnCart(db, customerId, cartId);
    const payment = await openPaymentOf(db, cartId);
    // Asked after the open payment was looked for: a fulfilment by the webhook or the sweeper that
    // lands between the two reads is found, not answered "no payment".
    const fulfilled = payment ? undefined : await fulfilledPaymentOf(db, cartId);
    if (fulfilled) return resultOf(db, fulfilled.id, cartId, customerId);
    if (cart.status !== 'active') throw conflict('This cart can no longer be checked out');
    if (!payment) throw new ApiError(402, 'No payment has been made for this cart', 'payment_required');
    if (payment.provider !== 'none') {
      const intent = await pay.retrieveIntent(payment.intentId);
      if (!wentThrough(intent.status)) {
        throw new ApiError(402, intent.lastError ?? 'The payment has not gone through', 'payment_required');
      }
      if (intent.amountCents !== payment.amountCents)
        throw conflict(
          'This payment does not match what it covers. Please contact us so we can sort it out.',
        );
    }
    return fulfilPaid(deps, payment.id, now);
  });
}
