import * as v from 'valibot';
import {
  type OrderStatus,
  type PayeeKind,
  type PayoutStatus,
  type PlanSubscriptionStatus,
  SUBSCRIPTION_TIERS,
} from './enums';
import type { TipLine } from './tips';

// Issue 19: money out. What the vendor's and the worker's Earnings, the plan screen and the admin's
// Finance answer (what the plans cost and take is plans.ts). Amounts are decimal strings ("125.00").

type Tier = (typeof SUBSCRIPTION_TIERS)[number];

/** Days a plan stays after a failed renewal before it falls back to Basic. */
export const PLAN_GRACE_DAYS = 7;

/** A booking's fee at a rate, rounded half up to the cent. */
export const feeCents = (amountCents: number, rateBps: number) =>
  Math.floor((amountCents * rateBps + 5_000) / 10_000);

export type PayoutView = {
  id: string;
  amount: string;
  status: PayoutStatus;
  paidAt: string | null;
  /** Why Stripe refused it (failed only): paid again once the payee's account is updated. */
  reason: string | null;
};

/** How a vendor or worker is paid, as they see it. */
export type PayoutAccountView = {
  provider: 'local' | 'stripe';
  /** pending: not able to receive money yet (Stripe onboarding unfinished). */
  status: 'pending' | 'enabled';
  /** The embedded method's words ("Checking account ending 6789"), or Stripe's account id's last part. */
  description: string | null;
} | null;

/** One booking in a vendor's Earnings. */
export type VendorEarningsLine = {
  orderId: string;
  itemName: string;
  /** The event's day (YYYY-MM-DD). */
  day: string | null;
  status: OrderStatus;
  gross: string;
  platformFee: string;
  workerCosts: string;
  refunds: string;
  /** gross − refunds − platform fee − worker costs (what the vendor is owed for it). */
  net: string;
  /** When its share may be paid out (the business day after the event), once settled. */
  availableOn: string | null;
  payout: PayoutView | null;
};

export type EarningsMonth = {
  /** YYYY-MM */
  month: string;
  gross: string;
  platformFee: string;
  workerCosts: string;
  refunds: string;
  /** Customers' tips for the month's bookings, all of them the vendor's (counted in net). */
  tips: string;
  net: string;
  paidOut: string;
};

/** GET /api/vendor/plan?vendorId=… (the owner's businesses only): the plan shown beside Earnings. */
export type PlanView = {
  vendorId: string;
  businessName: string;
  /** The plan in force now (what the fee and FEATURED follow). */
  tier: Tier;
  status: PlanSubscriptionStatus | 'none';
  feePercent: number;
  /** The end of the paid period (FEATURED until then). */
  currentPeriodEnd: string | null;
  /** A downgrade or cancellation (Basic) waiting for the period's end. */
  nextTier: Tier | null;
  cancelAtPeriodEnd: boolean;
  /** Set while a renewal failed: the plan stays until then, then falls back to Basic. */
  graceUntil: string | null;
  /** The failed renewal's words ("Your card was declined."). */
  lastError: string | null;
  nextInvoice: { amount: string; on: string } | null;
  /** A plan chosen whose first invoice is not paid yet. */
  pendingUpgrade: { tier: Tier; amount: string } | null;
};

export const choosePlanSchema = v.strictObject({
  vendorId: v.pipe(v.string('vendorId is required'), v.minLength(1, 'vendorId is required'), v.maxLength(64)),
  tier: v.picklist(SUBSCRIPTION_TIERS, 'Choose Basic, Featured or Premium'),
});
export const planVendorSchema = v.strictObject({
  vendorId: v.pipe(v.string('vendorId is required'), v.minLength(1, 'vendorId is required'), v.maxLength(64)),
});

/**
 * POST /api/vendor/plan: the plan after the choice, and when an upgrade's first invoice is to be
 * paid, what the card form needs (the same as checkout's).
 */
export type PlanChange = {
  plan: PlanView;
  payment: { invoiceId: string; clientSecret: string; amount: string; tier: Tier } | null;
};

/** GET /api/vendor/earnings?vendorId=… (the owner's businesses only). */
export type VendorEarnings = {
  vendorId: string;
  businessName: string;
  lines: VendorEarningsLine[];
  months: EarningsMonth[];
  /** Customers' tips, all of them the vendor's, each paid out whole. */
  tips: TipLine[];
  /** owed: settled and not yet paid out; available: of that, payable now; paidOut: in all (tips too). */
  balance: { owed: string; available: string; paidOut: string };
  payoutAccount: PayoutAccountView;
  /** How payouts are set up on this server: the bank form (embedded) or Stripe's onboarding. */
  payoutsBy: 'local' | 'stripe';
};

/** GET /api/worker/earnings */
export type WorkerEarnings = {
  jobs: {
    ticketId: string;
    /** What is paid out for the row: `ticket:<id>`, `overtime:<id>` or `cancel-fee:<id>`. */
    itemKey: string;
    orderId: string;
    title: string;
    day: string | null;
    pay: string;
    completedAt: string | null;
    payout: PayoutView | null;
  }[];
  /** Customers' tips, all of them the worker's, each paid out whole. */
  tips: TipLine[];
  /** earned: the jobs' pay and the tips, in all. */
  totals: { earned: string; paidOut: string; owed: string };
  payoutAccount: PayoutAccountView;
  payoutsBy: 'local' | 'stripe';
};

export type FinanceTotals = {
  charges: string;
  refunds: string;
  platformFees: string;
  subscriptions: string;
  workerPay: string;
  vendorShares: string;
  payouts: string;
};

/** Totals for a day or month in which no money moved. */
export const NO_MONEY_MOVED: Readonly<FinanceTotals> = {
  charges: '0.00',
  refunds: '0.00',
  platformFees: '0.00',
  subscriptions: '0.00',
  workerPay: '0.00',
  vendorShares: '0.00',
  payouts: '0.00',
};

/** GET /api/admin/finance */
export type FinanceView = {
  /** Broken Bow's today and this month (YYYY-MM). */
  day: string;
  month: string;
  today: FinanceTotals;
  thisMonth: FinanceTotals;
  /** What is owed and not yet paid out. */
  owed: { vendors: string; workers: string };
  /** What the platform still holds for bookings not settled. */
  held: string;
  balanced: boolean;
  /** Each thing that does not add up, in words, with the entry or order it is about. */
  problems: { ref: string; message: string }[];
  /** Payouts Stripe refused, given back and not yet paid again: waiting for the payee, oldest first. */
  refusedPayouts: RefusedPayout[];
};

export type RefusedPayout = {
  payoutId: string;
  payeeKind: PayeeKind;
  /** The business's name, or the worker's name (their username when they gave none). */
  payee: string;
  amount: string;
  reason: string;
  refusedAt: string;
};
