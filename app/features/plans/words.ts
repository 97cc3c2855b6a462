import { formatLongDay, townToday } from '@contracts/dates';
import type { SUBSCRIPTION_TIERS } from '@contracts/enums';

type Tier = (typeof SUBSCRIPTION_TIERS)[number];

export const TIER_RANK: Record<Tier, number> = { basic: 0, featured: 1, premium: 2 };

/** "December 25, 2026": the day an instant falls on in Broken Bow. */
export const dayOf = (iso: string) => formatLongDay(townToday(new Date(iso)));
