import type { StripeWebhookModule } from '../../payments/webhook.routes';
import { applyAccountUpdate } from './payout-accounts';

/** `account.updated` (sent to the Connect endpoint): an account able to receive money wakes the payout run. */
export const payoutAccountWebhooks: StripeWebhookModule = (deps) => ({
  'account.updated': async (event) => {
    if (await applyAccountUpdate(deps.db, event.data.object, deps.clock.now())) deps.payouts?.kick();
  },
});
