import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { jobTickets } from '../../db/schema';
import { createStripeProvider } from '../../payments/stripe';
import { addService, addVendor } from '../../test/fixtures';
import { makeTestApp, ORIGIN, signUp, testClock } from '../../test/harness';
import { payCart } from '../../test/pay';

/** The app with Stripe as its payment provider. Nothing here reaches Stripe. */
function makeStripeTestApp() {
  const payments = createStripeProvider({
    secretKey: 'sk_test_checkout_routes',
    publishableKey: 'pk_test_checkout_routes',
    webhookSecret: 'whsec_checkout_routes',
  });
  return createApp({ db: openDatabase(':memory:'), clock: testClock(), payments, publicOrigin: ORIGIN });
}

describe('GET /api/config', () => {
  it('names the embedded provider, with no publishable key', async () => {
    const { app } = await makeTestApp();
    const res = await app.request(`${ORIGIN}/api/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ paymentProvider: 'local', stripePublishableKey: null });
  });

  it("names Stripe with its publishable key 'pk_test_checkout_routes'", async () => {
    const res = await (await makeStripeTestApp()).request(`${ORIGIN}/api/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_checkout_routes',
    });
  });
});

describe('POST /api/payments/local/confirm', () => {
  it("with Stripe in use answers 404: 'The embedded payment provider is not in use'", async () => {
    const app = await makeStripeTestApp();
    const { client } = await signUp(app);
    const res = await client.post('/api/payments/local/confirm', {
      clientSecret: 'pi_local_1_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ message: 'The embedded payment provider is not in use' });
  });
});

describe('POST /api/checkout/complete', () => {
  it("hands the job tickets it made to the server's dispatcher (the push queue), once committed", async () => {
    const dispatched: string[] = [];
    const t = await makeTestApp({ onJobsDispatched: (ids) => dispatched.push(...ids) });
    const vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
    const buffet = await addService(t.db, vendor.id, {
      name: 'BBQ Buffet',
      category: 'catering',
      basePriceCents: 1850,
    });
    const { client } = await signUp(t.app);
    const added = await client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: buffet.id,
      selectedDate: '2026-12-12',
      guestCount: 40,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    expect(added.status).toBe(201);
    const paid = await payCart(client);
    expect(paid.jobTicketCount).toBe(1);
    const tickets = await t.db.select().from(jobTickets).all();
    expect(dispatched).toEqual([tickets[0]?.id]);
  });
});
