import { expect } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../contracts/checkout';
import type { Client } from './harness';

/** Pays the client's cart with the embedded provider's good test card and finishes the checkout. */
export async function payCart(client: Client): Promise<CheckoutResult & { cartId: string }> {
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  await client.post('/api/payments/local/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 30',
    cvc: '123',
  });
  const done = await client.post('/api/checkout/complete', { cartId: intent.cartId });
  expect(done.status).toBe(200);
  return { ...(done.json as CheckoutResult), cartId: intent.cartId };
}
