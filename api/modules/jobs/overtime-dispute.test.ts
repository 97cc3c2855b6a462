import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, notifications } from '../../db/schema';
import { approvedWorker, bookAndPay, ticketOf } from '../../ledger/ledger-test-kit';
import { reconcile } from '../../ledger/reconcile';
import { type Client, makeTestApp, signUp, signUpAdmin } from '../../test/harness';
import { runPayouts } from '../payouts/payout-run';
import { BANK, payoutRows } from '../payouts/payout-test-kit';
import { AT_4_52_PM, AT_8_10_PM, bookedBuffet, checkIn, checkOut } from './worked-test-kit';

// The kit's $200 buffet: 3 hours booked, checked in 4:52 PM and out 8:10 PM on Saturday,
// December 5, 2026: 30 minutes of overtime, $10, for the vendor to answer.
const DECLINED_AT = '2026-12-06T15:00:00.000Z';
const REASON = 'The customer asked me to stay and clear the tables.';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof bookedBuffet>>['shop'];
let worker: Awaited<ReturnType<typeof bookedBuffet>>['worker'];
let admin: Client;
let adminId: string;
let ticketId: string;
let orderId: string;

afterEach(async () => {
  expect(await reconcile(t.db)).toEqual([]);
});
beforeEach(async () => {
  t = await makeTestApp();
  ({ shop, worker, orderId, ticketId } = await bookedBuffet(t));
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = signedUp.client;
  adminId = signedUp.user.id;
  await checkIn(t, worker, ticketId, AT_4_52_PM);
  await checkOut(t, worker.client, ticketId, AT_8_10_PM);
});

const answer = (approve: boolean) => {
  t.clock.set(DECLINED_AT);
  return shop.owner.post(`/api/vendor/job-tickets/${ticketId}/overtime`, { approve });
};
const dispute = (client: Client = worker.client, reason = REASON) =>
  client.post(`/api/job-tickets/${ticketId}/overtime-dispute`, { reason });
const rule = (action: string, client: Client = admin) =>
  client.post(`/api/admin/overtime-disputes/${ticketId}/resolve`, {
    action,
    note: 'The customer confirmed it.',
  });
const overtimeEntries = () =>
  t.db
    .select({ amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.key, `overtime:${ticketId}`))
    .all();
const told = (userId: string, kind: 'problem-reported' | 'problem-resolved') =>
  t.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .all();

describe('a worker disputes declined overtime', () => {
  it('refuses a dispute of overtime not declined: asked, approved, or none at all', async () => {
    const asked = await dispute();
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'Only declined overtime can be disputed: this overtime is requested',
    });
    expect((await answer(true)).status).toBe(200);
    const approved = await dispute();
    expect(approved.status).toBe(409);
    expect(approved.json).toMatchObject({
      message: 'Only declined overtime can be disputed: this overtime is approved',
    });
    const customer = (await signUp(t.app)).client;
    const other = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.buffet.id,
      selectedDate: '2026-12-12',
    });
    const otherTicket = (await ticketOf(t.db, other)).id;
    expect((await worker.client.post(`/api/job-tickets/${otherTicket}/accept`, {})).status).toBe(200);
    const none = await worker.client.post(`/api/job-tickets/${otherTicket}/overtime-dispute`, {
      reason: REASON,
    });
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({ message: 'This job has no overtime to dispute' });
  });

  it('takes a dispute of a decline once, tells the vendor and the admins, and shows it on the job card', async () => {
    expect((await answer(false)).status).toBe(200);
    t.clock.set('2026-12-07T10:00:00.000Z');
    const first = await dispute();
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      minutes: 30,
      status: 'disputed',
      dispute: REASON,
      disputableUntil: null,
    });
    const again = await dispute();
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'You already disputed this overtime: an admin will decide' });
    expect(await told(shop.ownerId, 'problem-reported')).toEqual([
      {
        title: 'A worker disputes declined overtime',
        body: 'The worker says the 30 min of overtime on Buffet is owed. An admin will decide.',
      },
    ]);
    expect(await told(adminId, 'problem-reported')).toHaveLength(1);
    const mine = await worker.client.get('/api/job-tickets');
    const card = (mine.json as { id: string; overtime: unknown }[]).find((j) => j.id === ticketId);
    expect(card?.overtime).toMatchObject({ minutes: 30, status: 'disputed', dispute: REASON });
  });

  it('is open 7 days from the decline: 6 days 23 hours later yes, 7 days and a minute later a 409', async () => {
    expect((await answer(false)).status).toBe(200);
    const card = (await worker.client.get('/api/job-tickets')).json as { id: string; overtime: unknown }[];
    expect(card.find((j) => j.id === ticketId)?.overtime).toMatchObject({
      status: 'declined',
      disputableUntil: '2026-12-13T15:00:00.000Z',
    });
    t.clock.set('2026-12-13T15:01:00.000Z');
    const late = await dispute();
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ message: 'The 7 days to dispute this decline are over' });
    t.clock.set('2026-12-13T14:00:00.000Z');
    expect((await dispute()).status).toBe(200);
  });

  it("is the job's worker's alone: another worker gets the 404 an unknown job gets; a short reason is a 400", async () => {
    expect((await answer(false)).status).toBe(200);
    const other = await approvedWorker(t);
    const refused = await dispute(other.client);
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ message: 'Job not found' });
    expect((await dispute(shop.owner)).status).toBe(404);
    const short = await dispute(worker.client, 'unfair');
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ message: 'Say why the overtime is owed in at least 10 characters' });
    expect((await ticketOf(t.db, orderId)).overtimeStatus).toBe('declined');
  });
});

