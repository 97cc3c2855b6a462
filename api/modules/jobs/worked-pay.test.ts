import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextDay } from '../../contracts/booking-times';
import { townTimeToIso } from '../../contracts/events';
import { ledgerEntries } from '../../db/schema';
import { bookAndPay, orderRow, ticketOf, workJob } from '../../ledger/ledger-test-kit';
import { balanceOf } from '../../ledger/post';
import { reconcile } from '../../ledger/reconcile';
import { addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { failWrites } from '../../test/triggers';
import { completeEndedOrders } from '../orders/completion-job';
import { runPayouts } from '../payouts/payout-run';
import { BANK, payoutRows, workerEarningsOf } from '../payouts/payout-test-kit';
import {
  AT_4_52_PM,
  AT_8_10_PM,
  bookedBuffet,
  checkIn,
  checkOut,
  BUFFET_DAY as DAY,
} from './worked-test-kit';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof bookedBuffet>>['shop'];
let worker: Awaited<ReturnType<typeof bookedBuffet>>['worker'];
let customer: Client;
let ticketId: string;
let orderId: string;

afterEach(async () => {
  expect(await reconcile(t.db)).toEqual([]);
});
beforeEach(async () => {
  t = await makeTestApp();
  ({ shop, worker, customer, orderId, ticketId } = await bookedBuffet(t));
});

const payEntries = async () =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.ticketId, ticketId)).all()).map((e) => [
    e.key.split(':')[0],
    e.amountCents,
  ]);
const answer = (client: Client, approve: boolean) =>
  client.post(`/api/vendor/job-tickets/${ticketId}/overtime`, { approve });
const dayEnds = async () => {
  const end = townTimeToIso(nextDay(DAY), '00:00');
  t.clock.set(end);
  await completeEndedOrders(t.db, new Date(end));
};

describe('pay for the time worked', () => {
  it('pays 4:52 → 8:10 PM on a 3-hour job its 3 hours and asks the vendor for 30 minutes more', async () => {
    await checkIn(t, worker, ticketId, AT_4_52_PM);
    await checkOut(t, worker.client, ticketId, AT_8_10_PM);
    expect(await ticketOf(t.db, orderId)).toMatchObject({
      workedMinutes: 198,
      paidMinutes: 180,
      overtimeMinutes: 30,
      overtimeStatus: 'requested',
    });
    expect(await payEntries()).toEqual([['worker', 6000]]);
  });

  it('pays by the times the phone took, not when they arrived: a check-out sent from 11:40 PM still ends at 8:10 PM', async () => {
    await checkIn(t, worker, ticketId, AT_4_52_PM, '2026-12-05T23:05:00.000Z');
    await checkOut(t, worker.client, ticketId, AT_8_10_PM, '2026-12-06T05:40:00.000Z');
    expect(await ticketOf(t.db, orderId)).toMatchObject({
      workedMinutes: 198,
      paidMinutes: 180,
      overtimeMinutes: 30,
    });
    expect(await payEntries()).toEqual([['worker', 6000]]);
  });

  it('pays a short job its booked hours: 2 hours 5 minutes of a 3-hour job is still $60', async () => {
    await checkIn(t, worker, ticketId, AT_4_52_PM);
    await checkOut(t, worker.client, ticketId, '2026-12-06T00:57:00.000Z');
    expect(await ticketOf(t.db, orderId)).toMatchObject({
      workedMinutes: 125,
      paidMinutes: 180,
      overtimeMinutes: 0,
      overtimeStatus: 'none',
    });
    expect(await payEntries()).toEqual([['worker', 6000]]);
  });

  it('pays a job started and completed by an app of before (no evidence) its booked hours', async () => {
    t.clock.set('2026-12-05T18:00:00.000Z');
    await workJob(worker.client, ticketId);
    expect(await ticketOf(t.db, orderId)).toMatchObject({
      workedMinutes: 0,
      paidMinutes: 180,
      overtimeStatus: 'none',
    });
    expect(await payEntries()).toEqual([['worker', 6000]]);
  });
});

