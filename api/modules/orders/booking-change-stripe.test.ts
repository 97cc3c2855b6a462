import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import { bookingChanges, ledgerEntries, orders } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../../test/fake-stripe';
import { addService, addVendor } from '../../test/fixtures';
import { signUp } from '../../test/harness';

// Stripe's webhook hands a booking change's intent to the change module (issue 30): the event the
// browser never completes still changes the booking, once.
const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe('a change’s difference paid through Stripe', () => {
  it('payment_intent.amount_capturable_updated completes the change once: captured, booked, balanced', async () => {
    const { db, app, stripe } = await appAgainstFake(fake.port, WEBHOOK_SECRET);
    const vendor = await addVendor(db, { businessName: 'Rentals Co' });
    const chairs = await addService(db, vendor.id, {
      name: 'Chairs',
      category: 'rentals',
      basePriceCents: 500,
      priceUnit: 'per person',
    });
    const { client } = await signUp(app);
    await client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: chairs.id,
      selectedDate: '2026-12-20',
      guestCount: 30,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    const checkout = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    fake.succeed(checkout.clientSecret?.split('_secret_')[0] ?? '');
    const paid = (await client.post('/api/checkout/complete', { cartId: checkout.cartId }))
      .json as CheckoutResult;
    const orderId = paid.orderIds[0] ?? '';

    const answer = (await client.post(`/api/orders/${orderId}/change`, { guestCount: 40 }))
      .json as BookingChangeResult;
    expect(answer.change).toMatchObject({ status: 'awaiting_payment', difference: '50.00' });
    const intentId = answer.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(intentId);
    const event = (id: string) => ({
      id,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: fake.intents.get(intentId) },
    });
    expect((await deliverWebhook(app, stripe, event('evt_change'), { secret: WEBHOOK_SECRET })).status).toBe(
      200,
    );
    expect(
      (await deliverWebhook(app, stripe, event('evt_change_2'), { secret: WEBHOOK_SECRET })).status,
    ).toBe(200);
    expect(await db.select().from(bookingChanges).all()).toMatchObject([
      { status: 'accepted', holdStatus: 'captured' },
    ]);
    expect(fake.intents.get(intentId)?.status).toBe('succeeded');
    expect((await db.select().from(orders).where(eq(orders.id, orderId)).get())?.amountCents).toBe(20_000);
    expect(
      (await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'change_charge')).all()).map(
        (e) => e.amountCents,
      ),
    ).toEqual([5_000]);
    // The browser coming back afterwards finds it done.
    expect((await client.post(`/api/orders/${orderId}/change/complete`)).json).toMatchObject({
      status: 'accepted',
    });
    expect(await reconcile(db)).toEqual([]);
  });
});
