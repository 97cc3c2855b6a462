import type { SUBSCRIPTION_TIERS } from './enums';

// SPEC section 9: what each plan costs, takes and allows, charged and enforced by the server and said
// by the app (app/lib/plan-words.ts). Numbers only: a contract with valibot schemas would bring its
// schemas into every page that shows a plan.

type Tier = (typeof SUBSCRIPTION_TIERS)[number];

/** The platform's fee per plan, in basis points of a booking (500 = 5 %). */
export const PLAN_FEE_BPS: Record<Tier, number> = { basic: 500, featured: 300, premium: 200 };
/** What a plan costs a month, in cents. */
export const PLAN_PRICE_CENTS: Record<Tier, number> = { basic: 0, featured: 4_900, premium: 9_900 };

// Featured and Premium have "unlimited" photos, which we cap so one listing cannot fill the disk
// (docs/decisions.md).
/** The cap that stands for "unlimited photos". */
export const UNLIMITED_PHOTOS = 30;
/** How many photos a business's page may show, by its plan. */
export const PHOTO_LIMITS: Record<Tier, number> = {
  basic: 5,
  featured: UNLIMITED_PHOTOS,
  premium: UNLIMITED_PHOTOS,
};
