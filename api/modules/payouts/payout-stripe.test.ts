import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import type { FinanceView } from '../../contracts/finance';
import type { OnboardingLink } from '../../contracts/payouts';
import { HOURLY_CENTS } from '../../contracts/worker-pay';
import { notifications, payoutAccounts, payouts } from '../../db/schema';
import {
  approvedWorker,
  EVENT_ADDRESS,
  orderRow,
  ticketOf,
  vendorWithServices,
  workJobThroughItsDay,
} from '../../ledger/ledger-test-kit';
import { balanceOf, PAID_OUT } from '../../ledger/post';
import { reconcile } from '../../ledger/reconcile';
import { createLocalProvider } from '../../payments/local';
import { createStripeProvider } from '../../payments/stripe';
import { sendTransfer } from '../../payments/stripe-connect';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../../test/fake-stripe';
import { Client, ORIGIN, signUp, signUpAdmin } from '../../test/harness';
import { completeTipOf, intentIdOf, startedTip } from '../tips/tip-test-kit';
import { createPayoutJob, openDuePayouts, runPayouts, sendPayout } from './payout-run';
import { BANK, payoutEntries, payoutRows, vendorEarningsOf, workerEarningsOf } from './payout-test-kit';

// Payouts through Stripe Connect: the real `stripe` SDK against the fake Stripe on loopback.
// The clock starts on Monday, November 23, 2026; the catering job is on Saturday, December 5.
const WEBHOOK_SECRET = 'whsec_payouts';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const setup = () => appAgainstFake(fake.port, WEBHOOK_SECRET);
let s: Awaited<ReturnType<typeof setup>>;
let shop: Awaited<ReturnType<typeof vendorWithServices>>;
let worker: Awaited<ReturnType<typeof approvedWorker>>;
let customer: Client;
// Whatever each test does, the books still add up at its end.
afterEach(async () => {
  expect(await reconcile(s.db)).toEqual([]);
});
beforeEach(async () => {
  s = await setup();
  fake.connect.failNextTransfers(0);
  fake.connect.failNextAccountReads(0);
  fake.connect.shortBalanceForNext(0);
  shop = await vendorWithServices(s, 'Lakeside Co');
  worker = await approvedWorker(s);
  customer = (await signUp(s.app)).client;
});

const run = () => runPayouts({ db: s.db, pay: s.stripe, clock: s.clock });
const PAY = 3 * HOURLY_CENTS;
const SHARE = 20_000 - 1_000;

const onboard = async (client: Client, path: string) => {
  const answer = await client.post(path, {});
  expect(answer.status).toBe(200);
  return answer.json as OnboardingLink | null;
};
const vendorOnboarding = `/api/vendor/payout-account/onboarding?vendorId=`;
const accountIdOf = async (payeeId: string) =>
  (await s.db.select().from(payoutAccounts).where(eq(payoutAccounts.payeeId, payeeId)).get())
    ?.stripeAccountId ?? '';
const accountUpdated = (accountId: string) =>
  deliverWebhook(
    s.app,
    s.stripe,
    {
      id: `evt_${accountId}_${Date.now()}`,
      object: 'event',
      type: 'account.updated',
      data: { object: fake.connect.accounts.get(accountId) },
    },
    { secret: WEBHOOK_SECRET },
  );

/** Both payees onboarded and able to receive money at Stripe. */
async function onboardBoth() {
  await onboard(shop.owner, vendorOnboarding + shop.vendor.id);
  await onboard(worker.client, '/api/worker/payout-account/onboarding');
  for (const id of [shop.vendor.id, worker.userId]) {
    fake.connect.enable(await accountIdOf(id));
    expect((await accountUpdated(await accountIdOf(id))).status).toBe(200);
  }
}

/** The buffet paid through a Stripe PaymentIntent (instant: accepted), and its job done on the day; the day ends. */
async function completedJobPaidWithStripe() {
  await customer.post('/api/cart/items', {
    vendorId: shop.vendor.id,
    serviceId: shop.buffet.id,
    selectedDate: '2026-12-05',
    guestCount: 20,
    eventAddress: EVENT_ADDRESS,
  });
  const intent = (await customer.post('/api/cart/checkout')).json as CheckoutIntent;
  fake.succeed(intent.clientSecret?.split('_secret_')[0] ?? '');
  const done = (await customer.post('/api/checkout/complete', { cartId: intent.cartId }))
    .json as CheckoutResult;
  const orderId = done.orderIds[0] ?? '';
  const ticket = await ticketOf(s.db, orderId);
  await workJobThroughItsDay(s, worker.client, ticket.id, '2026-12-05');
  return { orderId, ticket, paymentId: (await orderRow(s.db, orderId)).paymentId };
}
const transfersTo = (accountId: string) =>
  [...fake.connect.transfers.values()].filter((t) => t.destination === accountId);
