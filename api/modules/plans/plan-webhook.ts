import type { StripeWebhookModule } from '../../payments/webhook.routes';
import { handlePlanEvent } from './stripe-plan-events';

/** Stripe Billing's events for the plans (stripe-plan-events.ts says what each one does). */
export const planWebhooks: StripeWebhookModule = (deps, pay) => {
  const handle = (event: Parameters<typeof handlePlanEvent>[2]) =>
    handlePlanEvent(deps.db, pay, event, deps.clock.now());
  return {
    'invoice.paid': handle,
    'invoice.payment_failed': handle,
    'customer.subscription.updated': handle,
    'customer.subscription.deleted': handle,
  };
};
