import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bookingChanges,
  jobTickets,
  ledgerEntries,
  orders,
  payments,
  payouts,
  planInvoices,
  planSubscriptions,
  problemReports,
  refundParts,
  refunds,
  tips,
} from '../db/schema';
import { newId } from '../lib/ids';
import { addJob } from '../test/fixtures';
import { makeTestApp, signUp } from '../test/harness';
import { approvedWorker, bookAndPay, orderRow, putOnPlan, vendorWithServices } from './ledger-test-kit';
import { reconcile } from './reconcile';

// Each way the books can disagree with the rows they record is named once, with its amounts
// (docs/decisions/0006-money-out-ledger.md). One world: Lakeside Co's $300 photo booth booked for
// Saturday, December 5 and paid by card (Basic plan: $15 fee), and an approved worker. The clock
// reads Monday, November 23, 2026.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: string;
let worker: string;
let customerId: string;
let customer: Awaited<ReturnType<typeof signUp>>['client'];
let orderId: string;
let ownerId: string;

beforeEach(async () => {
  t = await makeTestApp();
  const shop = await vendorWithServices(t, 'Lakeside Co');
  vendor = shop.vendor.id;
  ownerId = shop.ownerId;
  worker = (await approvedWorker(t)).userId;
  const signedUp = await signUp(t.app);
  customer = signedUp.client;
  customerId = signedUp.user.id;
  orderId = await bookAndPay(customer, {
    vendorId: vendor,
    serviceId: shop.photos.id,
    selectedDate: '2026-12-05',
  });
});

type EntryRow = typeof ledgerEntries.$inferInsert;
/** A refund's one part, on its booking's payment (api/modules/orders/refund-parts.ts). */
const partOnPayment = async (refundId: string, paymentId: string | null, amountCents: number) =>
  t.db
    .insert(refundParts)
    .values({
      id: newId(),
      refundId,
      intentId:
        (
          await t.db
            .select()
            .from(payments)
            .where(eq(payments.id, paymentId ?? ''))
            .get()
        )?.intentId ?? '',
      amountCents,
    })
    .run();
const enter = (entry: Omit<EntryRow, 'id'>) =>
  t.db
    .insert(ledgerEntries)
    .values({ id: newId(), ...entry })
    .run();
const payout = async (values: Partial<typeof payouts.$inferInsert> & { amountCents: number }) => {
  const id = newId();
  await t.db
    .insert(payouts)
    .values({
      id,
      payeeKind: 'vendor',
      payeeId: vendor,
      itemKey: `order:${id}`,
      provider: 'local',
      ...values,
    })
    .run();
  return id;
};
/** An invoice of Lakeside Co's Featured plan for the month from `periodStart`. */
const invoice = async (status: 'open' | 'paid', amountCents: number, periodStart = '2026-11-23') => {
  await putOnPlan(t.db, vendor, ownerId, 'featured');
  const subscription = await t.db
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.vendorId, vendor))
    .get();
  const id = newId();
  await t.db
    .insert(planInvoices)
    .values({
      id,
      subscriptionId: subscription?.id ?? '',
      tier: 'featured',
      amountCents,
      periodStart,
      periodEnd: '2026-12-23',
      status,
    })
    .run();
  return id;
};
const completedJob = (amountCents: number, status: 'completed' | 'accepted' = 'completed') =>
  addJob(t.db, { customerId, vendorId: vendor, amountCents, ticket: { status, assignedWorkerId: worker } });

/** A completed job's pay, from its vendor to its worker. */
const payEntry = (job: { id: string; orderId: string }, amountCents: number) =>
  enter({
    key: `worker:${job.id}`,
    kind: 'worker_pay',
    fromAccount: `vendor:${vendor}`,
    toAccount: `worker:${worker}`,
    amountCents,
    orderId: job.orderId,
    ticketId: job.id,
  });
/** The vendor's payout leaving the books. */
const payoutEntry = (payoutId: string, amountCents: number) =>
  enter({
    key: `payout:${payoutId}`,
    kind: 'payout',
    fromAccount: `vendor:${vendor}`,
    toAccount: 'paid_out',
    amountCents,
    payoutId,
  });
