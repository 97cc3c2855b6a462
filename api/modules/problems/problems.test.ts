import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../contracts/checkout';
import { NO_MONEY_MOVED } from '../../contracts/finance';
import {
  type AdminProblem,
  ALREADY_REPORTED,
  REPORT_TOO_EARLY,
  REPORT_TOO_LATE,
  TOO_MANY_PHOTOS,
} from '../../contracts/problems';
import { HOURLY_CENTS } from '../../contracts/worker-pay';
import { ledgerEntries, notifications, problemReports, refunds } from '../../db/schema';
import { financeView } from '../../ledger/finance-view';
import {
  approvedWorker,
  bookAndPay,
  ticketOf,
  vendorWithServices,
  workJobThroughItsDay,
} from '../../ledger/ledger-test-kit';
import { balanceOf, DISPUTES } from '../../ledger/post';
import { reconcile } from '../../ledger/reconcile';
import { type Client, makeTestApp, signUp, signUpAdmin } from '../../test/harness';
import { makeJpeg } from '../../test/photo-fixtures';
import { settleRefunds } from '../orders/refunds';
import { runPayouts } from '../payouts/payout-run';
import { BANK, payoutRows, vendorEarningsOf } from '../payouts/payout-test-kit';
import { fileReport } from './problem-test-kit';

// A $200 buffet (catering, no times) on Saturday, December 5, 2026: its report window opens at the
// day's midnight in Broken Bow (06:00 UTC) and closes 48 h after the day ends: Tuesday, December 8,
// 06:00 UTC. The test clock starts on Monday, November 23.
const DAY = '2026-12-05';
const OPENS = '2026-12-05T06:00:00.000Z';
const CLOSES = '2026-12-08T06:00:00.000Z';
const MINUTE = 60_000;
const PAY = 3 * HOURLY_CENTS; // the job's pay: 20 guests, 2 hours + 1
const SHARE = 20_000 - 1_000; // the buffet less Basic's 5 % fee
const MONDAY = '2026-12-07T15:00:00.000Z'; // the share may be paid out

let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof vendorWithServices>>;
let worker: Awaited<ReturnType<typeof approvedWorker>>;
let customer: Client;
let admin: Client;

afterEach(async () => {
  expect(await reconcile(t.db)).toEqual([]);
});
beforeEach(async () => {
  t = await makeTestApp();
  shop = await vendorWithServices(t, 'Cedar Smoke BBQ');
  worker = await approvedWorker(t);
  customer = (await signUp(t.app)).client;
  admin = (await signUpAdmin(t.app, t.db)).client;
  for (const bank of [
    shop.owner.post(`/api/vendor/payout-account?vendorId=${shop.vendor.id}`, BANK),
    worker.client.post('/api/worker/payout-account', BANK),
  ])
    expect((await bank).status).toBe(200);
});

const at = (iso: string, ms = 0) => t.clock.set(new Date(Date.parse(iso) + ms).toISOString());
const book = () =>
  bookAndPay(customer, { vendorId: shop.vendor.id, serviceId: shop.buffet.id, selectedDate: DAY });
/** The buffet booked, its job worked on the day, completed and settled at the day's end. */
const finishedBooking = async () => {
  const orderId = await book();
  await workJobThroughItsDay(t, worker.client, (await ticketOf(t.db, orderId)).id, DAY);
  return orderId;
};
/** Two such bookings: the other one's money in the vendor's account must not pay the reported one. */
const twoFinishedBookings = async () => {
  const [reported, other] = [await book(), await book()];
  for (const orderId of [reported, other])
    await workJobThroughItsDay(t, worker.client, (await ticketOf(t.db, orderId)).id, DAY);
  return { orderId: reported, other };
};
const run = () => runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
/** The vendor's payouts, by booking: `order:<id>` → cents. */
const vendorPayouts = async () =>
  Object.fromEntries(
    (await payoutRows(t.db)).filter((p) => p.payeeKind === 'vendor').map((p) => [p.itemKey, p.amountCents]),
  );
const entry = (key: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, key)).get();
const resolve = (id: string, body: unknown) => admin.post(`/api/admin/problems/${id}/resolve`, body);
const vendorBalance = () => balanceOf(t.db, `vendor:${shop.vendor.id}`);

