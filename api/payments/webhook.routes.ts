import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppDeps, AppEnv } from '../lib/context';
import { badRequest, notFound } from '../lib/errors';
import type { StripeProvider } from './index';
import { verifiedEvent } from './stripe-connect';
import { type StripeWebhookHandlers, webhookRouter } from './webhook-router';

/** A module's handlers, made from the app's dependencies once Stripe is known to be the provider. */
export type StripeWebhookModule = (deps: AppDeps, pay: StripeProvider) => StripeWebhookHandlers;

/**
 * Stripe's one webhook, for payments, refunds, plans and payout accounts: the signature is checked
 * on the raw body (with the platform's secret or the Connect one), then the event goes to the module
 * that owns its type. The modules are passed in (api/app.ts), so this never imports one of them.
 * Without Stripe there is no such route.
 */
export function stripeWebhookRoutes(deps: AppDeps, modules: readonly StripeWebhookModule[]) {
  const app = new Hono<AppEnv>();
  const pay = deps.payments;
  if (pay.name !== 'stripe') return app;
  const handle = webhookRouter(
    deps.db,
    modules.map((module) => module(deps, pay)),
  );
  return app.post('/payments/stripe/webhook', async (c) => {
    if (!pay.webhookSecret) throw notFound('Webhooks are not configured');
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = verifiedEvent(pay.client, raw, c.req.header('stripe-signature') ?? '', [
        pay.webhookSecret,
        pay.connectWebhookSecret,
      ]);
    } catch {
      throw badRequest('Invalid webhook signature');
    }
    return c.json(await handle(event));
  });
}