/** A refused payout's money given back to the vendor. */
const returnEntry = (payoutId: string, amountCents: number) =>
  enter({
    key: `payout-failed:${payoutId}`,
    kind: 'payout',
    fromAccount: 'paid_out',
    toAccount: `vendor:${vendor}`,
    amountCents,
    payoutId,
  });

describe('reconcile: an entry is the movement its key names', () => {
  it('an untouched paid booking balances', async () => {
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('names each entry about a row that does not exist, or whose key and row disagree', async () => {
    await enter({
      key: 'charge:ghost',
      kind: 'charge',
      fromAccount: 'card',
      toAccount: 'held',
      amountCents: 100,
      orderId: 'ghost',
    });
    await enter({
      key: 'charge:elsewhere',
      kind: 'charge',
      fromAccount: 'card',
      toAccount: 'held',
      amountCents: 100,
      orderId: 'ghost',
    });
    await enter({
      key: 'refund:none',
      kind: 'refund',
      fromAccount: 'held',
      toAccount: 'card',
      amountCents: 200,
      orderId: 'ghost',
      refundId: 'none',
    });
    await enter({
      key: 'worker:none',
      kind: 'worker_pay',
      fromAccount: `vendor:${vendor}`,
      toAccount: `worker:${worker}`,
      amountCents: 6_000,
      ticketId: 'none',
    });
    await enter({
      key: 'payout:none',
      kind: 'payout',
      fromAccount: `vendor:${vendor}`,
      toAccount: 'paid_out',
      amountCents: 100,
      payoutId: 'none',
    });
    await enter({
      key: 'invoice:none',
      kind: 'subscription_invoice',
      fromAccount: 'card',
      toAccount: 'revenue',
      amountCents: 100,
      invoiceId: 'none',
    });
    expect(await reconcile(t.db)).toEqual([
      { ref: 'entry:charge:ghost', message: 'No such booking' },
      { ref: 'entry:charge:elsewhere', message: 'Its key does not name what a charge entry is about' },
      { ref: 'entry:refund:none', message: 'No such refund for this booking' },
      { ref: 'entry:worker:none', message: 'No completed job for this pay' },
      { ref: 'entry:payout:none', message: 'No such payout' },
      { ref: 'entry:invoice:none', message: 'No paid invoice for it' },
    ]);
  });

  it('a key names its kind’s fact: another kind’s prefix, or a refusal’s given back on a charge, is named', async () => {
    const charge = (key: string, orderId: string) =>
      enter({ key, kind: 'charge', fromAccount: 'card', toAccount: 'held', amountCents: 100, orderId });
    await charge('share:ghost', 'ghost');
    // Only a payout is given back under `payout-failed:`, and only a job's pay is overtime.
    await charge('payout-failed:ghost', 'ghost');
    await charge('overtime:ghost', 'ghost');
    // A key with no id names the empty one: no booking has it.
    await charge('charge', '');
    expect(await reconcile(t.db)).toEqual([
      { ref: 'entry:share:ghost', message: 'Its key does not name what a charge entry is about' },
      { ref: 'entry:payout-failed:ghost', message: 'Its key does not name what a charge entry is about' },
      { ref: 'entry:overtime:ghost', message: 'Its key does not name what a charge entry is about' },
      { ref: 'entry:charge', message: 'No such booking' },
    ]);
  });

  it('money in held for no booking is named with its direction; an entry of 0 cents moves none', async () => {
    const intoHeld = (invoiceId: string, amountCents: number) =>
      enter({
        key: `invoice:${invoiceId}`,
        kind: 'subscription_invoice',
        fromAccount: 'card',
        toAccount: 'held',
        amountCents,
        invoiceId,
      });
    await intoHeld('none', 2_900);
    await intoHeld('nothing', 0);
    expect(await reconcile(t.db)).toEqual([
      { ref: 'entry:invoice:none', message: 'No paid invoice for it' },
      { ref: 'entry:invoice:nothing', message: 'No paid invoice for it' },
      { ref: 'entry:invoice:none', message: 'Moves 2900 cents into held for no booking' },
    ]);
  });

  it('names an entry between the wrong accounts or for another amount than its row', async () => {
    const job = await completedJob(6_000);
    await payEntry(job, 5_000);
    // A worker's payout leaves the worker's account, not a vendor's of the same id.
    const toWorker = await payout({
      payeeKind: 'worker',
      payeeId: worker,
      amountCents: 6_000,
      status: 'paid',
    });
    await enter({
      key: `payout:${toWorker}`,
      kind: 'payout',
      fromAccount: `vendor:${worker}`,
      toAccount: 'paid_out',
      amountCents: 6_000,
      payoutId: toWorker,
    });
    const paid = await invoice('paid', 2_900);
    await enter({
      key: `invoice:${paid}`,
      kind: 'subscription_invoice',
      fromAccount: 'card',
      toAccount: 'held',
      amountCents: 2_900,
      invoiceId: paid,
    });
    const order = await orderRow(t.db, orderId);
    const refundId = newId();
    await t.db
      .insert(refunds)
      .values({
        id: refundId,
        orderId,
        key: `cancel:${orderId}`,
        paymentId: order.paymentId ?? '',
        amountCents: 5_000,
        requestedBy: 'admin',
      })
      .run();
    await partOnPayment(refundId, order.paymentId, 5_000);
    await enter({
      key: `refund:${refundId}`,
      kind: 'refund',
      fromAccount: 'held',
      toAccount: 'revenue',
      amountCents: 5_000,
      orderId,
      refundId,
    });
    expect(await reconcile(t.db)).toEqual([
      {
        ref: `entry:worker:${job.id}`,
        message: `Moves 5000 cents vendor:${vendor} → worker:${worker}; it should move 6000 cents vendor:${vendor} → worker:${worker}`,
      },
      {
        ref: `entry:payout:${toWorker}`,
        message: `Moves 6000 cents vendor:${worker} → paid_out; it should move 6000 cents worker:${worker} → paid_out`,
      },
      {
        ref: `entry:invoice:${paid}`,
        message: 'Moves 2900 cents card → held; it should move 2900 cents card → revenue',
      },
      {
        ref: `entry:refund:${refundId}`,
        message: 'Moves 5000 cents held → revenue; it should move 5000 cents held → card',
      },
      // The invoice's money went into held, where no booking accounts for it.
      { ref: `entry:invoice:${paid}`, message: 'Moves 2900 cents into held for no booking' },
    ]);
  });

  it('a fee goes to revenue and a share to the booking’s vendor, from held', async () => {
    await enter({
      key: `fee:${orderId}`,
      kind: 'platform_fee',
      fromAccount: 'held',
      toAccount: `vendor:${vendor}`,
      amountCents: 1_500,
      orderId,
    });
    await enter({
      key: `share:${orderId}`,
      kind: 'vendor_share',
      fromAccount: 'held',
      toAccount: 'revenue',
      amountCents: 28_500,
      orderId,
    });
    expect(await reconcile(t.db)).toEqual([
      {
        ref: `entry:fee:${orderId}`,
        message: `Moves 1500 cents held → vendor:${vendor}; it should move 1500 cents held → revenue`,
      },
      {
        ref: `entry:share:${orderId}`,
        message: `Moves 28500 cents held → revenue; it should move 28500 cents held → vendor:${vendor}`,
      },
      { ref: `order:${orderId}`, message: 'Not settled, yet 30000 cents were split' },
      { ref: `order:${orderId}`, message: 'Held holds 0 cents for it, not charge 30000 − refunds 0' },
    ]);
  });

  it('a booking not settled has nothing split: a $15 fee and a $15 share make 3000 cents too many', async () => {
    await enter({
      key: `fee:${orderId}`,
      kind: 'platform_fee',
      fromAccount: 'held',
      toAccount: 'revenue',
      amountCents: 1_500,
      orderId,
    });
    await enter({
      key: `share:${orderId}`,
      kind: 'vendor_share',
      fromAccount: 'held',
      toAccount: `vendor:${vendor}`,
      amountCents: 1_500,
      orderId,
    });
    expect(await reconcile(t.db)).toEqual([
      { ref: `order:${orderId}`, message: 'Not settled, yet 3000 cents were split' },
      { ref: `order:${orderId}`, message: 'Held holds 27000 cents for it, not charge 30000 − refunds 0' },
    ]);
  });
});

describe('reconcile: every booking’s charge accounted to the cent', () => {
  it('a settled booking: refund, fee and share add up to the charge, the fee capped at what was kept, held empty', async () => {
    // 12 days out: $291 back, the $15 fee capped at the $9 kept, nothing to the vendor.
    await customer.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' });
    expect(await reconcile(t.db)).toEqual([]);
    await t.db
      .update(ledgerEntries)
      .set({ amountCents: 1_000 })
      .where(eq(ledgerEntries.key, `fee:${orderId}`))
      .run();
    expect(await reconcile(t.db)).toEqual([
      { ref: `order:${orderId}`, message: 'Charge 30000 ≠ refunds 29100 + fee 1000 + vendor share 0' },
      { ref: `order:${orderId}`, message: "Fee 1000 cents is not the order's 1500 capped at what was kept" },
      { ref: `order:${orderId}`, message: 'Settled, yet held still holds -100 cents for it' },
    ]);
  });

  it('a booking completed or cancelled whose money was never split', async () => {
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId)).run();
    expect(await reconcile(t.db)).toEqual([
      { ref: `order:${orderId}`, message: 'The booking is completed but its money was never split' },
    ]);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId)).run();
    expect(await reconcile(t.db)).toEqual([
      { ref: `order:${orderId}`, message: 'The booking is cancelled but its money was never split' },
    ]);
    // A booking never charged (a $0 checkout) has nothing to split.
    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, orderId)).run();
    const free = (await addJob(t.db, { customerId, vendorId: vendor })).orderId;
    await t.db.update(orders).set({ status: 'completed', amountCents: 0 }).where(eq(orders.id, free)).run();
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('a captured hold charged each booking all of its $300 or nothing, and adds up to what was captured', async () => {
    const paymentId = (await orderRow(t.db, orderId)).paymentId ?? '';
    const capture = (capturedCents: number) =>
      t.db
        .update(payments)
        .set({ holdStatus: 'captured', capturedCents })
        .where(eq(payments.id, paymentId))
        .run();
    const chargeBooks = (amountCents: number) =>
      t.db
        .update(ledgerEntries)
        .set({ amountCents })
        .where(eq(ledgerEntries.key, `charge:${orderId}`))
        .run();
    await capture(30_000);
    expect(await reconcile(t.db)).toEqual([]);
    await capture(25_000);
    expect(await reconcile(t.db)).toEqual([
      {
        ref: `payment:${paymentId}`,
        message: "Captured 25000 cents, but its bookings' charges add up to 30000",
      },
    ]);
    await capture(20_000);
    await chargeBooks(20_000);
    expect(await reconcile(t.db)).toEqual([
      {
        ref: `entry:charge:${orderId}`,
        message: 'Moves 20000 cents card → held; it should move 30000 cents card → held',
      },
      {
        ref: `order:${orderId}`,
        message: 'A captured hold charges all 30000 cents or none, but the books show 20000',
      },
    ]);
    // The booking did not go ahead: nothing charged, nothing captured.
    await capture(0);
    await t.db
      .delete(ledgerEntries)
      .where(eq(ledgerEntries.key, `charge:${orderId}`))
      .run();
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('refunds that take more from a payment than it took for the booking', async () => {
    const order = await orderRow(t.db, orderId);
    const refund = async (amountCents: number, status: 'failed' | 'succeeded') => {
      const id = newId();
      await t.db
        .insert(refunds)
        .values({
          id,
          orderId,
          key: `change:${id}`,
          kind: 'change',
          paymentId: order.paymentId ?? '',
          amountCents,
          requestedBy: 'admin',
        })
        .run();
      await partOnPayment(id, order.paymentId, amountCents);
      if (status === 'failed')
        await t.db.update(refundParts).set({ status }).where(eq(refundParts.refundId, id)).run();
    };
    const overdrawn = async () => (await reconcile(t.db)).filter((p) => p.message.startsWith('Refunds take'));
    await refund(20_000, 'succeeded');
    // A failed part took nothing back: only the others count against the $300.
    await refund(25_000, 'failed');
    await refund(10_000, 'succeeded');
    expect(await overdrawn()).toEqual([]); // all of it, and no more
    await refund(5_000, 'succeeded');
    const intentId = (
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.id, order.paymentId ?? ''))
        .get()
    )?.intentId;
    expect(await overdrawn()).toEqual([
      {
        ref: `order:${orderId}`,
        message: `Refunds take 35000 cents from ${intentId}, which took 30000 for it`,
      },
    ]);
  });

  it('a refund recorded without its entry, and a charge for a payment that asked no provider', async () => {
    const order = await orderRow(t.db, orderId);
    const refundId = newId();
    await t.db
      .insert(refunds)
      .values({
        id: refundId,
        orderId,
        key: `cancel:${orderId}`,
        paymentId: order.paymentId ?? '',
        amountCents: 5_000,
        requestedBy: 'admin',
      })
      .run();
    await partOnPayment(refundId, order.paymentId, 5_000);
    expect(await reconcile(t.db)).toEqual([
      { ref: `order:${orderId}`, message: 'Refunds recorded 5000 cents, the books 0' },
    ]);
    await t.db.delete(refundParts).run();
    await t.db.delete(refunds).run();
    await t.db
      .update(payments)
      .set({ provider: 'none' })
      .where(eq(payments.id, order.paymentId ?? ''))
      .run();
    expect(await reconcile(t.db)).toEqual([
      { ref: `order:${orderId}`, message: 'Charged 0 cents, but the books show a charge of 30000' },
    ]);
  });
});