describe('reporting a problem', () => {
  it('opens at the booking’s start: a minute before is refused', async () => {
    const orderId = await book();
    at(OPENS, -MINUTE);
    expect(await fileReport(customer, orderId)).toMatchObject({
      status: 409,
      json: { message: REPORT_TOO_EARLY },
    });
    at(OPENS);
    expect((await fileReport(customer, orderId)).status).toBe(201);
  });

  it('closes 48 hours after the booking’s end: a minute before is fine, a minute after refused', async () => {
    const late = await book();
    const onTime = await book();
    for (const orderId of [late, onTime])
      await workJobThroughItsDay(t, worker.client, (await ticketOf(t.db, orderId)).id, DAY);
    at(CLOSES, MINUTE);
    expect(await fileReport(customer, late)).toMatchObject({
      status: 409,
      json: { message: REPORT_TOO_LATE },
    });
    at(CLOSES, -MINUTE);
    expect((await fileReport(customer, onTime)).status).toBe(201);
    expect(await t.db.select().from(problemReports).all()).toHaveLength(1);
  });

  it('is filed once per booking: the second is a 409', async () => {
    const orderId = await finishedBooking();
    expect((await fileReport(customer, orderId)).status).toBe(201);
    expect(await fileReport(customer, orderId)).toMatchObject({
      status: 409,
      json: { message: ALREADY_REPORTED },
    });
  });

  it('is the booking’s customer’s own: anyone else gets the 404 a missing booking gets', async () => {
    const orderId = await finishedBooking();
    const stranger = (await signUp(t.app)).client;
    expect(await fileReport(stranger, orderId)).toMatchObject({
      status: 404,
      json: { message: 'Booking not found' },
    });
    expect((await fileReport(shop.owner, orderId)).status).toBe(404);
  });

  it('refuses an unknown kind or empty details with the field’s message', async () => {
    const orderId = await finishedBooking();
    expect(await fileReport(customer, orderId, { kind: 'rude', details: 'x' })).toMatchObject({
      status: 400,
      json: { message: 'Choose what went wrong' },
    });
    expect(await fileReport(customer, orderId, { kind: 'late', details: '   ' })).toMatchObject({
      status: 400,
      json: { message: 'Say what happened' },
    });
  });

  it('keeps up to 3 photos, shown only to the customer, the vendor and the admin; a 4th is refused', async () => {
    const orderId = await finishedBooking();
    const photo = await makeJpeg({ gps: true });
    expect(await fileReport(customer, orderId, undefined, [photo, photo, photo, photo])).toMatchObject({
      status: 400,
      json: { message: TOO_MANY_PHOTOS },
    });
    const filed = await fileReport(customer, orderId, undefined, [photo, photo]);
    expect(filed.status).toBe(201);
    expect(filed.json.photos).toHaveLength(2);
    const [src = ''] = filed.json.photos;
    expect(src).toMatch(/^\/api\/problems\/[0-9a-f-]{36}\/photos\/[0-9a-f-]{36}-1280\.webp$/);
    for (const party of [customer, shop.owner, admin]) {
      const res = await party.call('GET', src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
    expect((await (await signUp(t.app)).client.call('GET', src)).status).toBe(404);
    // Not on the public photos route either.
    expect((await t.app.request(`http://localhost/photos/reports/${src.split('/')[5]}`)).status).toBe(404);
  });

  it('tells the customer, the vendor and each admin, and the booking page shows it', async () => {
    const orderId = await finishedBooking();
    const filed = await fileReport(customer, orderId);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'problem-reported'))
      .all();
    expect(told.map((n) => n.title).sort()).toEqual(
      ['A customer reported a problem', 'Problem reported', 'Problem reported'].sort(),
    );
    const detail = (await customer.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail.problem).toMatchObject({
      report: { id: filed.json.id, kind: 'no_show', status: 'open', refundAmount: null },
      window: { opens: OPENS, closes: CLOSES },
    });
  });
});

