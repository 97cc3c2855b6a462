import { SUBSCRIPTION_TIERS } from '@contracts/enums';
import { formatMoney } from '@contracts/money';
import { PHOTO_LIMITS, PLAN_FEE_BPS, PLAN_PRICE_CENTS, UNLIMITED_PHOTOS } from '@contracts/plans';

// SPEC section 9's plan words, made from the numbers the server charges and enforces
// (api/contracts/plans.ts), so the two never disagree.

type Plan = (typeof SUBSCRIPTION_TIERS)[number];

export const TIER_NAMES: Record<Plan, string> = { basic: 'Basic', featured: 'Featured', premium: 'Premium' };

/** What a plan's words are made of. */
export type PlanNumbers = { priceCents: number; feeBps: number; photoLimit: number };

const numbersOf = (tier: Plan): PlanNumbers => ({
  priceCents: PLAN_PRICE_CENTS[tier],
  feeBps: PLAN_FEE_BPS[tier],
  photoLimit: PHOTO_LIMITS[tier],
});

/** "5%": a fee in basis points as the plans say it. */
export const feeWords = (feeBps: number) => `${feeBps / 100}%`;

/** "Free", "$49": a month's price in whole dollars as SPEC section 9 writes it (cents only when there are some). */
export const priceWords = (cents: number) =>
  cents === 0 ? 'Free' : formatMoney(cents, 'cents').replace(/\.00$/, '');

/** "Up to 5 photos"; "Unlimited photos" for the cap that stands for unlimited. */
export const photoWords = (limit: number) =>
  limit >= UNLIMITED_PHOTOS ? 'Unlimited photos' : `Up to ${limit} photos`;

/** Each plan's own line, before or after the numbers. */
const OWN_LINES: Record<Plan, { before?: string; after?: string }> = {
  basic: { before: 'Listing in the vendor directory' },
  featured: { before: 'FEATURED badge in the directory' },
  premium: { after: 'The lowest fee for busy businesses' },
};

export type PlanWords = { tier: Plan; name: string; price: string; period?: string; features: string[] };

/** One plan in words: its price, and its photos and fee among what it includes. */
export function planWords(tier: Plan, numbers: PlanNumbers = numbersOf(tier)): PlanWords {
  const { before, after } = OWN_LINES[tier];
  const features = [photoWords(numbers.photoLimit), `${feeWords(numbers.feeBps)} platform fee`];
  return {
    tier,
    name: TIER_NAMES[tier],
    price: priceWords(numbers.priceCents),
    ...(numbers.priceCents > 0 && { period: 'per month' }),
    features: [...(before ? [before] : []), ...features, ...(after ? [after] : [])],
  };
}

/** SPEC section 9's plans, in display order: the application's plan picker and the plan screen say the same. */
export const PLANS: PlanWords[] = SUBSCRIPTION_TIERS.map((tier) => planWords(tier));

/** The Terms' sentence on fees: "Pay the platform fee for your plan: 5% on Basic, 3% on Featured, 2% on Premium." */
export const termsFeeSentence = (fees: Record<Plan, number> = PLAN_FEE_BPS) =>
  `Pay the platform fee for your plan: ${SUBSCRIPTION_TIERS.map((tier) => `${feeWords(fees[tier])} on ${TIER_NAMES[tier]}`).join(', ')}.`;
