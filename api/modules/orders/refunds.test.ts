import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import { insertionOrder } from '../../db/dialect';
import { jobLeases, notifications, payments, refundParts, refunds } from '../../db/schema';
import { changeWorld, vendorCancelOf } from './booking-change-test-kit';
import { cancelOrder } from './cancel-order';
import { splitRefund } from './refund-parts';
import { createRefundSweeper, settleRefunds } from './refunds';

// The world of booking changes: Mon 2026-11-23 12:00 UTC; 20 guests at Lakeside Co's $50.00 buffet
// on Thu Dec 10: $1,000.00. Cancelled by the vendor, all of it comes back.
let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

type Pay = typeof w.t.payments;
/**
 * The embedded provider, with what it is asked written down (the intent of each refund made, the id
 * of each refund read back); the first `failing` refunds fail.
 */
function watchedPay(failing = 0) {
  const asked: string[] = [];
  let left = failing;
  const pay: Pay = {
    ...w.t.payments,
    refund: async (args) => {
      asked.push(args.intentId);
      if (left-- > 0) throw new Error('The card network is unreachable');
      return w.t.payments.refund(args);
    },
    retrieveRefund: async (id) => {
      asked.push(`read ${id}`);
      return w.t.payments.retrieveRefund(id);
    },
  };
  return { deps: { db: w.t.db, pay }, asked };
}
const vendorCancels = (deps: ReturnType<typeof watchedPay>['deps'], orderId: string) =>
  cancelOrder(deps, vendorCancelOf(orderId, w.t.clock.now()));
const refundOf = (orderId: string) => w.t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).get();
const partsOf = (refundId: string) =>
  w.t.db
    .select()
    .from(refundParts)
    .where(eq(refundParts.refundId, refundId))
    .orderBy(insertionOrder(refundParts))
    .all();
const refundNotices = () =>
  w.t.db.select().from(notifications).where(eq(notifications.kind, 'refund-issued')).all();

describe('settling refunds with the provider', () => {
  it('a failed call is counted on its part with its error; the next call settles it, counted again', async () => {
    const { orderId } = await w.bookBuffet();
    const down = watchedPay(1);
    await vendorCancels(down.deps, orderId);
    const refundId = (await refundOf(orderId))?.id ?? '';
    expect(await partsOf(refundId)).toMatchObject([
      { status: 'pending', attempts: 1, lastError: 'The card network is unreachable' },
    ]);
    await settleRefunds(watchedPay().deps, [refundId]);
    expect(await partsOf(refundId)).toMatchObject([{ status: 'succeeded', attempts: 2, lastError: null }]);
    expect((await refundOf(orderId))?.status).toBe('succeeded');
  });

  it('a refund of two parts whose second failed asks again for that part only', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    expect((await w.payDifference(client, orderId, answer)).status).toBe(200);
    // The first call (the change's $250.00) goes through, the second (the booking's) fails.
    const flaky = watchedPay(0);
    const failSecond: Pay = {
      ...flaky.deps.pay,
      refund: async (args) => {
        if (flaky.asked.length === 1) {
          flaky.asked.push(args.intentId);
          throw new Error('The card network is unreachable');
        }
        return flaky.deps.pay.refund(args);
      },
    };
    await vendorCancels({ db: w.t.db, pay: failSecond }, orderId);
    const refundId = (await refundOf(orderId))?.id ?? '';
    expect((await partsOf(refundId)).map((p) => p.status)).toEqual(['succeeded', 'pending']);
    const again = watchedPay();
    await settleRefunds(again.deps, [refundId]);
    expect(again.asked).toEqual([(await partsOf(refundId))[1]?.intentId]);
    expect(await w.providerRefundCents()).toEqual([25_000, 100_000]);
    expect((await refundOf(orderId))?.status).toBe('succeeded');
  });

  it('two settles of one refund at once: one refund at the provider, told once', async () => {
    const { orderId } = await w.bookBuffet();
    const down = watchedPay(1);
    await vendorCancels(down.deps, orderId);
    const refundId = (await refundOf(orderId))?.id ?? '';
    const { deps } = watchedPay();
    await Promise.all([settleRefunds(deps, [refundId]), settleRefunds(deps, [refundId])]);
    expect((await refundOf(orderId))?.status).toBe('succeeded');
    expect(await w.providerRefundCents()).toEqual([100_000]);
    expect(await refundNotices()).toHaveLength(1);
  });
});

describe('the refund sweeper', () => {
  it('leaves the refunds to another instance that holds its lease', async () => {
    const { orderId } = await w.bookBuffet();
    await vendorCancels(watchedPay(1).deps, orderId);
    await w.t.db
      .insert(jobLeases)
      .values({ name: 'refunds', holder: 'other-host:1:abcd', expiresAt: '2099-01-01T00:00:00.000Z' })
      .run();
    await createRefundSweeper({ db: w.t.db, pay: w.t.payments }).sweep();
    expect((await refundOf(orderId))?.status).toBe('pending');
    expect(await w.providerRefundCents()).toEqual([]);
  });
});

describe('what a refund is taken from', () => {
  it('more than the booking’s payments still hold is refused inside the transaction, with what is left', async () => {
    const { orderId } = await w.bookBuffet();
    await expect(splitRefund(w.t.db, orderId, 100_001)).rejects.toThrow(
      "Only $1,000.00 of this booking's payments can still be refunded",
    );
    const payment = await w.t.db
      .select()
      .from(payments)
      .where(eq(payments.id, (await w.order(orderId))?.paymentId ?? ''))
      .get();
    expect(await splitRefund(w.t.db, orderId, 100_000)).toEqual([
      { intentId: payment?.intentId, amountCents: 100_000 },
    ]);
  });
});
