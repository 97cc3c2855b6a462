import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FinanceView } from '../contracts/finance';
import { centsToDecimal } from '../contracts/money';
import { jobTickets, ledgerEntries, orders, payouts } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { newId } from '../lib/ids';
import { planInForce } from '../lib/plan-in-force';
import { type Client, makeTestApp, signUp, signUpAdmin } from '../test/harness';
import { bookAndPay, entriesOf, vendorWithServices } from './ledger-test-kit';
import { reconcile } from './reconcile';

// GET /api/admin/finance: the day's and month's money, what is owed and held, and the reconciliation.
// The clock reads Monday, November 23, 2026, 6 AM in Broken Bow.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp();
  admin = (await signUpAdmin(t.app, t.db)).client;
});

const finance = async () => {
  const res = await admin.get('/api/admin/finance');
  expect(res.status).toBe(200);
  return res.json as FinanceView;
};

/** A vendor's $300 photo booth booked for December 5 and paid by card. */
async function paidPhotoBooth() {
  const shop = await vendorWithServices(t, 'Lakeside Co');
  const customer = (await signUp(t.app)).client;
  const orderId = await bookAndPay(customer, {
    vendorId: shop.vendor.id,
    serviceId: shop.photos.id,
    selectedDate: '2026-12-05',
  });
  return { shop, orderId };
}

describe('GET /api/admin/finance', () => {
  it('is the admin\u2019s only', async () => {
    const customer = (await signUp(t.app)).client;
    expect((await customer.get('/api/admin/finance')).status).toBe(403);
    const vendor = (await signUp(t.app, 'vendor')).client;
    expect((await vendor.get('/api/admin/finance')).status).toBe(403);
  });

  it('totals today and this month in Broken Bow, what is owed and held, and says balanced', async () => {
    const shop = await vendorWithServices(t, 'Lakeside Co');
    const customer = (await signUp(t.app)).client;
    // Yesterday evening in Broken Bow (Sunday the 22nd, 11 PM: already the 23rd in UTC).
    t.clock.set('2026-11-23T05:00:00.000Z');
    const early = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.photos.id,
      selectedDate: '2026-11-25',
    });
    t.clock.set('2026-11-23T15:00:00.000Z');
    const later = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.buffet.id,
      selectedDate: '2026-12-12',
    });
    // Under 3 days: nothing back, the $300 split $15 fee and $285 to the vendor.
    await customer.post(`/api/orders/${early}/cancel`, { reason: 'Rained out' });

    const view = await finance();
    expect(view).toEqual({
      day: '2026-11-23',
      month: '2026-11',
      today: {
        charges: '200.00',
        refunds: '0.00',
        platformFees: '15.00',
        subscriptions: '0.00',
        workerPay: '0.00',
        vendorShares: '285.00',
        payouts: '0.00',
      },
      thisMonth: {
        charges: '500.00',
        refunds: '0.00',
        platformFees: '15.00',
        subscriptions: '0.00',
        workerPay: '0.00',
        vendorShares: '285.00',
        payouts: '0.00',
      },
      owed: { vendors: '285.00', workers: '0.00' },
      held: '200.00',
      balanced: true,
      problems: [],
      refusedPayouts: [],
    });
    expect(await entriesOf(t.db, later)).toHaveLength(1);
  });

  it('a stray entry inserted by hand: not balanced, and the entry and its order are named', async () => {
    const { shop, orderId } = await paidPhotoBooth();
    await t.db
      .insert(ledgerEntries)
      .values({
        id: newId(),
        key: `share:${orderId}`,
        kind: 'vendor_share',
        fromAccount: 'held',
        toAccount: `vendor:${shop.vendor.id}`,
        amountCents: 5_000,
        orderId,
      })
      .run();
    const view = await finance();
    expect(view.balanced).toBe(false);
    expect(view.problems).toEqual([
      { ref: `order:${orderId}`, message: 'Not settled, yet 5000 cents were split' },
      { ref: `order:${orderId}`, message: 'Held holds 25000 cents for it, not charge 30000 − refunds 0' },
    ]);
  });

  it('an entry about nothing, a charge changed by hand and an entry between the wrong accounts are each named', async () => {
    const { orderId } = await paidPhotoBooth();
    await t.db
      .insert(ledgerEntries)
      .values({
        id: newId(),
        key: 'gift',
        kind: 'payout',
        fromAccount: 'held',
        toAccount: 'paid_out',
        amountCents: 1,
      })
      .run();
    await t.db.update(orders).set({ amountCents: 29_999 }).where(eq(orders.id, orderId)).run();
    expect(await reconcile(t.db)).toEqual([
      {
        ref: `entry:charge:${orderId}`,
        message: 'Moves 30000 cents card → held; it should move 29999 cents card → held',
      },
      { ref: 'entry:gift', message: 'Its key does not name what a payout entry is about' },
      { ref: `order:${orderId}`, message: 'Charged 29999 cents, but the books show a charge of 30000' },
      { ref: 'entry:gift', message: 'Moves 1 cents out of held for no booking' },
    ]);
  });
});