describe('reconcile: payouts, invoices and jobs each have their entry', () => {
  it('a payout without its entry, a refusal not given back, one given back that did not fail', async () => {
    const unwritten = await payout({ amountCents: 1_000 });
    const refused = await payout({ amountCents: 2_000, status: 'failed' });
    await payoutEntry(refused, 2_000);
    const givenBack = await payout({ amountCents: 3_000, status: 'failed' });
    await payoutEntry(givenBack, 3_000);
    await returnEntry(givenBack, 3_000);
    // Refused before its entry was written: nothing to give back.
    await payout({ amountCents: 4_000, status: 'failed' });
    const paid = await payout({ amountCents: 5_000, status: 'paid' });
    await payoutEntry(paid, 5_000);
    await returnEntry(paid, 5_000);
    expect(await reconcile(t.db)).toEqual([
      { ref: `entry:payout-failed:${paid}`, message: 'A payout given back that did not fail' },
      { ref: `payout:${unwritten}`, message: 'A payout of 1000 cents has no entry in the books' },
      { ref: `payout:${refused}`, message: 'A refused payout of 2000 cents was not given back' },
    ]);
  });

  it('a retry pays again the same payee’s refused payout for the same item, at most its amount', async () => {
    const refused = (values: Partial<typeof payouts.$inferInsert>) =>
      payout({ amountCents: 4_000, status: 'failed', orderId, ...values });
    const retry = async (
      of: string,
      values: Partial<typeof payouts.$inferInsert> & { amountCents: number },
    ) => {
      const id = await payout({ itemKey: `retry:${of}`, orderId, status: 'paid', ...values });
      await enter({
        key: `payout:${id}`,
        kind: 'payout',
        fromAccount: `${values.payeeKind ?? 'vendor'}:${values.payeeId ?? vendor}`,
        toAccount: 'paid_out',
        amountCents: values.amountCents,
        payoutId: id,
      });
      return id;
    };
    await retry(await refused({}), { amountCents: 4_000 });
    const more = await retry(await refused({}), { amountCents: 4_001 });
    const otherKind = await retry(await refused({}), { amountCents: 4_000, payeeKind: 'worker' });
    const otherOrder = await retry(await refused({}), { amountCents: 4_000, orderId: 'another-booking' });
    const otherJob = await retry(await refused({ ticketId: 'job-1' }), {
      amountCents: 4_000,
      ticketId: 'job-2',
    });
    expect(await reconcile(t.db)).toEqual([
      { ref: `payout:${more}`, message: 'It pays 4001 cents again for a refused payout of 4000' },
      {
        ref: `payout:${otherKind}`,
        message: 'It pays again another payee’s or another item’s refused payout',
      },
      {
        ref: `payout:${otherOrder}`,
        message: 'It pays again another payee’s or another item’s refused payout',
      },
      {
        ref: `payout:${otherJob}`,
        message: 'It pays again another payee’s or another item’s refused payout',
      },
    ]);
  });

  it('a paid invoice and a completed job’s pay are in the books; an open invoice and unpaid work are not yet', async () => {
    const paid = await invoice('paid', 2_900);
    await invoice('open', 2_900, '2026-12-23');
    const job = await completedJob(6_000);
    await completedJob(0);
    await completedJob(6_000, 'accepted');
    expect(await reconcile(t.db)).toEqual([
      { ref: `invoice:${paid}`, message: 'A paid invoice of 2900 cents has no entry in the books' },
      { ref: `ticket:${job.id}`, message: "A completed job's pay of 6000 cents is not in the books" },
    ]);
    await enter({
      key: `invoice:${paid}`,
      kind: 'subscription_invoice',
      fromAccount: 'card',
      toAccount: 'revenue',
      amountCents: 2_900,
      invoiceId: paid,
    });
    await payEntry(job, 6_000);
    expect(await reconcile(t.db)).toEqual([]);
  });
});

