import { expect } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../contracts/checkout';
import type { Client } from './harness';

/**
 * Starts paying the client's cart and confirms the embedded provider's good test card: the card went
 * through, and nothing completed the checkout yet (as a browser closed at that moment leaves it).
 */
export async function confirmCart(client: Client): Promise<CheckoutIntent> {
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  // A $0 cart has no card to confirm: completing it is the whole checkout.
  if (intent.clientSecret === null) return intent;
  const confirmed = await client.post('/api/payments/local/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 30',
    cvc: '123',
  });
  // Charged, or authorised only when the cart holds a request.
  expect(['succeeded', 'authorized']).toContain((confirmed.json as { status: string }).status);
  return intent;
}

/** Pays the client's cart with the embedded provider's good test card and finishes the checkout. */
export async function payCart(client: Client): Promise<CheckoutResult & { cartId: string }> {
  const intent = await confirmCart(client);
  const done = await client.post('/api/checkout/complete', { cartId: intent.cartId });
  expect(done.status).toBe(200);
  return { ...(done.json as CheckoutResult), cartId: intent.cartId };
}
