import { Hono } from 'hono';
import { choosePlanSchema, type PlanChange, type PlanView, planVendorSchema } from '../../contracts/finance';
import type { AppDeps, AppEnv } from '../../lib/context';
import { databaseLock } from '../../lib/database-lock';
import { currentUser, requireVendor } from '../../lib/guards';
import { requireOwnVendor } from '../../lib/ownership';
import { validate } from '../../lib/validate';
import { choosePlan, completePlanPayment, payOverdue } from './change-plan';
import { planView } from './plan-view';

/** A business's plan: seen, chosen or changed, and its first invoice paid, by its owner only. */
export function planRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  // One change at a time per business: a double tap never starts two subscriptions.
  const plans = { db, pay: deps.payments, lock: databaseLock({ db, clock, scope: 'plan' }) };
  return new Hono<AppEnv>()
    .get('/vendor/plan', requireVendor, validate('query', planVendorSchema), async (c) => {
      const { vendorId } = c.req.valid('query');
      await requireOwnVendor(db, currentUser(c.get('user')).id, vendorId);
      return c.json<PlanView>(await planView(db, vendorId, clock.now()));
    })
    .post('/vendor/plan', requireVendor, validate('json', choosePlanSchema), async (c) =>
      c.json<PlanChange>(
        await choosePlan(plans, currentUser(c.get('user')).id, c.req.valid('json'), clock.now()),
      ),
    )
    .post('/vendor/plan/overdue', requireVendor, validate('json', planVendorSchema), async (c) =>
      c.json<PlanChange>(
        await payOverdue(plans, currentUser(c.get('user')).id, c.req.valid('json').vendorId, clock.now()),
      ),
    )
    .post('/vendor/plan/complete', requireVendor, validate('json', planVendorSchema), async (c) =>
      c.json<PlanView>(
        await completePlanPayment(
          plans,
          currentUser(c.get('user')).id,
          c.req.valid('json').vendorId,
          clock.now(),
        ),
      ),
    );
}
