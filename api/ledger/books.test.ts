import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, payouts, users } from '../db/schema';
import { newId } from '../lib/ids';
import { makeTestApp } from '../test/harness';
import { businessDayAfter } from './business-day';
import { financeView } from './finance-view';
import { approvedWorker, vendorWithServices } from './ledger-test-kit';
import { balanceOf, postEntry } from './post';
import { refusedPayouts } from './refused-payouts';

// The books' own rules, below the flows that post to them (docs/decisions/0006-money-out-ledger.md).
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const NOV_23 = new Date('2026-11-23T18:00:00.000Z'); // noon in Broken Bow
const post = (key: string, amountCents: number, from = 'card', to = 'held', now = NOV_23) =>
  t.db.transaction((tx) => postEntry(tx, { key, kind: 'charge', from, to, amountCents, now }));

describe('postEntry', () => {
  it('records a movement once: the same key again records nothing and answers false', async () => {
    expect(await post('charge:a', 2_500)).toBe(true);
    expect(await post('charge:a', 2_500)).toBe(false);
    expect(await post('charge:b', 1_000, 'held', 'card')).toBe(true);
    expect(await t.db.select().from(ledgerEntries).all()).toHaveLength(2);
    expect(await balanceOf(t.db, 'held')).toBe(1_500);
    expect(await balanceOf(t.db, 'card')).toBe(-1_500);
    expect(await balanceOf(t.db, 'revenue')).toBe(0);
  });

  it('a zero amount moves no money: nothing is recorded', async () => {
    expect(await post('charge:free', 0)).toBe(false);
    expect(await t.db.select().from(ledgerEntries).all()).toEqual([]);
  });

  it('refuses a fraction of a cent and a negative amount: a movement the other way is an entry the other way', async () => {
    await expect(post('charge:half', 12.5)).rejects.toThrow(
      'ledger: charge:half must be a whole number of cents, not below zero',
    );
    await expect(post('charge:minus', -1)).rejects.toThrow(
      'ledger: charge:minus must be a whole number of cents, not below zero',
    );
    expect(await t.db.select().from(ledgerEntries).all()).toEqual([]);
  });

  it('keeps what the entry says about itself, and nulls for what it does not', async () => {
    await t.db.transaction((tx) =>
      postEntry(tx, {
        key: 'worker:t1',
        kind: 'worker_pay',
        from: 'vendor:v1',
        to: 'worker:w1',
        amountCents: 6_000,
        orderId: 'o1',
        ticketId: 't1',
        availableOn: '2026-11-23',
        now: NOV_23,
      }),
    );
    expect(await t.db.select().from(ledgerEntries).get()).toMatchObject({
      key: 'worker:t1',
      kind: 'worker_pay',
      fromAccount: 'vendor:v1',
      toAccount: 'worker:w1',
      amountCents: 6_000,
      orderId: 'o1',
      paymentId: null,
      refundId: null,
      ticketId: 't1',
      payoutId: null,
      invoiceId: null,
      availableOn: '2026-11-23',
      createdAt: '2026-11-23T18:00:00.000Z',
    });
    // Every row an entry may record, kept as given.
    const ids = {
      orderId: 'o2',
      paymentId: 'p2',
      refundId: 'r2',
      ticketId: 't2',
      payoutId: 'f2',
      invoiceId: 'i2',
    };
    await t.db.transaction((tx) =>
      postEntry(tx, {
        key: 'refund:r2',
        kind: 'refund',
        from: 'held',
        to: 'card',
        amountCents: 100,
        ...ids,
        now: NOV_23,
      }),
    );
    expect(
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, 'refund:r2')).get(),
    ).toMatchObject({
      ...ids,
      availableOn: null,
    });
  });
});

