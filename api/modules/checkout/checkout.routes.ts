import { Hono } from 'hono';
import {
  completeCheckoutSchema,
  type LocalConfirmResult,
  localConfirmSchema,
  type PaymentConfig,
  startCheckoutSchema,
} from '../../contracts/checkout';
import type { AppDeps, AppEnv } from '../../lib/context';
import { databaseLock } from '../../lib/database-lock';
import { notFound } from '../../lib/errors';
import { currentUser, requireUser } from '../../lib/guards';
import { requirePayableIntent } from '../../lib/ownership';
import { validate } from '../../lib/validate';
import { completeCheckout, prepareCheckout } from './checkout.service';

export function checkoutRoutes(deps: AppDeps) {
  const { db, payments: pay } = deps;
  const checkout = {
    db,
    pay,
    lock: databaseLock({ db, clock: deps.clock, scope: 'cart' }),
    onJobsDispatched: (ids: string[]) => deps.onJobsDispatched?.(ids),
  };
  return new Hono<AppEnv>()
    .get('/config', (c) =>
      c.json<PaymentConfig>({ paymentProvider: pay.name, stripePublishableKey: pay.publishableKey }),
    )
    .post('/cart/checkout', requireUser, validate('json', startCheckoutSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { contactPhone = null } = c.req.valid('json');
      return c.json(await prepareCheckout(checkout, user.id, deps.clock.now(), contactPhone));
    })
    .post('/checkout/complete', requireUser, validate('json', completeCheckoutSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await completeCheckout(checkout, user.id, c.req.valid('json').cartId, deps.clock.now()));
    })
    .post('/payments/local/confirm', requireUser, validate('json', localConfirmSchema), async (c) => {
      if (pay.name !== 'local') throw notFound('The embedded payment provider is not in use');
      const { clientSecret, cardNumber, expiry, cvc } = c.req.valid('json');
      // Only the one whose payment it is may pay it, as with Stripe's per-customer secrets.
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      await requirePayableIntent(db, currentUser(c.get('user')).id, intentId);
      const intent = await pay.confirm(clientSecret, { number: cardNumber, expiry, cvc });
      return c.json<LocalConfirmResult>({ status: intent.status, error: intent.lastError });
    });
}
