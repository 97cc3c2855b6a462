import { expect } from 'vitest';
import type { PlanChange, PlanView } from '../../contracts/finance';
import type { Client } from '../../test/harness';

/** The embedded provider's test cards: one that pays every time, one that pays once and then declines. */
export const GOOD = '4242 4242 4242 4242';
export const DECLINES_LATER = '4000 0000 0000 0341';

export const choosePlan = async (client: Client, vendorId: string, tier: string) => {
  const res = await client.post('/api/vendor/plan', { vendorId, tier });
  expect(res.status).toBe(200);
  return res.json as PlanChange;
};

export const payPlanWith = (client: Client, clientSecret: string, cardNumber = GOOD) =>
  client.post('/api/payments/local/confirm', { clientSecret, cardNumber, expiry: '12 / 30', cvc: '123' });

/** Chooses a paid plan and pays its first invoice with the card form's call, then completes, as the plan screen does. */
export async function upgradePlan(
  client: Client,
  vendorId: string,
  tier: 'featured' | 'premium',
  card = GOOD,
) {
  const change = await choosePlan(client, vendorId, tier);
  if (!change.payment) throw new Error('no invoice to pay');
  expect((await payPlanWith(client, change.payment.clientSecret, card)).json).toMatchObject({
    status: 'succeeded',
  });
  const done = await client.post('/api/vendor/plan/complete', { vendorId });
  expect(done.status).toBe(200);
  return { change, plan: done.json as PlanView };
}
