import { Hono } from 'hono';
import * as v from 'valibot';
import type { VendorEarnings, WorkerEarnings } from '../../contracts/finance';
import { type BankMethod, bankMethodSchema, type OnboardingLink } from '../../contracts/payouts';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser, requireVendor } from '../../lib/guards';
import { requireOwnVendor } from '../../lib/ownership';
import { validate } from '../../lib/validate';
import { requireApprovedWorker } from '../jobs/jobs.service';
import {
  accountView,
  type Payee,
  payoutAccountOf,
  refreshStripeAccount,
  saveBankMethod,
  startOnboarding,
} from './payout-accounts';
import type { PayoutSetup } from './payout-view';
import { vendorEarnings } from './vendor-earnings';
import { workerEarnings } from './worker-earnings';

const vendorQuery = v.object({
  vendorId: v.pipe(v.string('Choose a business'), v.minLength(1, 'Choose a business'), v.maxLength(64)),
});

/**
 * Earnings and payout accounts (issue 19): a vendor's for each business it owns (another's is a
 * 404), a worker's own. A Stripe account still pending is read again when its owner looks.
 */
export function payoutRoutes(deps: AppDeps) {
  const { db, clock, payments: pay } = deps;

  const payoutSetup = async (payee: Payee): Promise<PayoutSetup> => {
    const before = await payoutAccountOf(db, payee);
    const after = await refreshStripeAccount(db, pay, before, clock.now());
    // Back from Stripe able to receive money: what is owed goes now.
    if (before?.status !== 'enabled' && after?.status === 'enabled') deps.payouts?.kick();
    return { payoutAccount: accountView(after), payoutsBy: pay.name };
  };
  // A payee who can now be paid is paid what is due at once, not at the next quarter hour; the
  // embedded provider records it in the same breath, so the answer already shows it.
  const saveAndPay = async (payee: Payee, input: BankMethod) => {
    const account = await saveBankMethod(db, pay, payee, input, clock.now());
    await deps.payouts?.run().catch((error) => console.error('payouts: run failed', error));
    return account;
  };
  const onboard = async (payee: Payee, email: string, returnPath: string): Promise<OnboardingLink | null> => {
    const url = await startOnboarding({
      db,
      pay,
      payee,
      email,
      returnUrl: `${deps.publicOrigin}${returnPath}`,
      now: clock.now(),
    });
    return url ? { url } : null;
  };

  return new Hono<AppEnv>()
    .get('/vendor/earnings', requireVendor, validate('query', vendorQuery), async (c) => {
      const vendor = await requireOwnVendor(db, currentUser(c.get('user')).id, c.req.valid('query').vendorId);
      const setup = await payoutSetup({ kind: 'vendor', id: vendor.id });
      return c.json<VendorEarnings>(await vendorEarnings(db, vendor, setup, clock.now()));
    })
    .post(
      '/vendor/payout-account',
      requireVendor,
      validate('query', vendorQuery),
      validate('json', bankMethodSchema),
      async (c) => {
        const vendor = await requireOwnVendor(
          db,
          currentUser(c.get('user')).id,
          c.req.valid('query').vendorId,
        );
        const payee: Payee = { kind: 'vendor', id: vendor.id };
        return c.json(await saveAndPay(payee, c.req.valid('json')));
      },
    )
    .post('/vendor/payout-account/onboarding', requireVendor, validate('query', vendorQuery), async (c) => {
      const user = currentUser(c.get('user'));
      const vendor = await requireOwnVendor(db, user.id, c.req.valid('query').vendorId);
      return c.json(
        await onboard({ kind: 'vendor', id: vendor.id }, user.email, '/vendor-dashboard?tab=earnings'),
      );
    })
    .get('/worker/earnings', requireUser, async (c) => {
      const userId = currentUser(c.get('user')).id;
      return c.json<WorkerEarnings>(
        await workerEarnings(db, userId, await payoutSetup({ kind: 'worker', id: userId })),
      );
    })
    .post(
      '/worker/payout-account',
      requireApprovedWorker(db),
      validate('json', bankMethodSchema),
      async (c) => {
        const payee: Payee = { kind: 'worker', id: currentUser(c.get('user')).id };
        return c.json(await saveAndPay(payee, c.req.valid('json')));
      },
    )
    .post('/worker/payout-account/onboarding', requireApprovedWorker(db), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await onboard({ kind: 'worker', id: user.id }, user.email, '/worker-jobs'));
    });
}