describe('the vendor answers overtime', () => {
  beforeEach(async () => {
    await checkIn(t, worker, ticketId, AT_4_52_PM);
    await checkOut(t, worker.client, ticketId, AT_8_10_PM);
  });

  it('approves it once: 30 minutes more is $10 more, and a second answer is a 409', async () => {
    const approved = await answer(shop.owner, true);
    expect(approved.status).toBe(200);
    expect(approved.json).toEqual({ overtimeMinutes: 30, overtimeStatus: 'approved' });
    expect(await ticketOf(t.db, orderId)).toMatchObject({ paidMinutes: 210, overtimeStatus: 'approved' });
    expect(await payEntries()).toEqual([
      ['worker', 6000],
      ['overtime', 1000],
    ]);
    expect(await balanceOf(t.db, `worker:${worker.userId}`)).toBe(7000);
    for (const again of [true, false]) {
      const second = await answer(shop.owner, again);
      expect(second.status).toBe(409);
      expect(second.json).toMatchObject({ message: 'You already approved this overtime' });
    }
    expect(await payEntries()).toHaveLength(2);
  });

  it('approved and declined at once, twice each: one answer wins and pays at most once', async () => {
    const answers = await Promise.all(
      [true, false, true, false].map((approve) => answer(shop.owner, approve)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const won = (await ticketOf(t.db, orderId)).overtimeStatus;
    expect(await payEntries()).toEqual(
      won === 'approved'
        ? [
            ['worker', 6000],
            ['overtime', 1000],
          ]
        : [['worker', 6000]],
    );
  });

  it('a crash while paying the approval leaves it asked, unpaid; the retry pays it once', async () => {
    const crash = await failWrites(t.db, {
      name: 'crash_on_overtime',
      before: 'insert on ledger_entries',
      when: "NEW.key LIKE 'overtime:%'",
      message: 'power cut',
    });
    expect((await answer(shop.owner, true)).status).toBe(500);
    expect(await ticketOf(t.db, orderId)).toMatchObject({ paidMinutes: 180, overtimeStatus: 'requested' });
    expect(await payEntries()).toEqual([['worker', 6000]]);
    await crash.disarm();
    expect((await answer(shop.owner, true)).status).toBe(200);
    expect(await payEntries()).toEqual([
      ['worker', 6000],
      ['overtime', 1000],
    ]);
    expect(await balanceOf(t.db, `worker:${worker.userId}`)).toBe(7000);
  });

  it('declines it: nothing more is paid', async () => {
    expect((await answer(shop.owner, false)).status).toBe(200);
    expect(await ticketOf(t.db, orderId)).toMatchObject({ paidMinutes: 180, overtimeStatus: 'declined' });
    expect(await payEntries()).toEqual([['worker', 6000]]);
  });

  it("is the ticket's vendor's alone: another vendor gets the 404 an unknown job gets", async () => {
    const stranger = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: stranger.user.id });
    const refused = await answer(stranger.client, true);
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ message: 'Job not found' });
    expect((await answer(worker.client, true)).status).toBe(403);
    expect((await ticketOf(t.db, orderId)).overtimeStatus).toBe('requested');
  });

  it('refuses an answer where no overtime was asked, and a malformed one', async () => {
    expect(
      (await shop.owner.post(`/api/vendor/job-tickets/${ticketId}/overtime`, { approve: 'yes' })).status,
    ).toBe(400);
    expect((await answer(shop.owner, false)).status).toBe(200);
    const other = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.buffet.id,
      selectedDate: '2026-12-12',
    });
    const none = await shop.owner.post(
      `/api/vendor/job-tickets/${(await ticketOf(t.db, other)).id}/overtime`,
      {
        approve: true,
      },
    );
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({ message: 'This job has no overtime to answer' });
  });

  it('pays the approved overtime out once, as its own item, and lists it among the earnings', async () => {
    expect(
      (await shop.owner.post(`/api/vendor/payout-account?vendorId=${shop.vendor.id}`, BANK)).status,
    ).toBe(200);
    expect((await worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
    const run = () => runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
    await run();
    expect((await answer(shop.owner, true)).status).toBe(200);
    await dayEnds();
    expect((await orderRow(t.db, orderId)).status).toBe('completed');
    await run();
    await run();
    const toWorker = (await payoutRows(t.db))
      .filter((p) => p.payeeKind === 'worker')
      .map((p) => [p.itemKey, p.amountCents]);
    expect(toWorker).toEqual([
      [`ticket:${ticketId}`, 6000],
      [`overtime:${ticketId}`, 1000],
    ]);
    expect(await balanceOf(t.db, `worker:${worker.userId}`)).toBe(0);
    const earnings = await workerEarningsOf(worker.client);
    expect(earnings.jobs.map((j) => [j.title, j.pay, j.payout?.status])).toEqual([
      ['Buffet (overtime)', '10.00', 'paid'],
      ['Buffet', '60.00', 'paid'],
    ]);
    expect(earnings.totals).toEqual({ earned: '70.00', paidOut: '70.00', owed: '0.00' });
  });
});
