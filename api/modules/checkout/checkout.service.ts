import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import { townToday } from '../../contracts/dates';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { cartItems, carts, payments } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Payments } from '../../payments';
import { activeCartId } from '../cart/cart.service';
import { fulfilCart, resultOf } from './fulfil';

const MINIMUM_CARD_CENTS = 50; // Stripe's minimum charge in USD

function cartContents(db: Db, cartId: string) {
  const items = db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).all();
  const amount = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const fingerprint = createHash('sha256')
    .update(
      items
        .map((item) => `${item.id}:${item.price}:${item.quantity}`)
        .sort()
        .join('|'),
    )
    .digest('hex')
    .slice(0, 32);
  return { items, amount, fingerprint };
}

const latestPayment = (db: Db, cartId: string) =>
  db.select().from(payments).where(eq(payments.cartId, cartId)).orderBy(desc(payments.createdAt)).get();

/**
 * The intent for the customer's active cart, for the amount the server computes. An unchanged
 * cart gets the same intent back; a changed one has its intent's amount updated.
 */
export async function prepareCheckout(
  db: Db,
  pay: Payments,
  customerId: string,
  now: Date,
): Promise<CheckoutIntent> {
  const cartId = activeCartId(db, customerId);
  const { items, amount, fingerprint } = cartContents(db, cartId);
  if (items.length === 0) throw badRequest('Your cart is empty');
  const past = items.find((item) => item.selectedDate && item.selectedDate < townToday(now));
  if (past) throw badRequest(`${past.itemName} is booked for a date that has passed. Remove it to continue.`);
  const answer = (clientSecret: string | null): CheckoutIntent => ({
    clientSecret,
    cartId,
    amount: centsToDecimal(amount),
  });
  if (amount === 0) return answer(null);
  if (amount < MINIMUM_CARD_CENTS) throw badRequest('Card payments must be at least $0.50');

  const previous = latestPayment(db, cartId);
  if (previous?.provider === pay.name) {
    const intent = await pay.retrieveIntent(previous.intentId);
    if (intent.status === 'succeeded' || previous.fingerprint === fingerprint)
      return answer(intent.clientSecret);
    const updated = await pay.updateAmount(previous.intentId, amount);
    db.update(payments)
      .set({ amountCents: amount, fingerprint, updatedAt: now.toISOString() })
      .where(eq(payments.id, previous.id))
      .run();
    return answer(updated.clientSecret);
  }

  const intent = await pay.createIntent({
    cartId,
    amountCents: amount,
    idempotencyKey: `cart_${cartId}_${fingerprint}`,
  });
  db.insert(payments)
    .values({
      id: newId(),
      cartId,
      customerId,
      provider: pay.name,
      intentId: intent.id,
      amountCents: amount,
      fingerprint,
    })
    .onConflictDoNothing()
    .run();
  return answer(intent.clientSecret);
}

/**
 * Completes a checkout once the provider says the payment succeeded for exactly the cart's amount.
 * Done already (by the webhook, an earlier call): the same result again.
 */
export async function completeCheckout(
  db: Db,
  pay: Payments,
  customerId: string,
  cartId: string,
  now: Date,
): Promise<{ result: CheckoutResult; newTicketIds: string[] }> {
  const cart = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .get();
  if (!cart) throw notFound('Cart not found');
  if (cart.status === 'checked_out') return { result: resultOf(db, cartId), newTicketIds: [] };
  if (cart.status !== 'active') throw conflict('This cart can no longer be checked out');

  const { items, amount } = cartContents(db, cartId);
  if (items.length === 0) throw badRequest('Your cart is empty');
  if (amount > 0) {
    const payment = latestPayment(db, cartId);
    if (!payment) throw new ApiError(402, 'No payment has been made for this cart', 'payment_required');
    const intent = await pay.retrieveIntent(payment.intentId);
    if (intent.status !== 'succeeded') {
      throw new ApiError(402, intent.lastError ?? 'The payment has not gone through', 'payment_required');
    }
    if (intent.amountCents !== amount || (intent.cartId !== null && intent.cartId !== cartId)) {
      throw conflict('Your cart changed after paying. Please contact us so we can sort it out.');
    }
  }
  return fulfilCart(db, cartId, now);
}
