import type { SUBSCRIPTION_TIERS } from '@contracts/enums';

type Plan = (typeof SUBSCRIPTION_TIERS)[number];

/** SPEC section 9's plans, in display order: the application's plan picker and the plan screen say the same. */
export const PLANS: { tier: Plan; name: string; price: string; period?: string; features: string[] }[] = [
  {
    tier: 'basic',
    name: 'Basic',
    price: 'Free',
    features: ['Listing in the vendor directory', 'Up to 5 photos', '5% platform fee'],
  },
  {
    tier: 'featured',
    name: 'Featured',
    price: '$49',
    period: 'per month',
    features: ['FEATURED badge in the directory', 'Unlimited photos', '3% platform fee'],
  },
  {
    tier: 'premium',
    name: 'Premium',
    price: '$99',
    period: 'per month',
    features: ['Unlimited photos', '2% platform fee', 'The lowest fee for busy businesses'],
  },
];
