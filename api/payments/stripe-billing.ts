import type Stripe from 'stripe';
import type { SUBSCRIPTION_TIERS } from '../contracts/enums';
import { ApiError } from '../lib/errors';

type Tier = (typeof SUBSCRIPTION_TIERS)[number];
type PaidTier = Exclude<Tier, 'basic'>;

/** The Prices our plans are billed on, found by lookup key (README, Payments: create them once). */
export const PLAN_LOOKUP_KEYS: Record<PaidTier, string> = {
  featured: 'bbe_featured_monthly',
  premium: 'bbe_premium_monthly',
};

const tierOfLookupKey = (key: string | null): PaidTier | null =>
  key === PLAN_LOOKUP_KEYS.featured ? 'featured' : key === PLAN_LOOKUP_KEYS.premium ? 'premium' : null;

/**
 * Stripe Billing as the plans use it: a Customer per account, a Subscription per business on the
 * plan's Price, its first invoice paid in the browser with the Payment Element (the invoice's
 * `confirmation_secret`, API versions from 2025-03-31 on). Every create carries an idempotency key.
 */
export function stripeBillingApi(client: Stripe) {
  const priceIds = new Map<PaidTier, string>();

  async function priceFor(tier: PaidTier): Promise<string> {
    const known = priceIds.get(tier);
    if (known) return known;
    const found = await client.prices.list({ lookup_keys: [PLAN_LOOKUP_KEYS[tier]], active: true, limit: 1 });
    const price = found.data[0];
    if (!price)
      throw new ApiError(
        503,
        `The ${tier === 'featured' ? 'Featured' : 'Premium'} plan is not set up in Stripe yet (a price with lookup key ${PLAN_LOOKUP_KEYS[tier]}).`,
        'unavailable',
      );
    priceIds.set(tier, price.id);
    return price.id;
  }

  return {
    priceFor,
    /** The plan a Price bills, by its lookup key; null for a price that is not one of ours. */
    async tierOfPrice(price: string | Stripe.Price): Promise<PaidTier | null> {
      const object = typeof price === 'string' ? await client.prices.retrieve(price) : price;
      return tierOfLookupKey(object.lookup_key);
    },
    createCustomer(user: { id: string; email: string; name: string }) {
      return client.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer_${user.id}` },
      );
    },
    async subscribe(input: { customer: string; tier: PaidTier; vendorId: string; idempotencyKey: string }) {
      return client.subscriptions.create(
        {
          customer: input.customer,
          items: [{ price: await priceFor(input.tier) }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { vendorId: input.vendorId },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
    },
    retrieve: (id: string) =>
      client.subscriptions.retrieve(id, { expand: ['latest_invoice.confirmation_secret'] }),
    /**
     * Moves a paid subscription to another plan. An upgrade is prorated and invoiced now, applied
     * only once that invoice is paid; a downgrade waits for the next renewal (no proration).
     */
    async changePrice(
      sub: Stripe.Subscription,
      change: { tier: PaidTier; upgrade: boolean; cancelAtPeriodEnd: boolean; idempotencyKey: string },
    ) {
      const item = sub.items.data[0];
      return client.subscriptions.update(
        sub.id,
        {
          items: item ? [{ id: item.id, price: await priceFor(change.tier) }] : undefined,
          proration_behavior: change.upgrade ? 'always_invoice' : 'none',
          ...(change.upgrade
            ? { payment_behavior: 'pending_if_incomplete' as const }
            : { cancel_at_period_end: change.cancelAtPeriodEnd }),
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: change.idempotencyKey },
      );
    },
    cancelAtPeriodEnd: (id: string, cancel: boolean) =>
      client.subscriptions.update(id, { cancel_at_period_end: cancel }),
    cancelNow: (id: string) => client.subscriptions.cancel(id),
    // Its confirmation secret is expandable only: the Payment Element pays an open invoice with it.
    retrieveInvoice: (id: string) => client.invoices.retrieve(id, { expand: ['confirmation_secret'] }),
    voidInvoice: (id: string) => client.invoices.voidInvoice(id),
  };
}

export type StripeBillingApi = ReturnType<typeof stripeBillingApi>;
