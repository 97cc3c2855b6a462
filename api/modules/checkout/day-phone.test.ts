import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent, OrderDetail } from '../../contracts/checkout';
import type { JobTicketView } from '../../contracts/jobs';
import type { VendorBookingView } from '../../contracts/vendor-dashboard';
import { jobTickets, orders, payments } from '../../db/schema';
import { addService, addVendor, approveWorker } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

// Issue 29 item 8: checkout asks for a phone for the day; the vendor sees it on the booking, and a
// worker once the job is theirs, before the phone of the account.
const ACCOUNT_PHONE = '(580) 555-0177';
const DAY_PHONE = '(580) 555-0199';
const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

let t: Awaited<ReturnType<typeof makeTestApp>>;
let customer: Client;
let owner: Client;
let buffetId: string;
let vendorId: string;

beforeEach(async () => {
  t = await makeTestApp();
  owner = (await signUp(t.app, 'vendor')).client;
  const ownerId = ((await owner.get('/api/user')).json as { id: string }).id;
  vendorId = (await addVendor(t.db, { businessName: 'Smokehouse', userId: ownerId })).id;
  buffetId = (
    await addService(t.db, vendorId, {
      category: 'catering',
      basePriceCents: 1850,
      priceUnit: 'per person',
    })
  ).id;
  customer = (await signUp(t.app, 'customer', { phone: ACCOUNT_PHONE })).client;
  await customer.post('/api/cart/items', {
    vendorId,
    serviceId: buffetId,
    selectedDate: '2026-12-12',
    selectedTime: '17:00',
    guestCount: 40,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });
});

async function payWith(body?: unknown) {
  const intent = (await customer.post('/api/cart/checkout', body)).json as CheckoutIntent;
  await customer.post('/api/payments/local/confirm', { clientSecret: intent.clientSecret, ...GOOD });
  const done = await customer.post('/api/checkout/complete', { cartId: intent.cartId });
  expect(done.status).toBe(200);
  return t.db.select().from(orders).get();
}

async function worker() {
  const signedUp = await signUp(t.app, 'worker');
  await approveWorker(t.db, signedUp.user.id);
  return signedUp.client;
}

describe('the phone for the day', () => {
  it('is stored with the payment, copied to the booking, and shown to the customer and the vendor', async () => {
    const order = await payWith({ contactPhone: ` ${DAY_PHONE} ` });
    expect((await t.db.select().from(payments).get())?.contactPhone).toBe(DAY_PHONE);
    expect(order?.contactPhone).toBe(DAY_PHONE);
    const mine = (await customer.get(`/api/orders/${order?.id}`)).json as OrderDetail;
    expect(mine.contactPhone).toBe(DAY_PHONE);
    const theirs = (await owner.get('/api/vendor/orders')).json as VendorBookingView[];
    expect(theirs[0]?.contactPhone).toBe(DAY_PHONE);
  });

  it('reaches the worker only once the job is theirs, before the phone of the account', async () => {
    await payWith({ contactPhone: DAY_PHONE });
    const ticketId = (await t.db.select().from(jobTickets).get())?.id;
    const me = await worker();
    const board = await me.get('/api/job-tickets/pending');
    expect(JSON.stringify(board.json)).not.toContain(DAY_PHONE);
    const accepted = (await me.post(`/api/job-tickets/${ticketId}/accept`)).json as JobTicketView;
    expect(accepted.contacts?.customerPhone).toBe(DAY_PHONE);
  });

  it('falls back to the account phone when none was given for the day', async () => {
    const order = await payWith();
    expect(order?.contactPhone).toBeNull();
    const ticketId = (
      await t.db
        .select()
        .from(jobTickets)
        .where(eq(jobTickets.orderId, order?.id ?? ''))
        .get()
    )?.id;
    const me = await worker();
    const accepted = (await me.post(`/api/job-tickets/${ticketId}/accept`)).json as JobTicketView;
    expect(accepted.contacts?.customerPhone).toBe(ACCOUNT_PHONE);
  });

  it('keeps the latest phone when the same cart is paid for again', async () => {
    await customer.post('/api/cart/checkout', { contactPhone: ACCOUNT_PHONE });
    const order = await payWith({ contactPhone: DAY_PHONE });
    expect(await t.db.select().from(payments).all()).toHaveLength(1);
    expect(order?.contactPhone).toBe(DAY_PHONE);
  });

  it('refuses a phone too short to call, as every phone field does', async () => {
    const res = await customer.post('/api/cart/checkout', { contactPhone: '555-01' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Valid phone number is required' });
    expect(await t.db.select().from(payments).all()).toHaveLength(0);
  });
});