describe('reconcile: changes, problem reports, tips and overtime each have their entry', () => {
  const change = async (status: 'accepted' | 'declined', toAmountCents: number, onOrder = orderId) => {
    const id = newId();
    await t.db
      .insert(bookingChanges)
      .values({ id, orderId: onOrder, customerId, status, fromAmountCents: 30_000, toAmountCents })
      .run();
    return id;
  };
  const report = async (values: Partial<typeof problemReports.$inferInsert>) => {
    const id = newId();
    await t.db
      .insert(problemReports)
      .values({ id, orderId, customerId, vendorId: vendor, kind: 'late', details: 'An hour late', ...values })
      .run();
    return id;
  };
  const tip = async (
    status: 'paid' | 'open',
    amountCents: number,
    payeeKind: 'vendor' | 'worker' = 'vendor',
  ) => {
    const id = newId();
    await t.db
      .insert(tips)
      .values({
        id,
        orderId,
        customerId,
        payeeKind,
        payeeId: payeeKind === 'vendor' ? vendor : worker,
        amountCents,
        provider: 'local',
        intentId: `pi_${id}`,
        status,
      })
      .run();
    return id;
  };

  it('names each fact whose money is missing from the books, with its amount', async () => {
    const raised = await change('accepted', 35_000);
    await change('accepted', 25_000); // a lower price takes nothing more from the card
    await change('declined', 40_000);
    const paidTip = await tip('paid', 500);
    await tip('open', 700, 'worker');
    const job = await completedJob(6_000);
    const holding = await report({ heldCents: 5_000 });
    // A report on the job's booking (one report a booking).
    const refunded = await report({ orderId: job.orderId, status: 'refunded', refundCents: 2_500 });
    await t.db
      .update(jobTickets)
      .set({ overtimeMinutes: 30, overtimeStatus: 'approved' })
      .where(eq(jobTickets.id, job.id))
      .run();
    await payEntry(job, 6_000);
    expect(await reconcile(t.db)).toEqual([
      { ref: `change:${raised}`, message: 'An accepted change’s higher price is not in the books' },
      { ref: `tip:${paidTip}`, message: 'A paid tip of 500 cents has no entry in the books' },
      { ref: `report:${holding}`, message: 'Holds 5000 cents with no entry in the books' },
      { ref: `report:${refunded}`, message: 'Refunded 2500 cents, but no such refund is recorded for it' },
      { ref: `ticket:${job.id}`, message: 'Approved overtime of 1000 cents is not in the books' },
    ]);
  });

  it('a refunded report whose refund is for another amount than it records', async () => {
    const refundId = newId();
    const reported = await report({ status: 'refunded', refundCents: 2_500, refundId });
    await t.db
      .insert(refunds)
      .values({
        id: refundId,
        orderId,
        kind: 'report',
        key: `report:${reported}`,
        paymentId: (await orderRow(t.db, orderId)).paymentId ?? '',
        amountCents: 2_000,
        requestedBy: 'admin',
      })
      .run();
    expect((await reconcile(t.db)).filter((p) => p.ref.startsWith('report:'))).toEqual([
      { ref: `report:${reported}`, message: 'Refunded 2500 cents, but no such refund is recorded for it' },
    ]);
    await t.db.update(refunds).set({ amountCents: 2_500 }).where(eq(refunds.id, refundId)).run();
    expect((await reconcile(t.db)).filter((p) => p.ref.startsWith('report:'))).toEqual([]);
  });

  it('names each entry of theirs that no fact stands behind, or whose fact is another booking’s', async () => {
    const job = await completedJob(6_000);
    const unstaffed = await completedJob(6_000);
    await t.db
      .update(jobTickets)
      .set({ status: 'cancelled', assignedWorkerId: null })
      .where(eq(jobTickets.id, unstaffed.id))
      .run();
    const open = await report({});
    const accepted = await change('accepted', 35_000, job.orderId);
    const paidTip = await tip('paid', 500);
    const fact = (key: string, kind: EntryRow['kind'], values: Partial<EntryRow> = {}) =>
      enter({ key, kind, fromAccount: 'card', toAccount: 'held', amountCents: 100, orderId, ...values });
    await fact(`overtime:${job.id}`, 'worker_pay', { ticketId: job.id });
    await fact(`cancel-fee:${job.id}`, 'worker_cancel_fee', { ticketId: job.id });
    await fact(`cancel-fee:${unstaffed.id}`, 'worker_cancel_fee', { ticketId: unstaffed.id });
    await fact('cancel-fee:no-such-job', 'worker_cancel_fee', { ticketId: 'no-such-job' });
    await fact('change:no-such-change', 'change_charge');
    await fact(`change:${accepted}`, 'change_charge');
    await fact('dispute-hold:no-such-report', 'dispute_hold');
    await fact(`dispute-hold:${open}`, 'dispute_hold', { orderId: job.orderId });
    await fact(`dispute-release:${open}`, 'dispute_release');
    await fact('tip:no-such-tip', 'tip');
    await fact(`tip:${paidTip}`, 'tip', { orderId: job.orderId });
    const problems = (await reconcile(t.db)).filter((p) => p.ref.startsWith('entry:'));
    expect(problems).toEqual([
      { ref: `entry:overtime:${job.id}`, message: 'Overtime paid that its vendor did not approve' },
      { ref: `entry:cancel-fee:${job.id}`, message: 'No cancelled job of a worker for this fee' },
      { ref: `entry:cancel-fee:${unstaffed.id}`, message: 'No cancelled job of a worker for this fee' },
      { ref: 'entry:cancel-fee:no-such-job', message: 'No cancelled job of a worker for this fee' },
      { ref: 'entry:change:no-such-change', message: 'No accepted change of this booking for it' },
      { ref: `entry:change:${accepted}`, message: 'No accepted change of this booking for it' },
      { ref: 'entry:dispute-hold:no-such-report', message: 'No such problem report for this booking' },
      { ref: `entry:dispute-hold:${open}`, message: 'No such problem report for this booking' },
      { ref: `entry:dispute-release:${open}`, message: 'Given back while its report is still open' },
      { ref: 'entry:tip:no-such-tip', message: 'No paid tip of this booking for it' },
      { ref: `entry:tip:${paidTip}`, message: 'No paid tip of this booking for it' },
    ]);
  });
});