const createsFor = (payoutId: string) =>
  fake.connect.transferCreates.filter((c) => c.idempotencyKey === `payout_${payoutId}`);

describe('payout accounts with Stripe Connect Express', () => {
  it('makes the account once, hands out an onboarding link back into the app, and shows it pending', async () => {
    const first = await onboard(shop.owner, vendorOnboarding + shop.vendor.id);
    const again = await onboard(shop.owner, vendorOnboarding + shop.vendor.id);
    const accountId = await accountIdOf(shop.vendor.id);
    expect(accountId).toMatch(/^acct_fake/);
    expect(fake.connect.accounts.get(accountId)?.email).toContain('@example.com');
    expect(first?.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(again?.url).not.toBe(first?.url); // a link works once: a new one each time
    expect([...fake.connect.accounts.values()].filter((a) => a.id === accountId)).toHaveLength(1);
    expect(fake.connect.links.at(-1)).toEqual({
      account: accountId,
      returnUrl: `${ORIGIN}/vendor-dashboard?tab=earnings`,
      refreshUrl: `${ORIGIN}/vendor-dashboard?tab=earnings`,
    });
    // Made once, even past the 24 hours Stripe keeps the key: the account's id is on its row.
    fake.connect.forgetAccountKeys();
    await onboard(shop.owner, vendorOnboarding + shop.vendor.id);
    expect(
      [...fake.connect.accounts.values()].filter((a) => a.metadata.payee === `vendor:${shop.vendor.id}`),
    ).toHaveLength(1);
    const earnings = await vendorEarningsOf(shop.owner, shop.vendor.id);
    expect(earnings.payoutAccount).toEqual({
      provider: 'stripe',
      status: 'pending',
      description: `Stripe account …${accountId.slice(-4)}`,
    });
    expect(earnings.payoutAccount?.description).toHaveLength('Stripe account …'.length + 4);
    // The embedded bank form is not for a server on Stripe.
    const bank = await shop.owner.post(`/api/vendor/payout-account?vendorId=${shop.vendor.id}`, BANK);
    expect(bank.status).toBe(409);
    expect(bank.json).toMatchObject({
      message: 'Payouts here go through Stripe: set up your payout account with Stripe instead.',
    });
    // A worker's link comes back to the Job Board.
    await onboard(worker.client, '/api/worker/payout-account/onboarding');
    expect(fake.connect.links.at(-1)).toMatchObject({
      returnUrl: `${ORIGIN}/worker-jobs`,
      refreshUrl: `${ORIGIN}/worker-jobs`,
    });
  });

  it('learns the account can receive money from account.updated, or by reading it when the person comes back', async () => {
    await onboard(shop.owner, vendorOnboarding + shop.vendor.id);
    fake.connect.enable(await accountIdOf(shop.vendor.id));
    expect((await accountUpdated(await accountIdOf(shop.vendor.id))).status).toBe(200);
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).payoutAccount?.status).toBe('enabled');

    expect(await workerEarningsOf(worker.client)).toMatchObject({ payoutAccount: null, payoutsBy: 'stripe' });
    await onboard(worker.client, '/api/worker/payout-account/onboarding');
    expect((await workerEarningsOf(worker.client)).payoutAccount?.status).toBe('pending');
    fake.connect.enable(await accountIdOf(worker.userId)); // no webhook: the worker comes back from Stripe
    expect((await workerEarningsOf(worker.client)).payoutAccount?.status).toBe('enabled');
    // Once it can receive money, there is nothing more to finish: no link.
    expect(await onboard(worker.client, '/api/worker/payout-account/onboarding')).toBeNull();
    // An account that can receive money is not read again on each look: a refusal says when it cannot.
    const account = fake.connect.accounts.get(await accountIdOf(worker.userId));
    if (account) account.capabilities.transfers = 'inactive';
    expect((await workerEarningsOf(worker.client)).payoutAccount?.status).toBe('enabled');
    expect(await onboard(worker.client, '/api/worker/payout-account/onboarding')).toBeNull();
  });

  it('moves a bank account recorded with the embedded provider to Stripe, which holds the bank from then on', async () => {
    const local = createLocalProvider(s.db, s.clock);
    const app = await createApp({ db: s.db, clock: s.clock, payments: local, publicOrigin: ORIGIN });
    const sameWorker = new Client(app);
    sameWorker.cookie = worker.client.cookie;
    expect((await sameWorker.post('/api/worker/payout-account', BANK)).status).toBe(200);
    expect(await onboard(worker.client, '/api/worker/payout-account/onboarding')).not.toBeNull();
    const accountId = await accountIdOf(worker.userId);
    expect((await workerEarningsOf(worker.client)).payoutAccount).toEqual({
      provider: 'stripe',
      status: 'pending',
      description: `Stripe account …${accountId.slice(-4)}`,
    });
    expect(
      await s.db.select().from(payoutAccounts).where(eq(payoutAccounts.payeeId, worker.userId)).get(),
    ).toMatchObject({ provider: 'stripe', method: null, status: 'pending' });
  });
});

