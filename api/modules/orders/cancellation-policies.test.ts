import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CancellationQuote } from '../../contracts/cancellation';
import type { CancellationPolicyName } from '../../contracts/enums';
import { localRefunds, orders, payments, vendors } from '../../db/schema';
import { orderRow, payFor, vendorWithServices } from '../../ledger/ledger-test-kit';
import { addService } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';

// The test clock starts at noon UTC on Monday, November 23, 2026 (6 AM in Broken Bow). The photo
// booth costs $300.00: the fee-less refund is $291.00, half is $150.00.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof vendorWithServices>>;
let customer: Client;

beforeEach(async () => {
  t = await makeTestApp();
  shop = await vendorWithServices(t, 'Lakeside Co');
  customer = (await signUp(t.app)).client;
});

const setPolicy = (policy: CancellationPolicyName) =>
  t.db.update(vendors).set({ cancellationPolicy: policy }).where(eq(vendors.id, shop.vendor.id)).run();
const book = (selectedDate: string, selectedTime?: string) =>
  payFor(customer, { vendorId: shop.vendor.id, serviceId: shop.photos.id, selectedDate, selectedTime }).then(
    (paid) => paid.orderId,
  );
const quoteOf = async (orderId: string) =>
  (await customer.get(`/api/orders/${orderId}/cancellation`)).json as CancellationQuote;
const refunded = async () => (await t.db.select().from(localRefunds).all()).map((r) => r.amountCents);

describe('the policy is copied into the booking when it is paid', () => {
  it('keeps strict for a booking paid under it after the vendor turns flexible', async () => {
    await setPolicy('strict');
    const orderId = await book('2026-12-12');
    await setPolicy('flexible');
    expect((await orderRow(t.db, orderId)).cancellationPolicy).toBe('strict');
    expect(await quoteOf(orderId)).toMatchObject({
      refundAmount: '150.00',
      rule: 'half',
      daysBefore: 19,
      explanation:
        'Your event is 19 days away (14 days or more), so its strict policy gives half back: $150.00.',
    });
    expect((await customer.post(`/api/orders/${orderId}/cancel`, {})).json).toEqual({
      status: 'cancelled',
      refundAmount: '150.00',
    });
    expect(await refunded()).toEqual([15_000]);
  });

  it('the order detail names the policy', async () => {
    await setPolicy('flexible');
    const orderId = await book('2026-12-12');
    expect((await customer.get(`/api/orders/${orderId}`)).json).toMatchObject({
      cancellationPolicy: 'flexible',
    });
  });
});

describe('strict: half until 14 days before, nothing after', () => {
  it('gives nothing 13 days out, and says why', async () => {
    await setPolicy('strict');
    const orderId = await book('2026-12-06');
    expect(await quoteOf(orderId)).toMatchObject({
      refundAmount: '0.00',
      rule: 'none',
      daysBefore: 13,
      explanation: 'Your event is 13 days away (less than 14 days), so its strict policy gives no refund.',
    });
  });
});

describe('flexible: all but the fee until 24 hours before the start', () => {
  // Sat, Nov 28 at 6:00 PM in Broken Bow is 00:00 UTC on Nov 29: the refund ends at 00:00 UTC on Nov 28.
  it('refunds $291.00 at 24 h 00 min and nothing at 23 h 59 min', async () => {
    await setPolicy('flexible');
    const early = await book('2026-11-28', '18:00');
    const late = await book('2026-11-28', '18:00');
    t.clock.set('2026-11-28T00:00:00.000Z');
    expect(await quoteOf(early)).toMatchObject({ refundAmount: '291.00', rule: 'full_minus_fee' });
    expect((await customer.post(`/api/orders/${early}/cancel`, {})).json).toMatchObject({
      refundAmount: '291.00',
    });
    t.clock.set('2026-11-28T00:01:00.000Z');
    expect(await quoteOf(late)).toMatchObject({
      refundAmount: '0.00',
      rule: 'none',
      explanation: 'Your booking starts in less than 24 hours, so its flexible policy gives no refund.',
    });
    expect((await customer.post(`/api/orders/${late}/cancel`, {})).json).toMatchObject({
      refundAmount: '0.00',
    });
    expect(await refunded()).toEqual([29_100]);
  });
});

describe("a booking's refund lock", () => {
  it('holds a later cancel to the rule it was locked at, however far the new day', async () => {
    const orderId = await book('2026-12-12');
    await setPolicy('flexible');
    await t.db.update(orders).set({ refundLock: 'none' }).where(eq(orders.id, orderId)).run();
    expect(await quoteOf(orderId)).toMatchObject({
      refundAmount: '0.00',
      rule: 'none',
      explanation:
        'This booking was changed inside its no-refund window, so the cancellation policy gives no refund.',
    });
    await t.db.update(orders).set({ refundLock: 'half' }).where(eq(orders.id, orderId)).run();
    expect((await customer.post(`/api/orders/${orderId}/cancel`, {})).json).toMatchObject({
      refundAmount: '150.00',
    });
  });
});

describe('the quote says why, in the words of its policy and rule', () => {
  it('locked at half: "This booking was changed when its policy gave half back, so you get half back: $150.00."', async () => {
    const orderId = await book('2026-12-12');
    await t.db.update(orders).set({ refundLock: 'half' }).where(eq(orders.id, orderId)).run();
    expect(await quoteOf(orderId)).toMatchObject({
      refundAmount: '150.00',
      explanation: 'This booking was changed when its policy gave half back, so you get half back: $150.00.',
    });
  });

  it('standard, 5 days out: "Your event is 5 days away (3 to 6 days), so you get half back: $150.00."', async () => {
    await setPolicy('standard');
    const orderId = await book('2026-11-28');
    expect(await quoteOf(orderId)).toMatchObject({
      rule: 'half',
      explanation: 'Your event is 5 days away (3 to 6 days), so you get half back: $150.00.',
    });
  });

  it('standard, 1 day out: "Your event is 1 day away (less than 3 days), so the cancellation policy gives no refund."', async () => {
    await setPolicy('standard');
    const orderId = await book('2026-11-28');
    t.clock.set('2026-11-27T12:00:00Z');
    expect(await quoteOf(orderId)).toMatchObject({
      rule: 'none',
      explanation: 'Your event is 1 day away (less than 3 days), so the cancellation policy gives no refund.',
    });
  });
});

describe("a vendor's cancel or decline refunds in full whatever the policy", () => {
  it('a strict vendor cancelling 13 days out refunds all $300.00', async () => {
    await setPolicy('strict');
    const orderId = await book('2026-12-06');
    expect((await shop.owner.post(`/api/vendor/orders/${orderId}/cancel`, {})).json).toMatchObject({
      refundAmount: '300.00',
    });
    expect(await refunded()).toEqual([30_000]);
  });

  it('a strict vendor declining a request releases all of the hold', async () => {
    await setPolicy('strict');
    const tour = await addService(t.db, shop.vendor.id, {
      name: 'Tour',
      basePriceCents: 30_000,
      bookingMode: 'request',
    });
    await customer.post('/api/cart/items', {
      vendorId: shop.vendor.id,
      serviceId: tour.id,
      selectedDate: '2026-12-06',
      guestCount: 20,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    const [orderId = ''] = (await payCart(customer)).orderIds;
    expect((await shop.owner.post(`/api/vendor/orders/${orderId}/decline`, {})).status).toBe(200);
    const payment = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, (await orderRow(t.db, orderId)).paymentId ?? ''))
      .get();
    expect(payment?.holdStatus).toBe('released');
    expect(await refunded()).toEqual([]);
  });
});
