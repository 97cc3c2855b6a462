import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import { EVENT_ADDRESS, ticketOf, workJobThroughItsDay } from '../../ledger/ledger-test-kit';
import { reconcile } from '../../ledger/reconcile';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../../test/fake-stripe';
import {
  completeTipOf,
  intentIdOf,
  startedTip,
  tipEntries,
  tipNotices,
  tipRows,
  tipWorld,
} from './tip-test-kit';

// A tip paid through Stripe (issue 31): the browser's completion and the webhook both arrive, in any
// order, twice, or at once; the tip is recorded once.
const WEBHOOK_SECRET = 'whsec_tips';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const setup = () => appAgainstFake(fake.port, WEBHOOK_SECRET);
let s: Awaited<ReturnType<typeof setup>>;
let w: Awaited<ReturnType<typeof tipWorld>>;
afterEach(async () => {
  expect(await reconcile(s.db)).toEqual([]);
});
beforeEach(async () => {
  s = await setup();
  w = await tipWorld(s);
});

/** The buffet paid through Stripe, its job done on Saturday, December 5; the day ends. */
async function completedBooking() {
  await w.customer.post('/api/cart/items', {
    vendorId: w.shop.vendor.id,
    serviceId: w.shop.buffet.id,
    selectedDate: '2026-12-05',
    guestCount: 20,
    eventAddress: EVENT_ADDRESS,
  });
  const intent = (await w.customer.post('/api/cart/checkout')).json as CheckoutIntent;
  fake.succeed(intentIdOf(intent.clientSecret ?? ''));
  const done = (await w.customer.post('/api/checkout/complete', { cartId: intent.cartId }))
    .json as CheckoutResult;
  const orderId = done.orderIds[0] ?? '';
  await workJobThroughItsDay(s, w.worker.client, (await ticketOf(s.db, orderId)).id, '2026-12-05');
  return orderId;
}
let events = 0;
const succeeded = (intentId: string) => {
  events += 1;
  return deliverWebhook(
    s.app,
    s.stripe,
    {
      id: `evt_tip_${events}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: fake.intents.get(intentId) },
    },
    { secret: WEBHOOK_SECRET },
  );
};

describe('a tip paid through Stripe', () => {
  it('is its own intent for the tip alone, recorded once when the webhook and the browser both arrive, twice each', async () => {
    const orderId = await completedBooking();
    const { tipId, clientSecret } = await startedTip(w.customer, orderId, 'worker', '12.00');
    const intentId = intentIdOf(clientSecret);
    expect(fake.intents.get(intentId)).toMatchObject({ amount: 1_200, capture_method: 'automatic' });
    fake.succeed(intentId);
    const answers = await Promise.all([
      succeeded(intentId),
      completeTipOf(w.customer, orderId, tipId),
      succeeded(intentId),
      completeTipOf(w.customer, orderId, tipId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await tipRows(s.db)).toMatchObject([{ status: 'paid', amountCents: 1_200, provider: 'stripe' }]);
    expect((await tipEntries(s.db)).map((e) => e.amountCents)).toEqual([1_200]);
    expect(await tipNotices(s.db)).toHaveLength(1);
  });

  it('the webhook alone records it; the browser coming back later finds it paid', async () => {
    const orderId = await completedBooking();
    const { tipId, clientSecret } = await startedTip(w.customer, orderId, 'vendor', '30.00');
    fake.succeed(intentIdOf(clientSecret));
    expect((await succeeded(intentIdOf(clientSecret))).status).toBe(200);
    expect((await tipEntries(s.db)).map((e) => e.amountCents)).toEqual([3_000]);
    expect((await completeTipOf(w.customer, orderId, tipId)).json).toMatchObject({ status: 'paid' });
    expect(await tipEntries(s.db)).toHaveLength(1);
  });

  it('a crash after the card went through (nothing written): the next completion finishes it', async () => {
    const orderId = await completedBooking();
    const { tipId, clientSecret } = await startedTip(w.customer, orderId, 'worker', '8.00');
    // The card went through at Stripe, and neither our completion nor the webhook was written.
    fake.succeed(intentIdOf(clientSecret));
    expect(await tipRows(s.db)).toMatchObject([{ status: 'open' }]);
    expect(await tipEntries(s.db)).toEqual([]);
    // Asking for the same tip again answers the same intent rather than a second charge.
    expect(await startedTip(w.customer, orderId, 'worker', '8.00')).toEqual({ tipId, clientSecret });
    // ... and a different amount now cannot replace a paid intent: the paid one is recorded instead.
    const other = await w.customer.post(`/api/orders/${orderId}/tips`, { payee: 'worker', amount: '9.00' });
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ message: 'You already tipped Test for this booking.' });
    expect((await tipEntries(s.db)).map((e) => e.amountCents)).toEqual([800]);
    expect((await succeeded(intentIdOf(clientSecret))).status).toBe(200);
    expect(await tipEntries(s.db)).toHaveLength(1);
  });

  it('a failed card leaves nothing in the books', async () => {
    const orderId = await completedBooking();
    const { tipId } = await startedTip(w.customer, orderId, 'worker', '8.00');
    const refused = await completeTipOf(w.customer, orderId, tipId);
    expect(refused.status).toBe(402);
    expect(await tipRows(s.db)).toMatchObject([{ status: 'open' }]);
    expect(await tipEntries(s.db)).toEqual([]);
    expect(await tipNotices(s.db)).toEqual([]);
  });
});