describe('a payout account while Stripe cannot be read', () => {
  const rowOf = (payeeId: string) =>
    s.db.select().from(payoutAccounts).where(eq(payoutAccounts.payeeId, payeeId)).get();

  it('keeps a new Stripe account "pending" and still hands out the onboarding link', async () => {
    fake.connect.failNextAccountReads(3); // the read and the SDK's two retries
    expect(await onboard(worker.client, '/api/worker/payout-account/onboarding')).not.toBeNull();
    expect(await rowOf(worker.userId)).toMatchObject({
      provider: 'stripe',
      stripeAccountId: await accountIdOf(worker.userId),
      status: 'pending',
    });
  });

  it('keeps a bank account moved from the embedded provider "pending" until Stripe says it can receive', async () => {
    const local = createLocalProvider(s.db, s.clock);
    const app = await createApp({ db: s.db, clock: s.clock, payments: local, publicOrigin: ORIGIN });
    const sameWorker = new Client(app);
    sameWorker.cookie = worker.client.cookie;
    expect((await sameWorker.post('/api/worker/payout-account', BANK)).status).toBe(200);
    fake.connect.failNextAccountReads(3);
    expect(await onboard(worker.client, '/api/worker/payout-account/onboarding')).not.toBeNull();
    expect(await rowOf(worker.userId)).toMatchObject({ provider: 'stripe', method: null, status: 'pending' });
  });
});

describe('a payee back on Stripe after a spell with the embedded provider', () => {
  it('finds the Stripe account it had made able to receive money: enabled at once, and no onboarding link', async () => {
    await onboard(worker.client, '/api/worker/payout-account/onboarding');
    const accountId = await accountIdOf(worker.userId);
    fake.connect.enable(accountId);
    expect((await workerEarningsOf(worker.client)).payoutAccount?.status).toBe('enabled');
    // The server ran with the embedded provider for a while: the worker recorded a bank account.
    const local = createLocalProvider(s.db, s.clock);
    const app = await createApp({ db: s.db, clock: s.clock, payments: local, publicOrigin: ORIGIN });
    const sameWorker = new Client(app);
    sameWorker.cookie = worker.client.cookie;
    expect((await sameWorker.post('/api/worker/payout-account', BANK)).status).toBe(200);
    // Back on Stripe, onboarding asks for the account under the row's key: the same one, enabled.
    expect(await onboard(worker.client, '/api/worker/payout-account/onboarding')).toBeNull();
    expect((await workerEarningsOf(worker.client)).payoutAccount).toEqual({
      provider: 'stripe',
      status: 'enabled',
      description: `Stripe account …${accountId.slice(-4)}`,
    });
  });
});