describe('businessDayAfter', () => {
  it('is the next day from Monday to Thursday, the Monday after from Friday to Sunday', () => {
    expect(businessDayAfter('2026-11-23')).toBe('2026-11-24'); // Monday → Tuesday
    expect(businessDayAfter('2026-12-03')).toBe('2026-12-04'); // Thursday → Friday
    expect(businessDayAfter('2026-12-04')).toBe('2026-12-07'); // Friday → Monday
    expect(businessDayAfter('2026-12-05')).toBe('2026-12-07'); // Saturday → Monday
    expect(businessDayAfter('2026-12-06')).toBe('2026-12-07'); // Sunday → Monday
  });

  it('does not skip public holidays: the bank holds those', () => {
    expect(businessDayAfter('2026-12-24')).toBe('2026-12-25'); // Christmas, a Friday
    expect(businessDayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('refused payouts waiting to be paid again', () => {
  const refuse = async (
    values: Partial<typeof payouts.$inferInsert> & { payeeId: string; updatedAt: string },
  ) => {
    const id = newId();
    await t.db
      .insert(payouts)
      .values({
        id,
        payeeKind: 'vendor',
        itemKey: `order:${id}`,
        amountCents: 4_250,
        provider: 'stripe',
        status: 'failed',
        ...values,
      })
      .run();
    return id;
  };

  it('names the payee (business, person, or username), the amount and why, oldest first; a retried one is paid', async () => {
    const shop = await vendorWithServices(t, 'Lakeside Co');
    const named = await approvedWorker(t);
    const unnamed = await approvedWorker(t);
    await t.db
      .update(users)
      .set({ firstName: 'Dana', lastName: 'Fox' })
      .where(eq(users.id, named.userId))
      .run();
    await t.db
      .update(users)
      .set({ firstName: ' ', lastName: null })
      .where(eq(users.id, unnamed.userId))
      .run();
    const username = (await t.db.select().from(users).where(eq(users.id, unnamed.userId)).get())?.username;

    const toShop = await refuse({
      payeeId: shop.vendor.id,
      lastError: 'No transfers',
      updatedAt: '2026-12-10T15:00:00.000Z',
    });
    const toDana = await refuse({
      payeeKind: 'worker',
      payeeId: named.userId,
      amountCents: 6_000,
      updatedAt: '2026-12-09T15:00:00.000Z',
    });
    const toUnnamed = await refuse({
      payeeKind: 'worker',
      payeeId: unnamed.userId,
      updatedAt: '2026-12-11T15:00:00.000Z',
    });
    const toNobody = await refuse({ payeeId: 'gone', updatedAt: '2026-12-12T15:00:00.000Z' });
    const retried = await refuse({ payeeId: shop.vendor.id, updatedAt: '2026-12-01T15:00:00.000Z' });
    await t.db
      .insert(payouts)
      .values({
        id: newId(),
        payeeKind: 'vendor',
        payeeId: shop.vendor.id,
        itemKey: `retry:${retried}`,
        amountCents: 4_250,
        provider: 'stripe',
        status: 'paid',
      })
      .run();
    // Another payee's retry of the same id does not pay this one.
    const otherRetried = await refuse({ payeeId: shop.vendor.id, updatedAt: '2026-12-13T15:00:00.000Z' });
    await t.db
      .insert(payouts)
      .values({
        id: newId(),
        payeeKind: 'worker',
        payeeId: shop.vendor.id,
        itemKey: `retry:${otherRetried}`,
        amountCents: 4_250,
        provider: 'stripe',
        status: 'paid',
      })
      .run();

    expect(await refusedPayouts(t.db)).toEqual([
      {
        payoutId: toDana,
        payeeKind: 'worker',
        payee: 'Dana Fox',
        amount: '60.00',
        reason: 'Refused by Stripe',
        refusedAt: '2026-12-09T15:00:00.000Z',
      },
      {
        payoutId: toShop,
        payeeKind: 'vendor',
        payee: 'Lakeside Co',
        amount: '42.50',
        reason: 'No transfers',
        refusedAt: '2026-12-10T15:00:00.000Z',
      },
      {
        payoutId: toUnnamed,
        payeeKind: 'worker',
        payee: username,
        amount: '42.50',
        reason: 'Refused by Stripe',
        refusedAt: '2026-12-11T15:00:00.000Z',
      },
      {
        payoutId: toNobody,
        payeeKind: 'vendor',
        payee: 'Unknown payee',
        amount: '42.50',
        reason: 'Refused by Stripe',
        refusedAt: '2026-12-12T15:00:00.000Z',
      },
      {
        payoutId: otherRetried,
        payeeKind: 'vendor',
        payee: 'Lakeside Co',
        amount: '42.50',
        reason: 'Refused by Stripe',
        refusedAt: '2026-12-13T15:00:00.000Z',
      },
    ]);
  });
});

describe('the finance view', () => {
  type Kind = (typeof ledgerEntries.$inferInsert)['kind'];
  const enter = (kind: Kind, key: string, from: string, to: string, amountCents: number, createdAt: string) =>
    t.db
      .insert(ledgerEntries)
      .values({ id: newId(), key, kind, fromAccount: from, toAccount: to, amountCents, createdAt })
      .run();

  it('counts a month from its first midnight in Broken Bow to the next month’s, in December as in any month', async () => {
    // Broken Bow is 6 hours behind UTC in winter.
    await enter('charge', 'charge:nov30', 'card', 'held', 100, '2026-12-01T05:59:00.000Z'); // 11:59 PM, November 30
    await enter('charge', 'charge:dec1', 'card', 'held', 200, '2026-12-01T06:00:00.000Z'); // midnight, December 1
    await enter('charge', 'charge:dec31', 'card', 'held', 400, '2027-01-01T05:59:00.000Z'); // 11:59 PM, December 31
    await enter('charge', 'charge:jan1', 'card', 'held', 800, '2027-01-01T06:00:00.000Z'); // midnight, January 1
    const view = await financeView(t.db, new Date('2026-12-31T23:00:00.000Z')); // 5 PM, December 31
    expect(view.day).toBe('2026-12-31');
    expect(view.month).toBe('2026-12');
    expect(view.thisMonth.charges).toBe('6.00');
    expect(view.today.charges).toBe('4.00');
  });

  it('ends November, a month of 30 days, at the first midnight of December', async () => {
    await enter('charge', 'charge:nov30', 'card', 'held', 100, '2026-12-01T05:59:00.000Z'); // 11:59 PM, November 30
    await enter('charge', 'charge:dec1', 'card', 'held', 200, '2026-12-01T07:00:00.000Z'); // 1 AM, December 1
    expect((await financeView(t.db, NOV_23)).thisMonth.charges).toBe('1.00');
  });

  it('a payout given back counts against the payouts; a payee who owes is not netted against the others', async () => {
    const at = '2026-11-23T18:00:00.000Z';
    await enter('vendor_share', 'share:a', 'held', 'vendor:a', 10_000, at);
    await enter('worker_pay', 'worker:b', 'vendor:b', 'worker:w', 2_500, at);
    await enter('payout', 'payout:p1', 'vendor:a', 'paid_out', 4_000, at);
    await enter('payout', 'payout-failed:p1', 'paid_out', 'vendor:a', 4_000, at);
    await enter('payout', 'payout:p2', 'worker:w', 'paid_out', 1_000, at);
    const view = await financeView(t.db, NOV_23);
    expect(view.today.payouts).toBe('10.00');
    // Lakeside's $100 is owed; vendor b owes $25 its share has not covered yet.
    expect(view.owed).toEqual({ vendors: '100.00', workers: '15.00' });
  });
});
