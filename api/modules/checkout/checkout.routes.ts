import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import {
  completeCheckoutSchema,
  type LocalConfirmResult,
  localConfirmSchema,
  type PaymentConfig,
} from '../../contracts/checkout';
import { payments, refunds, webhookEvents } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { currentUser, requireUser } from '../../lib/guards';
import { keyedLock } from '../../lib/keyed-lock';
import { requirePayableIntent } from '../../lib/ownership';
import { validate } from '../../lib/validate';
import type { StripeProvider } from '../../payments';
import { verifiedEvent } from '../../payments/stripe-connect';
import { settleRefunds } from '../orders/refunds';
import { applyAccountUpdate } from '../payouts/payout-accounts';
import { handlePlanEvent } from '../plans/stripe-plan-events';
import { completeCheckout, prepareCheckout } from './checkout.service';
import { fulfilPayment } from './fulfil';

export function checkoutRoutes(deps: AppDeps) {
  const { db, payments: pay } = deps;
  const checkout = {
    db,
    pay,
    lock: keyedLock(),
    onJobsDispatched: (ids: string[]) => deps.onJobsDispatched?.(ids),
  };
  const app = new Hono<AppEnv>()
    .get('/config', (c) =>
      c.json<PaymentConfig>({ paymentProvider: pay.name, stripePublishableKey: pay.publishableKey }),
    )
    .post('/cart/checkout', requireUser, async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await prepareCheckout(checkout, user.id, deps.clock.now()));
    })
    .post('/checkout/complete', requireUser, validate('json', completeCheckoutSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await completeCheckout(checkout, user.id, c.req.valid('json').cartId, deps.clock.now()));
    })
    .post('/payments/local/confirm', requireUser, validate('json', localConfirmSchema), (c) => {
      if (pay.name !== 'local') throw notFound('The embedded payment provider is not in use');
      const { clientSecret, cardNumber, expiry, cvc } = c.req.valid('json');
      // Only the one whose payment it is may pay it, as with Stripe's per-customer secrets.
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      requirePayableIntent(db, currentUser(c.get('user')).id, intentId);
      const intent = pay.confirm(clientSecret, { number: cardNumber, expiry, cvc });
      return c.json<LocalConfirmResult>({ status: intent.status, error: intent.lastError });
    });

  if (pay.name === 'stripe') app.post('/payments/stripe/webhook', (c) => stripeWebhook(c.req.raw, deps, pay));
  return app;
}

/**
 * A charge was refunded: our refunds on its payment that still wait are read back from Stripe (the
 * event tells that something changed; Stripe's answer says what). Settling is idempotent, so the
 * event arriving twice, or racing the call that made the refund, changes nothing twice.
 */
async function settleRefundsOf(deps: AppDeps, pay: StripeProvider, charge: Stripe.Charge) {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return;
  const waiting = deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.intentId, intentId), eq(refunds.status, 'pending')))
    .all();
  await settleRefunds(
    { db: deps.db, pay },
    waiting.map((r) => r.id),
  );
}

/**
 * Stripe's webhook: the signature is checked on the raw body; each event is handled once (its id is
 * recorded in the same transaction as the fulfilment it causes).
 */
async function stripeWebhook(request: Request, deps: AppDeps, pay: StripeProvider): Promise<Response> {
  if (!pay.webhookSecret) throw notFound('Webhooks are not configured');
  const raw = await request.text();
  let event: Stripe.Event;
  try {
    event = verifiedEvent(pay.client, raw, request.headers.get('stripe-signature') ?? '', [
      pay.webhookSecret,
      pay.connectWebhookSecret,
    ]);
  } catch {
    throw badRequest('Invalid webhook signature');
  }
  const seen = deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)).get();
  if (seen) return Response.json({ received: true, duplicate: true });

  let ticketIds: string[] = [];
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    const payment = deps.db.select().from(payments).where(eq(payments.intentId, intent.id)).get();
    // Only an intent we created and still mean, for the amount it covers, fulfils anything.
    if (payment?.status === 'open' && payment.amountCents === intent.amount) {
      const done = fulfilPayment(deps.db, payment.id, deps.clock.now(), (tx) =>
        tx.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().run(),
      );
      ticketIds = done.newTicketIds;
      await settleRefunds({ db: deps.db, pay }, done.refundIds);
    }
  }
  if (event.type === 'charge.refunded') await settleRefundsOf(deps, pay, event.data.object);
  await handlePlanEvent(deps.db, pay, event, deps.clock.now());
  if (event.type === 'account.updated' && applyAccountUpdate(deps.db, event.data.object, deps.clock.now()))
    deps.payouts?.kick();
  deps.db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().run();
  deps.onJobsDispatched?.(ticketIds);
  return Response.json({ received: true });
}