describe('the payout run woken when an account can receive money', () => {
  // A payout job wired into a Stripe app; `job.idle()` waits for what a kick started.
  const wiredApp = async () => {
    const job = createPayoutJob({ db: s.db, pay: s.stripe, clock: s.clock });
    const app = await createApp({
      db: s.db,
      clock: s.clock,
      payments: s.stripe,
      payouts: job,
      publicOrigin: ORIGIN,
    });
    const as = (client: Client) => Object.assign(new Client(app), { cookie: client.cookie });
    const updated = (account: object, id: string) =>
      deliverWebhook(
        app,
        s.stripe,
        { id, object: 'event', type: 'account.updated', data: { object: account } },
        { secret: WEBHOOK_SECRET },
      );
    return { job, as, updated };
  };

  it('wakes when a payee comes back from Stripe able to receive money, and for no other look', async () => {
    const { job, as, updated } = await wiredApp();
    await onboardBoth();
    const workerAccount = fake.connect.accounts.get(await accountIdOf(worker.userId));
    if (workerAccount) workerAccount.capabilities.transfers = 'inactive';
    expect((await updated({ ...workerAccount }, 'evt_worker_restricted')).status).toBe(200);
    await completedJobPaidWithStripe();
    s.clock.set('2026-12-07T15:00:00.000Z');
    // Due now: the vendor's share (its account enabled) and the worker's pay (its account pending).
    await workerEarningsOf(as(worker.client)); // still pending
    await vendorEarningsOf(as(shop.owner), shop.vendor.id); // enabled before and after
    await job.idle();
    expect(await payoutRows(s.db)).toEqual([]);
    fake.connect.enable(await accountIdOf(worker.userId)); // no webhook: the worker comes back from Stripe
    await workerEarningsOf(as(worker.client));
    await job.idle();
    expect((await payoutRows(s.db)).map((p) => p.payeeKind)).toEqual(['vendor', 'worker']);
    await job.stop();
  });

  it('wakes on account.updated saying an account we know can receive money, and on no other', async () => {
    const { job, updated } = await wiredApp();
    await onboard(shop.owner, vendorOnboarding + shop.vendor.id);
    // The worker can receive money (told to the app without a job): a kick would pay the job.
    await onboard(worker.client, '/api/worker/payout-account/onboarding');
    fake.connect.enable(await accountIdOf(worker.userId));
    expect((await accountUpdated(await accountIdOf(worker.userId))).status).toBe(200);
    await completedJobPaidWithStripe();
    s.clock.set('2026-12-07T15:00:00.000Z');
    const accountId = await accountIdOf(shop.vendor.id);
    const stillPending = { ...fake.connect.accounts.get(accountId) };
    expect((await updated(stillPending, 'evt_still_pending')).status).toBe(200);
    const someoneElses = { ...fake.connect.enable(accountId), id: 'acct_fake_someone_else' };
    expect((await updated(someoneElses, 'evt_someone_else')).status).toBe(200);
    await job.idle();
    expect(await payoutRows(s.db)).toEqual([]);
    expect((await updated({ ...fake.connect.enable(accountId) }, 'evt_enabled')).status).toBe(200);
    await job.idle();
    expect(await payoutRows(s.db)).toMatchObject([
      { payeeKind: 'vendor', amountCents: SHARE - PAY },
      { payeeKind: 'worker', amountCents: PAY },
    ]);
    await job.stop();
  });
});

describe('a Connect endpoint with a secret of its own', () => {
  it('takes account.updated signed with the Connect secret, and refuses one signed with neither', async () => {
    const payments = createStripeProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      connectWebhookSecret: 'whsec_connect',
      host: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    });
    const app = await createApp({ db: s.db, clock: s.clock, payments, publicOrigin: ORIGIN });
    await onboard(shop.owner, vendorOnboarding + shop.vendor.id);
    const accountId = await accountIdOf(shop.vendor.id);
    const event = (id: string) => ({
      id,
      object: 'event',
      type: 'account.updated',
      data: { object: fake.connect.enable(accountId) },
    });
    const wrong = await deliverWebhook(app, payments, event('evt_wrong'), { secret: 'whsec_someone_else' });
    expect(wrong.status).toBe(400);
    const statusNow = async () =>
      (await s.db.select().from(payoutAccounts).where(eq(payoutAccounts.stripeAccountId, accountId)).get())
        ?.status;
    expect(await statusNow()).toBe('pending');
    const right = await deliverWebhook(app, payments, event('evt_connect'), { secret: 'whsec_connect' });
    expect(right.status).toBe(200);
    expect(await statusNow()).toBe('enabled');
  });
});

