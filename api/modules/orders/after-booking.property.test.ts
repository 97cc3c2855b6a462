import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import type { AdminProblem } from '../../contracts/problems';
import { jobTickets, localPaymentIntents, localRefunds, orders, refunds } from '../../db/schema';
import { approvedWorker, EVENT_ADDRESS, vendorWithServices } from '../../ledger/ledger-test-kit';
import { balanceOf, CARD } from '../../ledger/post';
import { reconcile } from '../../ledger/reconcile';
import { addService } from '../../test/fixtures';
import { makeTestApp, signUp, signUpAdmin } from '../../test/harness';
import { runPayouts } from '../payouts/payout-run';
import { BANK } from '../payouts/payout-test-kit';
import { fileReport } from '../problems/problem-test-kit';
import { completeEndedOrders } from './completion-job';
import { createHoldJob } from './hold-job';
import { settleRefunds } from './refunds';

/**
 * The attacker's harness for what happens after payment (issue 30): any sequence of changes (more or
 * fewer guests, another day; their difference paid, left unpaid or paid late), cancels, a worker
 * taking the job, the clock running on through the event, problem reports, the admin's refunds and
 * releases, and payout runs, on two bookings paid with one card payment. After every step the books
 * reconcile to the cent, and every call answers below 500. At the end, once the refunds are sent, the
 * card was charged, net of its refunds, exactly what the books say came from it.
 */
