// The closed sets of SPEC sections 3, 4 and 9, shared by the schema, the API and the forms.
export const ROLES = ['customer', 'vendor', 'worker', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGN_UP_ROLES = ['customer', 'vendor', 'worker'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const SUBSCRIPTION_TIERS = ['basic', 'featured', 'premium'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled'] as const;

export const BUSINESS_TYPES = [
  'restaurant',
  'venue',
  'photography',
  'entertainment',
  'florist',
  'bartending',
  'rentals',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  $: 'Budget',
  $$: 'Moderate',
  $$$: 'Premium',
  $$$$: 'Luxury',
};

export const SERVICE_CATEGORIES = [
  'catering',
  'venue',
  'photography',
  'entertainment',
  'florist',
  'bartending',
  'rentals',
  'delivery',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const EVENT_TYPES = [
  'corporate',
  'wedding',
  'birthday',
  'anniversary',
  'meeting',
  'training',
  'other',
] as const;
export const EVENT_STATUSES = ['planning', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export const ORDER_TYPES = ['catering', 'delivery', 'event_service'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_STATUSES = ['pending', 'accepted', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Who moved a booking: the people of the marketplace, or the server itself (a day that filled). */
export const BOOKING_ACTORS = ['customer', 'vendor', 'worker', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const GIG_WORKER_STATUSES = ['pending', 'approved', 'rejected', 'inactive'] as const;
export const VENDOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CART_STATUSES = ['active', 'checked_out', 'abandoned'] as const;
/** A payment covers a fixed copy of the cart: open until paid and fulfilled, or replaced by a newer one. */
export const PAYMENT_STATUSES = ['open', 'replaced', 'fulfilled'] as const;
/** `none` is a $0 checkout: nothing to charge, the same fixed copy to fulfil. */
/**
 * How a service is booked (issue 29). `instant`: paying confirms the booking. `request`: the card is
 * only held until the vendor accepts (captured) or declines, or the request expires (released).
 */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
/**
 * A payment's money at the provider: `none` was charged at once (automatic capture, or $0); `held` is
 * authorised only (a cart with a request in it); `capturing` is asked to capture and waits for the
 * answer; `captured` took `captured_cents` and released the rest; `released` took nothing.
 */
/**
 * A vendor's cancellation policy (Terms, section 8; docs/decisions.md, issue 30), copied into each
 * booking when it is paid: flexible (full less the processing fee until 24 h before), standard (the
 * Terms' schedule), strict (half until 14 days before).
 */
export const CANCELLATION_POLICIES = ['flexible', 'standard', 'strict'] as const;
export type CancellationPolicyName = (typeof CANCELLATION_POLICIES)[number];
/** What a cancellation gives back, most generous first (the order the policy lock compares in). */
export const REFUND_RULES = ['full_minus_fee', 'half', 'none'] as const;
/** Why money goes back: a cancellation (one per order), a booking change, a problem report. */
export const REFUND_KINDS = ['cancel', 'change', 'report'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
/**
 * A change of a booking's date, times or guests: waiting for its difference to be paid, waiting
 * for the vendor, or ended (accepted, declined by the vendor, withdrawn by the customer, expired).
 */
export const BOOKING_CHANGE_STATUSES = [
  'awaiting_payment',
  'awaiting_vendor',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type BookingChangeStatus = (typeof BOOKING_CHANGE_STATUSES)[number];
/** What a customer reports went wrong with a booking. */
export const PROBLEM_KINDS = ['no_show', 'late', 'not_as_described'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
/** A problem report is open (the vendor's payout held) until the admin refunds or releases, once. */
/** Issue 31: a worker's check-in (start) and check-out (complete), with the evidence taken on the phone. */
export const JOB_CHECK_STEPS = ['start', 'complete'] as const;
export type JobCheckStep = (typeof JOB_CHECK_STEPS)[number];
/**
 * How the phone's position compares with where the job is: near or far when both are known, unknown
 * when the address could not be placed, none when the phone gave no position.
 */
export const POSITION_VERDICTS = ['near', 'far', 'unknown', 'none'] as const;
export type PositionVerdict = (typeof POSITION_VERDICTS)[number];
/** Time worked past the booked hours: none, or asked of the vendor, who approves or declines it. */
export const OVERTIME_STATUSES = ['none', 'requested', 'approved', 'declined', 'disputed'] as const;
export type OvertimeStatus = (typeof OVERTIME_STATUSES)[number];
/** A code in a new-job text ("Reply Y 3F9A"): open while the job is, then used or closed. */
export const JOB_TEXT_CODE_STATUSES = ['open', 'used', 'closed'] as const;
export const TIP_STATUSES = ['open', 'paid', 'failed'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

export const PROBLEM_STATUSES = ['open', 'refunded', 'released'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

export const HOLD_STATUSES = ['none', 'held', 'capturing', 'captured', 'released'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
/** One booking's money as GET /api/orders/:id says it (`payment.status`). */
export const ORDER_PAYMENT_STATUSES = ['authorized', 'captured', 'released', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['stripe', 'local', 'none'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const JOB_TICKET_STATUSES = [
  'pending',
  'assigned',
  'accepted',
  'in_progress',
  'completed',
  'cancelled',
] as const;

export const CUISINE_TYPES = [
  'BBQ & Grilled',
  'Italian',
  'Mexican',
  'Comfort Food',
  'Healthy',
  'Desserts',
] as const;
export const EXPERIENCE_LEVELS = ['new', '1-2', '3-5', '6-10', '10+'] as const;
export const GIG_POSITIONS = ['delivery_driver', 'setup_crew', 'event_assistant', 'cleanup_crew'] as const;
export const GIG_AVAILABILITY = ['weekdays', 'weekends', 'evenings', 'mornings'] as const;

/** An offer answering a quote request: open until booked, withdrawn, closed or past its expiry day. */
export const OFFER_STATUSES = ['open', 'withdrawn', 'booked', 'closed', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What a ledger entry records (docs/decisions/0006-money-out-ledger.md). */
export const LEDGER_KINDS = [
  'charge',
  'refund',
  'platform_fee',
  'vendor_share',
  'worker_pay',
  'payout',
  'subscription_invoice',
  // Issue 30: the difference a booking change charged; a problem report's hold on a vendor's share
  // and its end; a worker's fee for a job cancelled late.
  'change_charge',
  'dispute_hold',
  'dispute_release',
  'worker_cancel_fee',
  // Issue 31: a customer's tip, all of it to the vendor or worker tipped.
  'tip',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** A vendor's plan as billed: incomplete until its first invoice is paid; past_due in the grace period. */
export const PLAN_SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'cancelled'] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];
export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;
export const PAYEE_KINDS = ['vendor', 'worker'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];
/** A payout account: pending until it can receive money (Stripe: payouts_enabled). */
export const PAYOUT_ACCOUNT_STATUSES = ['pending', 'enabled'] as const;
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
