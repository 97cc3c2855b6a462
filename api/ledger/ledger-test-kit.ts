import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { nextDay } from '../contracts/booking-times';
import type { CheckoutIntent, CheckoutResult } from '../contracts/checkout';
import type { SUBSCRIPTION_TIERS } from '../contracts/enums';
import { townTimeToIso } from '../contracts/events';
import type { Db } from '../db/client';
import { insertionOrder } from '../db/dialect';
import { jobTickets, ledgerEntries, orders, planSubscriptions } from '../db/schema';
import { newId } from '../lib/ids';
import { completeEndedOrders } from '../modules/orders/completion-job';
import { addService, addVendor, approveWorker } from '../test/fixtures';
import { type Client, type makeTestApp, signUp } from '../test/harness';

// The ledger's tests share one world: a vendor with a service its workers serve (catering) and one
// it delivers itself (photography), a customer paying by the embedded provider's good card, and a
// worker to take the jobs. The test clock starts on Monday, November 23, 2026 (6 AM in Broken Bow).

// Only the app and its database: the kit serves a Stripe-backed app as well.
type TestApp = Pick<Awaited<ReturnType<typeof makeTestApp>>, 'app' | 'db'>;
type Tier = (typeof SUBSCRIPTION_TIERS)[number];

const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
export const EVENT_ADDRESS = '40 Cedar Creek Rd, Hochatown, OK 74728';

/** A vendor owned by a signed-in user, with a $300 photo booth and a $200 buffet (catering, 20 guests). */
export async function vendorWithServices(t: TestApp, name: string) {
  const owner = await signUp(t.app, 'vendor');
  const vendor = await addVendor(t.db, { businessName: name, userId: owner.user.id, address: '1 Lake Rd' });
  const photos = await addService(t.db, vendor.id, {
    name: 'Photo booth',
    category: 'photography',
    basePriceCents: 30_000,
  });
  const buffet = await addService(t.db, vendor.id, {
    name: 'Buffet',
    category: 'catering',
    basePriceCents: 20_000,
  });
  return { vendor, owner: owner.client, ownerId: owner.user.id, photos, buffet };
}

export async function approvedWorker(t: TestApp) {
  const worker = await signUp(t.app, 'worker');
  await approveWorker(t.db, worker.user.id);
  return { client: worker.client, userId: worker.user.id };
}

/** Puts the vendor on a paid plan, as a paid subscription leaves it (the plans module bills it). */
export async function putOnPlan(
  db: Db,
  vendorId: string,
  userId: string,
  tier: Tier,
  status: 'active' | 'cancelled' = 'active',
) {
  const existing = await db
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.vendorId, vendorId))
    .get();
  if (existing) {
    await db
      .update(planSubscriptions)
      .set({ tier, status })
      .where(eq(planSubscriptions.id, existing.id))
      .run();
    return;
  }
  await db
    .insert(planSubscriptions)
    .values({ id: newId(), vendorId, userId, tier, status, provider: 'local' })
    .run();
}

/** Books one line and pays by card: the order a real checkout makes, and the cart it was paid from. */
export async function payFor(
  client: Client,
  line: {
    vendorId: string;
    serviceId: string;
    selectedDate: string;
    selectedTime?: string;
    endTime?: string;
  },
): Promise<{ orderId: string; cartId: string }> {
  const added = await client.post('/api/cart/items', {
    guestCount: 20,
    eventAddress: EVENT_ADDRESS,
    ...line,
  });
  expect(added.status).toBe(201);
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  await client.post('/api/payments/local/confirm', { clientSecret: intent.clientSecret, ...GOOD });
  const done = await client.post('/api/checkout/complete', { cartId: intent.cartId });
  expect(done.status).toBe(200);
  const [orderId] = (done.json as CheckoutResult).orderIds;
  if (!orderId) throw new Error('checkout made no order');
  return { orderId, cartId: intent.cartId };
}

export const bookAndPay = async (...args: Parameters<typeof payFor>) => (await payFor(...args)).orderId;

/** The order's entries, in the order they were written: `kind from→to cents`. */
export async function entriesOf(db: Db, orderId: string) {
  return (
    await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(insertionOrder(ledgerEntries))
      .all()
  ).map((e) => ({ key: e.key.split(':')[0], from: e.fromAccount, to: e.toAccount, cents: e.amountCents }));
}

export const orderRow = async (db: Db, orderId: string) => {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
};

export const ticketOf = async (db: Db, orderId: string) => {
  const ticket = await db.select().from(jobTickets).where(eq(jobTickets.orderId, orderId)).get();
  if (!ticket) throw new Error(`no ticket for ${orderId}`);
  return ticket;
};

/** The worker takes, starts and completes the order's job (the clock must be on its day). */
export async function workJob(worker: Client, ticketId: string) {
  for (const step of ['accept', 'start', 'complete'])
    expect((await worker.post(`/api/job-tickets/${ticketId}/${step}`, {})).status).toBe(200);
}

/**
 * The job worked at 18:00 UTC on `day` (noon in Broken Bow), then the clock left at the day's end,
 * when the completion job completes the order (it waits for the end of a booking without times).
 */
export async function workJobThroughItsDay(
  setup: { db: Db; clock: { set: (iso: string) => void } },
  worker: Client,
  ticketId: string,
  day: string,
) {
  setup.clock.set(`${day}T18:00:00.000Z`);
  await workJob(worker, ticketId);
  const end = townTimeToIso(nextDay(day), '00:00');
  setup.clock.set(end);
  await completeEndedOrders(setup.db, new Date(end));
}