describe('payouts as Stripe transfers', () => {
  it('sends one transfer per payout, under its key, to the payee, in the paid cart’s group, for the right amount', async () => {
    await onboardBoth();
    const { orderId, ticket, paymentId } = await completedJobPaidWithStripe();
    await run();
    s.clock.set('2026-12-07T15:00:00.000Z');
    await run();
    await run();
    const [workerPayout, vendorPayout] = await payoutRows(s.db);
    expect(workerPayout).toMatchObject({ itemKey: `ticket:${ticket.id}`, amountCents: PAY, status: 'paid' });
    expect(vendorPayout).toMatchObject({
      itemKey: `order:${orderId}`,
      amountCents: SHARE - PAY,
      status: 'paid',
    });
    for (const [payout, payeeId] of [
      [workerPayout, worker.userId],
      [vendorPayout, shop.vendor.id],
    ] as const) {
      const accountId = await accountIdOf(payeeId);
      expect(transfersTo(accountId)).toEqual([
        expect.objectContaining({
          id: payout?.transferId,
          amount: payout?.amountCents,
          transfer_group: paymentId,
        }),
      ]);
      expect(createsFor(payout?.id ?? '')).toEqual([
        {
          idempotencyKey: `payout_${payout?.id}`,
          amount: payout?.amountCents,
          destination: accountId,
          transferGroup: paymentId,
        },
      ]);
    }
  });

  it('retries a payout a crash left between its row and its transfer with the same key, and sends it once', async () => {
    await onboardBoth();
    await completedJobPaidWithStripe();
    // The process dies after writing the payout (and its entry), before asking Stripe.
    const [opened] = await openDuePayouts({ db: s.db, pay: s.stripe, clock: s.clock });
    expect(opened).toMatchObject({ status: 'pending', amountCents: PAY });
    expect(await payoutEntries(s.db)).toHaveLength(1);
    expect(fake.connect.transferCreates.filter((c) => c.idempotencyKey === `payout_${opened?.id}`)).toEqual(
      [],
    );
    await run();
    expect(createsFor(opened?.id ?? '')).toHaveLength(1);
    expect(await payoutRows(s.db)).toMatchObject([{ id: opened?.id, status: 'paid' }]);

    // Now a crash after Stripe made the transfer and before we wrote it down: asked again, the same
    // key answers the same transfer.
    s.clock.set('2026-12-07T15:00:00.000Z');
    const [vendorPayout] = await openDuePayouts({ db: s.db, pay: s.stripe, clock: s.clock });
    const sent = await sendTransfer(s.stripe.client, {
      payoutId: vendorPayout?.id ?? '',
      amountCents: vendorPayout?.amountCents ?? 0,
      destination: await accountIdOf(shop.vendor.id),
      transferGroup: vendorPayout?.transferGroup ?? null,
      askedBefore: false,
    });
    await run();
    expect(transfersTo(await accountIdOf(shop.vendor.id))).toHaveLength(1);
    expect(
      await s.db
        .select()
        .from(payouts)
        .where(eq(payouts.id, vendorPayout?.id ?? ''))
        .get(),
    ).toMatchObject({
      status: 'paid',
      transferId: sent.id,
    });
  });

  it('keeps a payout pending while Stripe is down, then sends it once under the same key', async () => {
    await onboardBoth();
    await completedJobPaidWithStripe();
    fake.connect.failNextTransfers(3); // the SDK's own two retries fail too
    await run();
    const [payout] = await payoutRows(s.db);
    expect(payout).toMatchObject({ status: 'pending', attempts: 1 });
    expect(payout?.lastError).toBeTruthy();
    // Not refused: its payee sees it waiting, with no reason to act on.
    expect((await workerEarningsOf(worker.client)).jobs[0]?.payout).toMatchObject({
      status: 'pending',
      reason: null,
    });
    await run();
    expect(await payoutRows(s.db)).toMatchObject([{ status: 'paid', attempts: 1 }]);
    expect(new Set(createsFor(payout?.id ?? '').map((c) => c.idempotencyKey))).toEqual(
      new Set([`payout_${payout?.id}`]),
    );
    expect(transfersTo(await accountIdOf(worker.userId))).toHaveLength(1);
  });

  it('asks Stripe for a payout asked before by its key and, first, by listing: sent once after the key is forgotten', async () => {
    await onboardBoth();
    await completedJobPaidWithStripe();
    const listsBefore = fake.connect.transferLists.length; // the fake is shared by the file's tests
    const listsSince = () => fake.connect.transferLists.length - listsBefore;
    // Asked for the first time: no list, straight to the transfer (here, Stripe is down).
    fake.connect.failNextTransfers(3);
    await run();
    const [payout] = await payoutRows(s.db);
    expect(payout).toMatchObject({ status: 'pending', attempts: 1 });
    expect(listsSince()).toBe(0);
    // Stripe made it after all, and the answer was lost; 24 hours on, the key is forgotten.
    const made = await sendTransfer(s.stripe.client, {
      payoutId: payout?.id ?? '',
      amountCents: PAY,
      destination: await accountIdOf(worker.userId),
      transferGroup: payout?.transferGroup ?? null,
      askedBefore: false,
    });
    fake.connect.forgetTransferKeys();
    await run();
    expect(listsSince()).toBe(1);
    expect(await payoutRows(s.db)).toMatchObject([{ status: 'paid', transferId: made.id }]);
    expect(transfersTo(await accountIdOf(worker.userId))).toHaveLength(1);
  });

  it('keeps a payout pending while the platform’s balance is short, and sends it once the money is there', async () => {
    await onboardBoth();
    await completedJobPaidWithStripe();
    fake.connect.shortBalanceForNext(1);
    await run();
    expect(await payoutRows(s.db)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect((await payoutRows(s.db))[0]?.lastError).toMatch(/insufficient available funds/);
    await run();
    expect(await payoutRows(s.db)).toMatchObject([{ status: 'paid' }]);
    expect(transfersTo(await accountIdOf(worker.userId))).toHaveLength(1);
  });

  it('fails a payout Stripe refuses and gives its money back to the payee, owed again; the books balance', async () => {
    await onboardBoth();
    await completedJobPaidWithStripe();
    // The worker's account was restricted at Stripe after we last heard of it.
    const account = fake.connect.accounts.get(await accountIdOf(worker.userId));
    if (account) account.capabilities.transfers = 'inactive';
    const deps = { db: s.db, pay: s.stripe, clock: s.clock };
    const [opened] = await openDuePayouts(deps);
    await run();
    const [payout] = await payoutRows(s.db);
    expect(payout).toMatchObject({ status: 'failed', transferId: null, attempts: 1 });
    expect(payout?.lastError).toMatch(/capabilit/);
    // No new payouts to it until Stripe says it can receive money.
    const accountRow = () =>
      s.db.select().from(payoutAccounts).where(eq(payoutAccounts.payeeId, worker.userId)).get();
    expect(await accountRow()).toMatchObject({ status: 'pending', updatedAt: payout?.updatedAt });
    // A second send of the same payout, refused an hour later, changes nothing more.
    const before = await accountRow();
    s.clock.set('2026-12-06T07:00:00.000Z');
    if (opened) await sendPayout(deps, opened);
    expect(await accountRow()).toEqual(before);
    expect(await payoutRows(s.db)).toMatchObject([
      { status: 'failed', attempts: 1, updatedAt: payout?.updatedAt },
    ]);
    expect(
      (await payoutEntries(s.db)).map((e) => [
        e.key.split(':')[0],
        e.fromAccount,
        e.toAccount,
        e.amountCents,
      ]),
    ).toEqual([
      ['payout', `worker:${worker.userId}`, PAID_OUT, PAY],
      ['payout-failed', PAID_OUT, `worker:${worker.userId}`, PAY],
    ]);
    expect(await balanceOf(s.db, PAID_OUT)).toBe(0);
    const earnings = await workerEarningsOf(worker.client);
    expect(earnings.totals).toEqual({ earned: '60.00', paidOut: '0.00', owed: '60.00' });
    expect(earnings.jobs[0]?.payout).toMatchObject({ status: 'failed' });
    // Not sent again by itself: Stripe would answer the same under the same key.
    await run();
    expect(await payoutRows(s.db)).toHaveLength(1);
  });
});

describe('a Stripe payout left pending when the server moves to the embedded provider', () => {
  it('waits without Stripe, and is not sent to a payee who no longer has a Stripe account', async () => {
    await onboardBoth();
    await completedJobPaidWithStripe();
    const [opened] = await openDuePayouts({ db: s.db, pay: s.stripe, clock: s.clock });
    expect(opened).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: PAY });
    const local = createLocalProvider(s.db, s.clock);
    const embedded = { db: s.db, pay: local, clock: s.clock };
    await runPayouts(embedded);
    expect(await payoutRows(s.db)).toMatchObject([
      { status: 'pending', attempts: 0, lastError: 'Stripe is not configured on this server' },
    ]);
    // The worker records a bank account with the embedded provider: Stripe's account id is dropped.
    const app = await createApp({ db: s.db, clock: s.clock, payments: local, publicOrigin: ORIGIN });
    const sameWorker = new Client(app);
    sameWorker.cookie = worker.client.cookie;
    expect((await sameWorker.post('/api/worker/payout-account', BANK)).status).toBe(200);
    // Back on Stripe, the payout has nowhere to go: it stays pending, and nothing is sent.
    await run();
    expect(await payoutRows(s.db)).toMatchObject([
      { status: 'pending', attempts: 1, lastError: 'The payee has no Stripe account' },
    ]);
    expect(fake.connect.transferCreates.filter((c) => c.idempotencyKey === `payout_${opened?.id}`)).toEqual(
      [],
    );
  });
});

