import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import { carts, jobTickets, ledgerEntries, notifications, orders, payments, services } from '../../db/schema';
import { addBbqBuffet, type addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { confirmCart } from '../../test/pay';
import { failWrites } from '../../test/triggers';
import { completePaidPayments, createPaidSweeper } from './paid-sweeper';

// The embedded provider has no webhook: a card that went through with nobody completing the checkout
// (the browser closed, the server stopped) is fulfilled by the server itself, within a minute.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let buffet: Awaited<ReturnType<typeof addService>>;
let dispatched: string[];
let deps: Parameters<typeof completePaidPayments>[0];

beforeEach(async () => {
  dispatched = [];
  // Whoever fulfils a payment, a sweeper here or the customer's complete through the app, dispatches
  // its jobs: both are heard, so a job told twice or never shows whichever wins the race.
  const hear = (ids: string[]) => dispatched.push(...ids);
  t = await makeTestApp({ onJobsDispatched: hear }); // 2026-11-23 in Broken Bow
  const vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
  buffet = await addBbqBuffet(t.db, vendor.id);
  deps = { db: t.db, pay: t.payments, clock: t.clock, onJobsDispatched: hear };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A customer with the buffet in the cart: 40 guests ($740.00) on December 12 unless told. */
async function customerWithBuffet(guestCount = 40, selectedDate = '2026-12-12') {
  const { client, user } = await signUp(t.app);
  const added = await client.post('/api/cart/items', {
    vendorId: buffet.vendorId,
    serviceId: buffet.id,
    selectedDate,
    guestCount,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });
  expect(added.status).toBe(201);
  return { client, customerId: user.id };
}

const complete = (client: Client, intent: CheckoutIntent) =>
  client.post('/api/checkout/complete', { cartId: intent.cartId });
/** The amount of every order made, in cents, smallest first. */
const orderCents = async () =>
  (await t.db.select().from(orders).all()).map((o) => o.amountCents).sort((a, b) => a - b);
const charges = () => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'charge')).all();
const paymentStatus = async (cartId: string) =>
  (await t.db.select().from(payments).where(eq(payments.cartId, cartId)).get())?.status;

describe('the paid-payment sweeper', () => {
  it('fulfils a payment confirmed and never completed as completing does: orders, charge, ticket, receipt', async () => {
    const { client, customerId } = await customerWithBuffet();
    const intent = await confirmCart(client);

    expect(await completePaidPayments(deps)).toBe(1);
    const made = await t.db.select().from(orders).all();
    expect(made.map((o) => [o.customerId, o.amountCents, o.feeCents, o.status])).toEqual([
      [customerId, 74_000, 3_700, 'accepted'],
    ]);
    expect((await charges()).map((e) => [e.orderId, e.amountCents])).toEqual([[made[0]?.id, 74_000]]);
    const tickets = await t.db.select().from(jobTickets).all();
    expect(tickets).toHaveLength(1);
    expect(dispatched).toEqual([tickets[0]?.id]);
    const receipts = await t.db.select().from(notifications).where(eq(notifications.kind, 'receipt')).all();
    expect(receipts.map((n) => [n.userId, n.title])).toEqual([[customerId, 'Your receipt: $740.00']]);
    expect(await paymentStatus(intent.cartId)).toBe('fulfilled');
    expect((await t.db.select().from(carts).where(eq(carts.id, intent.cartId)).get())?.status).toBe(
      'checked_out',
    );

    // The customer coming back finds it done, and the next run finds nothing to do.
    const back = await complete(client, intent);
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ orderIds: [made[0]?.id], amount: '740.00', jobTicketCount: 1 });
    expect(await completePaidPayments(deps)).toBe(0);
    expect(await t.db.select().from(orders).all()).toHaveLength(1);
  });

  it('fulfils a hold authorised and never completed: the request waits for its vendor, nothing charged', async () => {
    await t.db.update(services).set({ bookingMode: 'request' }).where(eq(services.id, buffet.id)).run();
    const { client } = await customerWithBuffet();
    const intent = await confirmCart(client);

    expect(await completePaidPayments(deps)).toBe(1);
    expect((await t.db.select().from(orders).all()).map((o) => [o.amountCents, o.status])).toEqual([
      [74_000, 'pending'],
    ]);
    expect(await charges()).toEqual([]);
    expect(dispatched).toEqual([]);
    expect(await paymentStatus(intent.cartId)).toBe('fulfilled');
    expect(await completePaidPayments(deps)).toBe(0);
  });

  it("two runs at once and the customer's own complete make one set of orders and one charge each", async () => {
    const { client } = await customerWithBuffet();
    const intent = await confirmCart(client);
    const other = await customerWithBuffet(50, '2026-12-13');
    await confirmCart(other.client);
    // Each run lists both payments, then fulfils them one by one: the later run finds done what the
    // earlier one did since it listed them, and answers as the customer's complete would.
    const logged = vi.spyOn(console, 'error');
    const [first, second, customer] = await Promise.all([
      createPaidSweeper(deps).sweep(),
      createPaidSweeper(deps).sweep(),
      complete(client, intent),
    ]);
    expect(logged).not.toHaveBeenCalled();
    // Both sweepers are this process, so both hold the payment-completion lease: neither is skipped.
    expect([first, second]).not.toContain(null);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(2);
    expect(customer.status).toBe(200);
    const made = await t.db.select().from(orders).all();
    expect(made.map((o) => o.amountCents).sort()).toEqual([74_000, 92_500]);
    const mine = made.find((o) => o.amountCents === 74_000);
    expect((customer.json as CheckoutResult).orderIds).toEqual([mine?.id]);
    expect((await charges()).map((e) => e.amountCents).sort()).toEqual([74_000, 92_500]);
    const tickets = await t.db.select().from(jobTickets).all();
    expect(tickets).toHaveLength(2);
    // Each job told once, by whichever fulfilled its payment.
    expect([...dispatched].sort()).toEqual(tickets.map((ticket) => ticket.id).sort());
  });

  it('leaves alone a payment not confirmed and one declined; each is fulfilled once its card goes through', async () => {
    const waiting = await customerWithBuffet();
    const unpaid = (await waiting.client.post('/api/cart/checkout')).json as CheckoutIntent;
    const declining = await customerWithBuffet(50, '2026-12-13');
    const declined = (await declining.client.post('/api/cart/checkout')).json as CheckoutIntent;
    const answer = await declining.client.post('/api/payments/local/confirm', {
      clientSecret: declined.clientSecret,
      cardNumber: '4000 0000 0000 0002',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect(answer.json).toEqual({ status: 'failed', error: 'Your card was declined.' });

    expect(await completePaidPayments(deps)).toBe(0);
    expect(await t.db.select().from(orders).all()).toHaveLength(0);
    expect(await charges()).toHaveLength(0);
    expect([await paymentStatus(unpaid.cartId), await paymentStatus(declined.cartId)]).toEqual([
      'open',
      'open',
    ]);

    await confirmCart(declining.client);
    expect(await completePaidPayments(deps)).toBe(1);
    expect(await orderCents()).toEqual([92_500]);
  });

  it('leaves a replaced payment alone and fulfils only the payment that replaced it', async () => {
    const { client } = await customerWithBuffet();
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    // The cart changes before the card is confirmed: the first payment is replaced, its intent cancelled.
    const changed = await client.post('/api/cart/items', {
      vendorId: buffet.vendorId,
      serviceId: buffet.id,
      selectedDate: '2026-12-19',
      guestCount: 20,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    expect(changed.status).toBe(201);
    const second = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(second.amount).toBe('1110.00');
    const late = await client.post('/api/payments/local/confirm', {
      clientSecret: first.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect(late.json).toMatchObject({ status: 'canceled' });

    expect(await completePaidPayments(deps)).toBe(0);
    expect(await t.db.select().from(orders).all()).toHaveLength(0);

    await confirmCart(client);
    expect(await completePaidPayments(deps)).toBe(1);
    const statuses = await t.db
      .select({ status: payments.status, cents: payments.amountCents })
      .from(payments)
      .all();
    expect(statuses.sort((a, b) => a.cents - b.cents)).toEqual([
      { status: 'replaced', cents: 74_000 },
      { status: 'fulfilled', cents: 111_000 },
    ]);
    expect(await orderCents()).toEqual([37_000, 74_000]);
    expect((await charges()).reduce((sum, e) => sum + e.amountCents, 0)).toBe(111_000);
  });

  it('a crash in the middle of a fulfilment leaves nothing half done; the next run fulfils it once', async () => {
    const crashing = await customerWithBuffet();
    const crashed = await confirmCart(crashing.client);
    const other = await customerWithBuffet(50, '2026-12-13');
    await confirmCart(other.client);
    // The database fails the first customer's charge entry, after their order was written in the
    // same transaction: that fulfilment rolls back whole, and the other payment still goes through.
    const crash = await failWrites(t.db, {
      name: 'crash_on_charge',
      before: 'insert on ledger_entries',
      when: `(SELECT customer_id FROM orders WHERE id = NEW.order_id) = '${crashing.customerId}'`,
      message: 'disk pulled',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await completePaidPayments(deps)).toBe(1);
    expect(logged).toHaveBeenCalledTimes(1);
    const crashedPayment = await t.db
      .select()
      .from(payments)
      .where(eq(payments.cartId, crashed.cartId))
      .get();
    expect(logged).toHaveBeenCalledWith(
      `payment completion: payment ${crashedPayment?.id} was not fulfilled`,
      // Drizzle's error names the statement; SQLite's is its cause.
      expect.objectContaining({ cause: expect.objectContaining({ message: 'disk pulled' }) }),
    );
    await crash.disarm();
    const afterCrash = await t.db.select().from(orders).all();
    expect(afterCrash.map((o) => [o.customerId, o.amountCents])).toEqual([[other.customerId, 92_500]]);
    expect((await charges()).map((e) => e.amountCents)).toEqual([92_500]);
    expect(await paymentStatus(crashed.cartId)).toBe('open');
    expect((await t.db.select().from(carts).where(eq(carts.id, crashed.cartId)).get())?.status).toBe(
      'active',
    );
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, crashing.customerId), ne(notifications.kind, 'welcome')))
      .all();
    expect(told).toHaveLength(0);

    expect(await completePaidPayments(deps)).toBe(1);
    const mine = await t.db.select().from(orders).where(eq(orders.customerId, crashing.customerId)).all();
    expect(mine.map((o) => o.amountCents)).toEqual([74_000]);
    expect((await charges()).map((e) => e.amountCents).sort()).toEqual([74_000, 92_500]);
    expect(await t.db.select().from(jobTickets).all()).toHaveLength(2);
  });

  it('wakes the notifier once after a run that fulfilled a payment, never after a run that fulfilled none', async () => {
    let wakes = 0;
    const woken = { ...deps, notifier: { wake: () => (wakes += 1) } };
    expect(await completePaidPayments(woken)).toBe(0);
    expect(wakes).toBe(0);
    const { client } = await customerWithBuffet();
    await confirmCart(client);
    expect(await completePaidPayments(woken)).toBe(1);
    expect(wakes).toBe(1);
  });

  it("a run that fails in the background is logged as 'payment completion: run failed'", async () => {
    const failing = new Error('notifier gone');
    const sweeper = createPaidSweeper({
      ...deps,
      notifier: {
        wake: () => {
          throw failing;
        },
      },
    });
    const { client } = await customerWithBuffet();
    await confirmCart(client);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sweeper.start();
    await sweeper.stop();
    expect(logged.mock.calls).toEqual([['payment completion: run failed', failing]]);
  });

  it('started with the server, fulfils a payment confirmed after its last run within 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sweeper = createPaidSweeper(deps);
    sweeper.start();
    const { client } = await customerWithBuffet();
    await confirmCart(client);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await t.db.select().from(orders).all()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await sweeper.stop();
    expect(await orderCents()).toEqual([74_000]);
  });
});