describe('a refused payout paid again', () => {
  it('names a retry of a payout that did not fail, and of another payee’s, and lists the refusal waiting', async () => {
    const shop = await vendorWithServices(t, 'Lakeside Co');
    const payout = async (values: Partial<typeof payouts.$inferInsert>) => {
      const id = newId();
      await t.db
        .insert(payouts)
        .values({
          id,
          payeeKind: 'vendor',
          payeeId: shop.vendor.id,
          itemKey: `order:${id}`,
          amountCents: 5_000,
          provider: 'stripe',
          status: 'failed',
          lastError: 'No transfers',
          ...values,
        })
        .run();
      return id;
    };
    const refused = await payout({});
    const paid = await payout({ status: 'pending' });
    await t.db.delete(payouts).where(eq(payouts.id, paid)).run(); // no entry needed: gone again
    const stray = await payout({ itemKey: `retry:${paid}` });
    const other = await payout({ itemKey: `retry:${refused}`, payeeId: 'someone-else' });
    expect(await reconcile(t.db)).toEqual([
      { ref: `payout:${stray}`, message: 'It pays again a payout that did not fail' },
      { ref: `payout:${other}`, message: 'It pays again another payee’s or another item’s refused payout' },
    ]);
    const view = await finance();
    expect(view.refusedPayouts.map((r) => [r.payoutId, r.payee, r.amount, r.reason])).toEqual(
      expect.arrayContaining([[refused, 'Lakeside Co', '50.00', 'No transfers']]),
    );
  });
});

describe('the demo\u2019s books from the first start', () => {
  it('balance: the seeded bookings were charged (the held request not yet), the finished one settled and its job paid', async () => {
    await seedDemoData(t.db, t.clock.now());
    const view = await finance();
    expect(view.problems).toEqual([]);
    expect(view.balanced).toBe(true);

    const paid = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, t.db.select({ id: ledgerEntries.orderId }).from(ledgerEntries)))
      .all();
    expect(paid).toHaveLength(3);
    // The fourth is the demo's request: its card is only held, so nothing is in the books for it.
    const waiting = await t.db.select().from(orders).where(eq(orders.status, 'pending')).all();
    expect(waiting.map((o) => o.bookingMode)).toEqual(['request']);
    expect(paid.map((o) => o.id)).not.toContain(waiting[0]?.id);
    const [done, ...live] = paid.sort((a, b) => (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''));
    if (!done) throw new Error('no seeded booking');
    expect(done.status).toBe('completed');
    expect(done.settledAt).not.toBeNull();
    const job = await t.db.select().from(jobTickets).where(eq(jobTickets.orderId, done.id)).get();
    expect(view.held).toBe(centsToDecimal(live.reduce((sum, o) => sum + o.amountCents, 0)));
    expect(view.owed).toEqual({
      vendors: centsToDecimal(done.amountCents - done.feeCents - (job?.amountCents ?? 0)),
      workers: centsToDecimal(job?.amountCents ?? 0),
    });
    // Its vendor is one of the demo's featured ones, on a paid Featured plan: 3 %, not Basic's 5 %.
    expect(await planInForce(t.db, done.vendorId, t.clock.now())).toBe('featured');
    expect(done.feeRateBps).toBe(300);
  });
});