describe('the vendor’s payout while a report is open', () => {
  it('is held in the books and skipped by the payout run, then paid once after a release', async () => {
    const { orderId, other } = await twoFinishedBookings();
    const filed = await fileReport(customer, orderId);
    const report = filed.json;
    expect(await entry(`dispute-hold:${report.id}`)).toMatchObject({
      kind: 'dispute_hold',
      fromAccount: `vendor:${shop.vendor.id}`,
      toAccount: DISPUTES,
      amountCents: SHARE - PAY,
    });
    expect(await vendorBalance()).toBe(SHARE - PAY);
    // Moving money aside is no money in or out: the admin's totals have no line for it.
    const { today, thisMonth } = await financeView(t.db, t.clock.now());
    for (const totals of [today, thisMonth]) expect(Object.keys(totals)).toEqual(Object.keys(NO_MONEY_MOVED));
    at(MONDAY);
    // Earnings say only the other booking is payable now.
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).balance.available).toBe('130.00');
    await run();
    expect(await vendorPayouts()).toEqual({ [`order:${other}`]: SHARE - PAY });

    const released = await resolve(report.id, {
      action: 'release',
      note: 'The vendor sent photos of the setup.',
    });
    expect(released).toMatchObject({ status: 200, json: { status: 'released' } });
    expect(await entry(`dispute-release:${report.id}`)).toMatchObject({
      fromAccount: DISPUTES,
      toAccount: `vendor:${shop.vendor.id}`,
      amountCents: SHARE - PAY,
    });
    await run();
    await run();
    expect(await vendorPayouts()).toEqual({
      [`order:${other}`]: SHARE - PAY,
      [`order:${orderId}`]: SHARE - PAY,
    });
    expect(await balanceOf(t.db, DISPUTES)).toBe(0);
    expect(await resolve(report.id, { action: 'release' })).toMatchObject({
      status: 409,
      json: { message: 'This report was already resolved' },
    });
  });

  it('of a booking not settled yet is held when it settles', async () => {
    const orderId = await book();
    at(`${DAY}T18:00:00.000Z`);
    const filed = await fileReport(customer, orderId);
    expect((await t.db.select().from(problemReports).get())?.heldCents).toBe(0);
    await workJobThroughItsDay(t, worker.client, (await ticketOf(t.db, orderId)).id, DAY);
    expect((await entry(`dispute-hold:${filed.json.id}`))?.amountCents).toBe(SHARE - PAY);
    expect((await t.db.select().from(problemReports).get())?.heldCents).toBe(SHARE - PAY);
    at(MONDAY);
    await run();
    expect(await vendorPayouts()).toEqual({});
  });

  it('already paid out holds nothing', async () => {
    const orderId = await finishedBooking();
    at(MONDAY);
    await run();
    expect(Object.keys(await vendorPayouts())).toHaveLength(1);
    const filed = await fileReport(customer, orderId);
    expect(filed.status).toBe(201);
    expect(await entry(`dispute-hold:${filed.json.id}`)).toBeUndefined();
  });

  it('already paid out holds nothing, even with another booking’s share in the vendor’s account', async () => {
    const [paidOut, later] = [await book(), await book()];
    await workJobThroughItsDay(t, worker.client, (await ticketOf(t.db, paidOut)).id, DAY);
    at(MONDAY);
    await run();
    expect(Object.keys(await vendorPayouts())).toEqual([`order:${paidOut}`]);
    // The other job is completed afterwards: its share waits in the account.
    await workJobThroughItsDay(t, worker.client, (await ticketOf(t.db, later)).id, DAY);
    at(MONDAY);
    expect(await vendorBalance()).toBe(SHARE - PAY);
    const filed = await fileReport(customer, paidOut);
    expect(filed.status).toBe(201);
    expect(await entry(`dispute-hold:${filed.json.id}`)).toBeUndefined();
    expect(await vendorBalance()).toBe(SHARE - PAY);
  });
});