const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
const DAY = '2026-12-10';
const dayAfter = (days: number) =>
  new Date(Date.parse(`${DAY}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function world() {
  const t = await makeTestApp();
  const shop = await vendorWithServices(t, 'Cedar Smoke BBQ');
  // Priced per guest, so a change of guests moves the price both ways.
  const dinner = await addService(t.db, shop.vendor.id, {
    name: 'Plated dinner',
    category: 'catering',
    basePriceCents: 2_575,
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 60,
  });
  const worker = await approvedWorker(t);
  const { client: customer } = await signUp(t.app);
  const { client: admin } = await signUpAdmin(t.app, t.db);
  expect((await shop.owner.post(`/api/vendor/payout-account?vendorId=${shop.vendor.id}`, BANK)).status).toBe(
    200,
  );
  // Two bookings on one card payment: the dinner (per guest, with a worker's job) and the photo booth.
  for (const serviceId of [dinner.id, shop.photos.id])
    expect(
      (
        await customer.post('/api/cart/items', {
          vendorId: shop.vendor.id,
          serviceId,
          selectedDate: serviceId === dinner.id ? DAY : dayAfter(3),
          selectedTime: '18:00',
          guestCount: 20,
          eventAddress: EVENT_ADDRESS,
        })
      ).status,
    ).toBe(201);
  const intent = (await customer.post('/api/cart/checkout')).json as CheckoutIntent;
  await customer.post('/api/payments/local/confirm', { clientSecret: intent.clientSecret, ...GOOD });
  const done = (await customer.post('/api/checkout/complete', { cartId: intent.cartId }))
    .json as CheckoutResult;
  expect(done.orderIds).toHaveLength(2);
  return { t, shop, worker, customer, admin, orderIds: done.orderIds };
}
type World = Awaited<ReturnType<typeof world>>;

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('guests' as const),
      order: fc.nat(1),
      guests: fc.integer({ min: 10, max: 40 }),
      pay: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('day' as const),
      order: fc.nat(1),
      days: fc.integer({ min: -5, max: 20 }),
      pay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('payLate' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), order: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('take' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 96 }) }),
  },
  {
    weight: 3,
    // The clock goes on to a booking's start, or up to 60 hours past it (its report window, payouts).
    arbitrary: fc.record({ op: fc.constant('toEvent' as const), order: fc.nat(1), hours: fc.nat(60) }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('report' as const), order: fc.nat(1) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('resolve' as const),
      refund: fc.option(fc.integer({ min: 1, max: 60_000 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('payouts' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('double' as const), order: fc.nat(1) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Every answer is a decision (2xx, or a 4xx that says why), never a crash. */
function answered(res: { status: number; json: unknown }) {
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
  return res;
}

async function play(w: World, steps: Step[]) {
  const { t, customer, admin } = w;
  const holds = createHoldJob({ db: t.db, pay: t.payments, clock: t.clock }, 60_000);
  // The last change whose difference was left unpaid: a later step may pay it late.
  const unpaid: { change: { orderId: string; clientSecret: string } | null } = { change: null };
  const payChange = async (orderId: string, clientSecret: string) => {
    answered(await customer.post('/api/payments/local/confirm', { clientSecret, ...GOOD }));
    answered(await customer.post(`/api/orders/${orderId}/change/complete`));
  };
  const change = async (orderId: string, body: Record<string, unknown>, pay: boolean) => {
    const res = answered(await customer.post(`/api/orders/${orderId}/change`, body));
    const secret = res.status === 200 ? (res.json as BookingChangeResult).clientSecret : null;
    if (secret && pay) await payChange(orderId, secret);
    else if (secret) unpaid.change = { orderId, clientSecret: secret };
  };
  const sendRefunds = async () =>
    settleRefunds(
      { db: t.db, pay: t.payments },
      (await t.db.select({ id: refunds.id }).from(refunds).all()).map((r) => r.id),
    );

  const startOf = async (orderId: string) =>
    (await t.db.select({ startsAt: orders.startsAt }).from(orders).where(eq(orders.id, orderId)).get())
      ?.startsAt ?? '';

  for (const s of steps) {
    const orderId = 'order' in s ? (w.orderIds[s.order] ?? '') : '';
    if (s.op === 'guests') await change(orderId, { guestCount: s.guests }, s.pay);
    else if (s.op === 'day') await change(orderId, { scheduledDate: dayAfter(s.days) }, s.pay);
    else if (s.op === 'payLate') {
      if (unpaid.change) await payChange(unpaid.change.orderId, unpaid.change.clientSecret);
      unpaid.change = null;
    } else if (s.op === 'cancel') answered(await customer.post(`/api/orders/${orderId}/cancel`, {}));
    else if (s.op === 'double')
      // A double tap: a change and a cancel of the same booking at once.
      await Promise.all([
        change(orderId, { guestCount: 30 }, true),
        customer.post(`/api/orders/${orderId}/cancel`, {}).then(answered),
      ]);
    else if (s.op === 'take') {
      const open = await t.db.select().from(jobTickets).where(eq(jobTickets.status, 'pending')).get();
      if (open) answered(await w.worker.client.post(`/api/job-tickets/${open.id}/accept`, {}));
    } else if (s.op === 'time' || s.op === 'toEvent') {
      const from = s.op === 'time' ? t.clock.now().getTime() : Date.parse(await startOf(orderId));
      t.clock.set(new Date(Math.max(t.clock.now().getTime(), from + s.hours * 3_600_000)).toISOString());
      await holds.run();
      await completeEndedOrders(t.db, t.clock.now());
      await sendRefunds();
    } else if (s.op === 'report') answered(await fileReport(customer, orderId));
    else if (s.op === 'resolve') {
      // Weeks of clock later the admin's session has ended (401): nothing is resolved then.
      const res = answered(await admin.get('/api/admin/problems'));
      const open =
        res.status === 200 ? (res.json as AdminProblem[]).find((p) => p.status === 'open') : undefined;
      if (res.status !== 200) expect(res.status).toBe(401);
      if (open)
        answered(
          await admin.post(
            `/api/admin/problems/${open.id}/resolve`,
            s.refund === null
              ? { action: 'release', note: 'The vendor came.' }
              : { action: 'refund', refundAmount: (s.refund / 100).toFixed(2), note: 'Partly refunded.' },
          ),
        );
    } else await runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
    expect(await reconcile(t.db), JSON.stringify(s)).toEqual([]);
  }

  // Later: the refunds all reach the card, and the card's story matches the books to the cent.
  await sendRefunds();
  const pending = (await t.db.select().from(refunds).all()).filter((r) => r.status !== 'succeeded');
  expect(pending).toEqual([]);
  const taken = (await t.db.select().from(localPaymentIntents).all())
    .filter((i) => i.status === 'succeeded')
    .reduce((sum, i) => sum + (i.capturedCents ?? i.amountCents), 0);
  const given = (await t.db.select().from(localRefunds).all()).reduce((sum, r) => sum + r.amountCents, 0);
  expect(taken - given).toBe(-(await balanceOf(t.db, CARD)));
  expect(await reconcile(t.db)).toEqual([]);
}

describe('after payment, any sequence of changes, cancels, reports and payouts', () => {
  it('keeps the books balanced to the cent and the card charged exactly what they say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 18 }), async (steps) => {
        await play(await world(), steps);
      }),
      { numRuns: 50 },
    );
  }, 240_000);
});
