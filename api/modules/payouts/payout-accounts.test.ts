import { beforeEach, describe, expect, it } from 'vitest';
import { isRoutingNumber } from '../../contracts/payouts';
import { payoutAccounts } from '../../db/schema';
import { approvedWorker, vendorWithServices } from '../../ledger/ledger-test-kit';
import { makeTestApp, signUp } from '../../test/harness';
import { BANK, vendorEarningsOf, workerEarningsOf } from './payout-test-kit';

// Payout accounts with the embedded provider, and who may see and set what.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof vendorWithServices>>;
let other: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await makeTestApp();
  shop = await vendorWithServices(t, 'Lakeside Co');
  other = await vendorWithServices(t, 'Cedar Creek Catering');
});

const saveFor = (vendorId: string, body: unknown) =>
  shop.owner.post(`/api/vendor/payout-account?vendorId=${vendorId}`, body);

describe('a bank account for payouts (embedded provider)', () => {
  it('keeps only "Checking account ending 6789", never the number, and can receive money at once', async () => {
    const saved = await saveFor(shop.vendor.id, BANK);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      provider: 'local',
      status: 'enabled',
      description: 'Checking account ending 6789',
    });
    const dump = JSON.stringify(await t.db.select().from(payoutAccounts).all());
    expect(dump).not.toContain(BANK.accountNumber);
    expect(dump).not.toContain(BANK.routingNumber);
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).payoutAccount).toEqual(saved.json);
    // A new account replaces the old.
    await saveFor(shop.vendor.id, { ...BANK, accountNumber: '4321 0000 1111' });
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).payoutAccount).toEqual({
      provider: 'local',
      status: 'enabled',
      description: 'Checking account ending 1111',
    });
  });

  it('checks the routing number’s check digit and the account number’s length', async () => {
    expect(isRoutingNumber('110000000')).toBe(true);
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('021000022')).toBe(false);
    const cases: [Record<string, string>, string, string][] = [
      [{ routingNumber: '021000022' }, 'routingNumber', 'Enter a valid 9-digit routing number'],
      [{ routingNumber: '12345' }, 'routingNumber', 'Enter a valid 9-digit routing number'],
      [{ accountNumber: '123' }, 'accountNumber', 'Enter an account number of 4 to 17 digits'],
      [{ accountNumber: '123456789012345678' }, 'accountNumber', 'Enter an account number of 4 to 17 digits'],
      [{ accountHolder: ' ' }, 'accountHolder', "Enter the account holder's name"],
    ];
    for (const [change, field, message] of cases) {
      const answer = await saveFor(shop.vendor.id, { ...BANK, ...change });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ message, fields: { [field]: message } });
    }
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).payoutAccount).toBeNull();
  });

  it('answers that Stripe onboarding needs Stripe when the embedded provider is in use', async () => {
    const answer = await shop.owner.post(
      `/api/vendor/payout-account/onboarding?vendorId=${shop.vendor.id}`,
      {},
    );
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({
      message: 'Stripe is not set up on this server: add the bank account payouts go to instead.',
    });
  });

  it('lets a worker record theirs; a customer is not a worker', async () => {
    const worker = await approvedWorker(t);
    expect((await worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
    expect((await workerEarningsOf(worker.client)).payoutAccount?.description).toBe(
      'Checking account ending 6789',
    );
    const customer = (await signUp(t.app)).client;
    expect((await customer.post('/api/worker/payout-account', BANK)).status).toBe(403);
    // Their own earnings: nothing yet.
    expect(await workerEarningsOf(customer)).toEqual({
      jobs: [],
      tips: [],
      totals: { earned: '0.00', paidOut: '0.00', owed: '0.00' },
      payoutAccount: null,
      payoutsBy: 'local',
    });
  });
});

describe("another vendor's business", () => {
  it('is a 404 for its earnings, its payout account and its onboarding, as an unknown one is', async () => {
    expect((await shop.owner.get(`/api/vendor/earnings?vendorId=${other.vendor.id}`)).status).toBe(404);
    expect((await saveFor(other.vendor.id, BANK)).status).toBe(404);
    expect(
      (await shop.owner.post(`/api/vendor/payout-account/onboarding?vendorId=${other.vendor.id}`, {})).status,
    ).toBe(404);
    expect((await shop.owner.get('/api/vendor/earnings?vendorId=nope')).status).toBe(404);
    expect((await shop.owner.get('/api/vendor/earnings')).status).toBe(400);
    const worker = await approvedWorker(t);
    expect((await worker.client.get(`/api/vendor/earnings?vendorId=${shop.vendor.id}`)).status).toBe(403);
    // Nothing was recorded for the other business.
    expect((await vendorEarningsOf(other.owner, other.vendor.id)).payoutAccount).toBeNull();
  });
});
