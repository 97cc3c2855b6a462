import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlanChange, PlanView } from '../contracts/finance';
import { openDatabase } from '../db/client';
import { webhookEvents } from '../db/schema';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../test/fake-stripe';
import { addVendor } from '../test/fixtures';
import { signUp } from '../test/harness';
import { webhookRouter } from './webhook-router';

const WEBHOOK_SECRET = 'whsec_router_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

let s: Awaited<ReturnType<typeof appAgainstFake>>;
beforeEach(async () => {
  s = await appAgainstFake(fake.port, WEBHOOK_SECRET);
  fake.billing.setClock(s.clock.now);
});

const send = (id: string, type: string, object: unknown) =>
  deliverWebhook(
    s.app,
    s.stripe,
    { id, object: 'event', type, data: { object } },
    { secret: WEBHOOK_SECRET },
  );
const recorded = () =>
  s.db.select({ id: webhookEvents.id, type: webhookEvents.type }).from(webhookEvents).all();

describe('the Stripe webhook router', () => {
  it('answers an event no module handles with 200 and records it once', async () => {
    const first = await send('evt_unknown_1', 'customer.created', { id: 'cus_1', object: 'customer' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const again = await send('evt_unknown_1', 'customer.created', { id: 'cus_1', object: 'customer' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await recorded()).toEqual([{ id: 'evt_unknown_1', type: 'customer.created' }]);
  });

  it('leaves an event whose handler failed unrecorded, so Stripe’s retry handles it', async () => {
    const { client, user } = await signUp(s.app, 'vendor');
    const vendorId = (await addVendor(s.db, { businessName: 'Lakeside Tacos', userId: user.id })).id;
    const change = (await client.post('/api/vendor/plan', { vendorId, tier: 'premium' })).json as PlanChange;
    const invoiceId =
      [...fake.billing.invoices.values()].find(
        (i) => i.confirmation_secret?.client_secret === change.payment?.clientSecret,
      )?.id ?? '';
    const invoice = fake.billing.payInvoice(invoiceId);
    // The plans' handler asks Stripe which plan the invoice's price is; Stripe answers with an error.
    const priceId = invoice?.lines.data[0]?.pricing.price_details.price ?? '';
    const price = fake.billing.prices.get(priceId);
    fake.billing.prices.delete(priceId);
    const failed = await send('evt_invoice_1', 'invoice.paid', invoice);
    expect(failed.status).toBe(500);
    expect(await recorded()).toEqual([]);

    if (price) fake.billing.prices.set(priceId, price);
    const retried = await send('evt_invoice_1', 'invoice.paid', invoice);
    expect(await retried.json()).toEqual({ received: true });
    expect(await recorded()).toEqual([{ id: 'evt_invoice_1', type: 'invoice.paid' }]);
    const plan = (await client.get(`/api/vendor/plan?vendorId=${vendorId}`)).json as PlanView;
    expect(plan).toMatchObject({ tier: 'premium', feePercent: 2 });
  });

  it('refuses two modules handling one event type', () => {
    const handler = () => undefined;
    expect(() =>
      webhookRouter(openDatabase(':memory:'), [
        { 'charge.refunded': handler },
        { 'charge.refunded': handler },
      ]),
    ).toThrow('Two modules handle the Stripe event charge.refunded');
  });
});