describe('an admin settles an overtime dispute once', () => {
  beforeEach(async () => {
    expect((await answer(false)).status).toBe(200);
    t.clock.set('2026-12-07T10:00:00.000Z');
    expect((await dispute()).status).toBe(200);
  });

  it('lists it under "Overtime disputes" for admins only', async () => {
    const list = await admin.get('/api/admin/overtime-disputes');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      {
        ticketId,
        orderId,
        bookingName: 'Buffet',
        workerName: expect.any(String),
        vendorName: 'Lakeside Co',
        minutes: 30,
        amount: '10.00',
        reason: REASON,
        disputedAt: '2026-12-07T10:00:00.000Z',
      },
    ]);
    expect((await worker.client.get('/api/admin/overtime-disputes')).status).toBe(403);
    expect((await shop.owner.get('/api/admin/overtime-disputes')).status).toBe(403);
  });

  it('pays it: the overtime entry of an approval, $10, once; a second ruling is a 409; paid out once', async () => {
    const paid = await rule('pay');
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ overtimeMinutes: 30, overtimeStatus: 'approved' });
    expect(await ticketOf(t.db, orderId)).toMatchObject({ paidMinutes: 210, overtimeStatus: 'approved' });
    expect(await overtimeEntries()).toEqual([{ amountCents: 1000 }]);
    for (const action of ['pay', 'uphold']) {
      const second = await rule(action);
      expect(second.status).toBe(409);
      expect(second.json).toMatchObject({ message: 'This dispute is already settled' });
    }
    expect(await overtimeEntries()).toEqual([{ amountCents: 1000 }]);
    expect(await reconcile(t.db)).toEqual([]);
    for (const party of [worker.userId, shop.ownerId])
      expect(await told(party, 'problem-resolved')).toEqual([
        {
          title: 'Overtime dispute settled',
          body: 'An admin ruled the 30 min of overtime on Buffet is owed: it is paid to the worker.',
        },
      ]);
    expect((await admin.get('/api/admin/overtime-disputes')).json).toEqual([]);
    expect((await worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
    t.clock.set('2026-12-20T12:00:00.000Z');
    const run = () => runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
    await run();
    await run();
    const overtimePayouts = (await payoutRows(t.db)).filter((p) => p.itemKey === `overtime:${ticketId}`);
    expect(overtimePayouts.map((p) => p.amountCents)).toEqual([1000]);
  });

  it('upholds the decline: nothing is posted and it cannot be disputed again', async () => {
    const upheld = await rule('uphold');
    expect(upheld.status).toBe(200);
    expect(upheld.json).toEqual({ overtimeMinutes: 30, overtimeStatus: 'declined' });
    expect(await overtimeEntries()).toEqual([]);
    const again = await dispute();
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'An admin already ruled on this overtime' });
    expect(await told(worker.userId, 'problem-resolved')).toEqual([
      {
        title: 'Overtime dispute settled',
        body: "An admin upheld the vendor's decline of the 30 min of overtime on Buffet.",
      },
    ]);
  });

  it('is for admins: a worker or vendor gets a 403, an unknown job a 404, a bad action a 400', async () => {
    expect((await rule('pay', worker.client)).status).toBe(403);
    expect((await rule('pay', shop.owner)).status).toBe(403);
    const unknown = await admin.post('/api/admin/overtime-disputes/nope/resolve', { action: 'pay' });
    expect(unknown.status).toBe(404);
    expect((await rule('refund')).status).toBe(400);
    expect((await ticketOf(t.db, orderId)).overtimeStatus).toBe('disputed');
  });
});