describe('the admin settling a report with a refund', () => {
  it('refunds once: the hold goes back, the refund comes from the vendor, two resolves and a retry send it once', async () => {
    const { orderId, other } = await twoFinishedBookings();
    const report = (await fileReport(customer, orderId)).json;
    const list = (await admin.get('/api/admin/problems')).json as AdminProblem[];
    expect(list).toMatchObject([
      {
        id: report.id,
        status: 'open',
        amountPaid: '200.00',
        refundable: '200.00',
        vendorName: 'Cedar Smoke BBQ',
      },
    ]);
    const body = { action: 'refund', refundAmount: '125.00', note: 'The buffet came two hours late.' };
    const [first, second] = await Promise.all([resolve(report.id, body), resolve(report.id, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).all();
    expect(rows).toMatchObject([
      { kind: 'report', key: `report:${report.id}`, amountCents: 12_500, status: 'succeeded' },
    ]);
    await settleRefunds(
      { db: t.db, pay: t.payments },
      rows.map((r) => r.id),
    );
    expect(await t.db.select().from(refunds).all()).toHaveLength(1);
    expect(await entry(`refund:${rows[0]?.id}`)).toMatchObject({
      fromAccount: `vendor:${shop.vendor.id}`,
      toAccount: 'card',
      amountCents: 12_500,
    });
    // The vendor is paid what the refund left of their share, once: $190 − $60 of pay − $125.
    const line = (await vendorEarningsOf(shop.owner, shop.vendor.id)).lines.find(
      (l) => l.orderId === orderId,
    );
    expect(line).toMatchObject({ refunds: '125.00', net: '5.00' });
    at(MONDAY);
    await run();
    await run();
    expect(await vendorPayouts()).toEqual({
      [`order:${other}`]: SHARE - PAY,
      [`order:${orderId}`]: SHARE - PAY - 12_500,
    });
    const detail = (await customer.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail.problem.report).toMatchObject({ status: 'refunded', refundAmount: '125.00' });
  });

  it('refunds at most what was paid less what was refunded; more than the hold nets from the vendor', async () => {
    const orderId = await finishedBooking();
    const report = (await fileReport(customer, orderId)).json;
    for (const refundAmount of ['200.01', '0.00'])
      expect((await resolve(report.id, { action: 'refund', refundAmount })).status).toBe(400);
    expect((await resolve(report.id, { action: 'refund', refundAmount: '200.00' })).status).toBe(200);
    // The hold was the share less the job's pay; the whole $200 came from the vendor's account.
    expect(await vendorBalance()).toBe(SHARE - PAY - 20_000);
    at(MONDAY);
    await run();
    expect(await vendorPayouts()).toEqual({});
  });

  it('of a booking not settled yet comes out of held, and the split shares what is left', async () => {
    const orderId = await book();
    at(`${DAY}T18:00:00.000Z`);
    const report = (await fileReport(customer, orderId)).json;
    expect((await resolve(report.id, { action: 'refund', refundAmount: '50.00' })).status).toBe(200);
    expect(
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'refund')).get(),
    ).toMatchObject({
      fromAccount: 'held',
      amountCents: 5_000,
    });
    await workJobThroughItsDay(t, worker.client, (await ticketOf(t.db, orderId)).id, DAY);
    expect((await entry(`share:${orderId}`))?.amountCents).toBe(20_000 - 5_000 - 1_000);
  });
});

describe('reconcile and reports', () => {
  it('flags a hold whose amount is not what its report records', async () => {
    const orderId = await finishedBooking();
    const report = (await fileReport(customer, orderId)).json;
    await t.db.update(problemReports).set({ heldCents: 1 }).where(eq(problemReports.id, report.id)).run();
    expect((await reconcile(t.db)).map((p) => p.ref)).toEqual([`entry:dispute-hold:${report.id}`]);
    await t.db
      .update(problemReports)
      .set({ heldCents: SHARE - PAY })
      .where(eq(problemReports.id, report.id))
      .run();
  });

  it('flags a released report whose hold was never given back', async () => {
    const orderId = await finishedBooking();
    const report = (await fileReport(customer, orderId)).json;
    await t.db
      .update(problemReports)
      .set({ status: 'released' })
      .where(eq(problemReports.id, report.id))
      .run();
    expect((await reconcile(t.db)).map((p) => p.ref)).toEqual([`report:${report.id}`]);
    await t.db.update(problemReports).set({ status: 'open' }).where(eq(problemReports.id, report.id)).run();
  });
});