describe('a refused payout paid again once the payee can receive it', () => {
  const refuseTransfersTo = (accountId: string) => {
    const account = fake.connect.accounts.get(accountId);
    if (account) account.capabilities.transfers = 'inactive';
  };
  const noticesTo = async (userId: string) =>
    (
      await s.db
        .select({
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          url: notifications.url,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .all()
    ).filter((n) => n.kind === 'payout-refused');
  const REASON =
    'Your destination account needs to have at least one of the following capabilities enabled: transfers';

  it('fails and gives back, tells the worker once, and pays it again once under its own key after account.updated', async () => {
    await onboardBoth();
    await completedJobPaidWithStripe();
    const accountId = await accountIdOf(worker.userId);
    refuseTransfersTo(accountId);
    await run();
    const [failed] = await payoutRows(s.db);
    expect(failed).toMatchObject({ status: 'failed', amountCents: PAY });
    expect(await reconcile(s.db)).toEqual([]);
    const told = await noticesTo(worker.userId);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/^Your payout of \$60\.00 could not be sent: /);
    expect(told[0]).toMatchObject({ title: 'Payout refused', url: '/worker-jobs' });
    expect(told[0]?.body).toContain(REASON);
    expect(told[0]?.body.endsWith('. Update your payout account.')).toBe(true);
    const refused = await workerEarningsOf(worker.client);
    expect(refused.jobs[0]?.payout).toMatchObject({ id: failed?.id, status: 'failed', reason: REASON });
    // Its account is read again from Stripe (still refusing): pending, so Earnings asks to finish it.
    expect(refused.payoutAccount?.status).toBe('pending');
    const signedUp = await signUpAdmin(s.app, s.db);
    const financeNow = async () => (await signedUp.client.get('/api/admin/finance')).json as FinanceView;
    const waiting = async () => (await financeNow()).refusedPayouts;
    expect((await financeNow()).today.payouts).toBe('0.00'); // sent and given back: nothing paid
    expect(await waiting()).toEqual([
      {
        payoutId: failed?.id,
        payeeKind: 'worker',
        payee: expect.any(String),
        amount: '60.00',
        reason: REASON,
        refusedAt: failed?.updatedAt,
      },
    ]);

    // Runs before the worker does anything send nothing: Stripe would refuse again.
    s.clock.set('2026-12-06T07:00:00.000Z');
    await run();
    expect(await payoutRows(s.db)).toHaveLength(1);
    expect((await workerEarningsOf(worker.client)).totals.owed).toBe('60.00');

    // The worker fixes the account at Stripe; account.updated says it can receive money again.
    s.clock.set('2026-12-06T08:00:00.000Z');
    fake.connect.enable(accountId);
    expect((await accountUpdated(accountId)).status).toBe(200);
    expect(await reconcile(s.db)).toEqual([]);
    // Two runs at once, then one crash between the retry's row and its transfer: one retry, sent once.
    const deps = { db: s.db, pay: s.stripe, clock: s.clock };
    const [opened] = await openDuePayouts(deps);
    expect(await openDuePayouts(deps)).toEqual([]);
    expect(opened).toMatchObject({ itemKey: `retry:${failed?.id}`, amountCents: PAY, status: 'pending' });
    expect(await reconcile(s.db)).toEqual([]);
    await Promise.all([run(), run()]);
    await run();
    const rows = await payoutRows(s.db);
    expect(rows).toHaveLength(2);
    const retry = rows[1];
    expect(retry).toMatchObject({ id: opened?.id, status: 'paid', ticketId: failed?.ticketId });
    expect(transfersTo(accountId)).toEqual([expect.objectContaining({ id: retry?.transferId, amount: PAY })]);
    expect(new Set(createsFor(retry?.id ?? '').map((c) => c.idempotencyKey))).toEqual(
      new Set([`payout_${retry?.id}`]),
    );
    expect(createsFor(failed?.id ?? '')).toHaveLength(1); // the refused one was never asked again
    expect(await balanceOf(s.db, `worker:${worker.userId}`)).toBe(0);
    const earnings = await workerEarningsOf(worker.client);
    expect(earnings.totals).toEqual({ earned: '60.00', paidOut: '60.00', owed: '0.00' });
    expect(earnings.jobs[0]?.payout).toMatchObject({ id: retry?.id, status: 'paid' });
    expect(await noticesTo(worker.userId)).toHaveLength(1);
    expect(await waiting()).toEqual([]);
    expect((await financeNow()).today.payouts).toBe('60.00');
  });

  it('tells the vendor’s owner; a retry refused in turn waits for the next update, and is paid once then', async () => {
    await onboardBoth();
    const { orderId } = await completedJobPaidWithStripe();
    await run(); // the worker is paid
    s.clock.set('2026-12-07T15:00:00.000Z');
    const accountId = await accountIdOf(shop.vendor.id);
    refuseTransfersTo(accountId);
    await run();
    const [, failed] = await payoutRows(s.db);
    expect(failed).toMatchObject({ itemKey: `order:${orderId}`, status: 'failed', amountCents: SHARE - PAY });
    expect(await noticesTo(shop.ownerId)).toEqual([
      expect.objectContaining({
        body: `Your payout of $130.00 could not be sent: ${REASON}. Update your payout account.`,
        url: '/vendor-dashboard?tab=earnings',
      }),
    ]);
    // An update saying it still cannot receive money: nothing is asked again.
    s.clock.set('2026-12-07T15:30:00.000Z');
    expect((await accountUpdated(accountId)).status).toBe(200);
    await run();
    expect(await payoutRows(s.db)).toHaveLength(2);
    // Enabled, then restricted again before the run: the retry is refused too, given back, and told of.
    s.clock.set('2026-12-07T16:00:00.000Z');
    fake.connect.enable(accountId);
    expect((await accountUpdated(accountId)).status).toBe(200);
    refuseTransfersTo(accountId);
    await run();
    const retry = (await payoutRows(s.db))[2];
    expect(retry).toMatchObject({ itemKey: `retry:${failed?.id}`, status: 'failed' });
    expect(await reconcile(s.db)).toEqual([]);
    expect(await noticesTo(shop.ownerId)).toHaveLength(2);
    await run();
    expect(await payoutRows(s.db)).toHaveLength(3);
    // Fixed: the retry's retry pays it, once.
    s.clock.set('2026-12-07T17:00:00.000Z');
    fake.connect.enable(accountId);
    expect((await accountUpdated(accountId)).status).toBe(200);
    await run();
    await run();
    const rows = await payoutRows(s.db);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatchObject({
      itemKey: `retry:${retry?.id}`,
      status: 'paid',
      amountCents: SHARE - PAY,
    });
    expect(transfersTo(accountId)).toHaveLength(1);
    expect(await balanceOf(s.db, `vendor:${shop.vendor.id}`)).toBe(0);
    const earnings = await vendorEarningsOf(shop.owner, shop.vendor.id);
    expect(earnings.lines[0]?.payout).toMatchObject({ id: rows[3]?.id, status: 'paid' });
    expect(earnings.balance).toMatchObject({ owed: '0.00', paidOut: '130.00' });
  });

  it('shows a refused tip paid again with its retry in Earnings', async () => {
    await onboardBoth();
    const { orderId } = await completedJobPaidWithStripe();
    await run(); // the worker's job is paid
    const { tipId, clientSecret } = await startedTip(customer, orderId, 'worker', '10.00');
    fake.succeed(intentIdOf(clientSecret));
    expect((await completeTipOf(customer, orderId, tipId)).status).toBe(200);
    s.clock.set('2026-12-07T15:00:00.000Z');
    const accountId = await accountIdOf(worker.userId);
    refuseTransfersTo(accountId);
    await run();
    const failed = (await payoutRows(s.db)).find((p) => p.itemKey === `tip:${tipId}`);
    expect(failed).toMatchObject({ status: 'failed', amountCents: 1_000 });
    const refused = await workerEarningsOf(worker.client);
    expect(refused.tips[0]?.payout).toMatchObject({ id: failed?.id, status: 'failed', reason: REASON });
    expect(refused.totals).toEqual({ earned: '70.00', paidOut: '60.00', owed: '10.00' });

    s.clock.set('2026-12-07T16:00:00.000Z');
    fake.connect.enable(accountId);
    expect((await accountUpdated(accountId)).status).toBe(200);
    await run();
    const retry = (await payoutRows(s.db)).find((p) => p.itemKey === `retry:${failed?.id}`);
    expect(retry).toMatchObject({ status: 'paid', amountCents: 1_000 });
    const earnings = await workerEarningsOf(worker.client);
    expect(earnings.tips[0]?.payout).toMatchObject({ id: retry?.id, status: 'paid', amount: '10.00' });
    expect(earnings.totals).toEqual({ earned: '70.00', paidOut: '70.00', owed: '0.00' });
  });
});
