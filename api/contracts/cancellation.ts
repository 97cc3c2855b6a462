import * as v from 'valibot';
import { addDays } from './availability';
import { formatClock, formatShortDay, townToday } from './dates';
import { type CancellationPolicyName, REFUND_RULES } from './enums';
import { townClock, townTimeToIso } from './events';
import { bookedSpan } from './job-windows';

/**
 * The processing fee kept when a customer cancels 7 or more days out (Terms, section 8): 3 % of the
 * booking, which covers what the card network charged for taking the money and giving it back.
 * One constant, shown on the Terms page from here.
 */
export const PROCESSING_FEE_PERCENT = 3;

export type RefundRule = (typeof REFUND_RULES)[number];

export type CancellationQuote = {
  /** False once the event has started or the booking is past cancelling. */
  cancellable: boolean;
  refundAmount: string;
  rule: RefundRule | null;
  daysBefore: number | null;
  /** One sentence the confirmation dialog shows: why this amount. */
  explanation: string;
};

export type CancelResult = { status: 'cancelled'; refundAmount: string };

const DAY_MS = 86_400_000;
/** Whole calendar days from one YYYY-MM-DD to another: days, not hours, so a clock change is not a day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** What a rule gives back of an amount: less the processing fee, half (a half cent to the customer), or nothing. */
export function refundOfRule(rule: RefundRule, amountCents: number): number {
  if (rule === 'full_minus_fee')
    return amountCents - Math.floor((amountCents * PROCESSING_FEE_PERCENT) / 100);
  if (rule === 'half') return Math.ceil(amountCents / 2);
  return 0;
}

/** The less generous of two rules (a rule locked by a change is never bettered by moving the date). */
export function leastGenerous(a: RefundRule, b: RefundRule | null): RefundRule {
  if (b === null) return a;
  return REFUND_RULES.indexOf(a) >= REFUND_RULES.indexOf(b) ? a : b;
}

/** When a booking is, as the policies need it: its day in Broken Bow and, when it has a time, its start. */
export type BookingWhen = { day: string | null; startsAt: string | null };

/** A booking's day and start time ("HH:MM", Broken Bow's clock) as the policies read them. */
export const bookingWhen = (day: string | null, time: string | null | undefined): BookingWhen => ({
  day,
  startsAt: day && time ? townTimeToIso(day, time) : null,
});

const HOUR_MS = 3_600_000;
/** A flexible booking refunds until this many hours before it starts. */
export const FLEXIBLE_HOURS = 24;
/** A strict booking refunds half until this many days before its day. */
export const STRICT_DAYS = 14;

/**
 * The rule a policy gives on `now` (issue 30, Terms section 8):
 * - flexible: less the processing fee until 24 hours before the start (real hours, so a clock
 *   change in between is counted as it is lived; a booking without a time starts at its day's
 *   midnight), nothing after;
 * - standard: the Terms' schedule in Broken Bow's calendar days: less the processing fee 7 or more
 *   days before, half 3 to 6 days before, nothing under 3;
 * - strict: half until 14 calendar days before, nothing after.
 * A booking without a day refunds less the fee under every policy. `lock` is the booking's
 * refund_lock: the rule is never more generous than it.
 */
export function ruleOfPolicy(
  policy: CancellationPolicyName,
  when: BookingWhen,
  now: Date,
  lock: RefundRule | null = null,
): { rule: RefundRule; daysBefore: number | null } {
  const daysBefore = when.day ? daysBetween(townToday(now), when.day) : null;
  if (!when.day || daysBefore === null) return { rule: leastGenerous('full_minus_fee', lock), daysBefore };
  let rule: RefundRule;
  if (policy === 'flexible') {
    const start = Date.parse(bookedSpan(when).startsAt);
    rule = start - now.getTime() >= FLEXIBLE_HOURS * HOUR_MS ? 'full_minus_fee' : 'none';
  } else if (policy === 'strict') rule = daysBefore >= STRICT_DAYS ? 'half' : 'none';
  else rule = daysBefore >= 7 ? 'full_minus_fee' : daysBefore >= 3 ? 'half' : 'none';
  return { rule: leastGenerous(rule, lock), daysBefore };
}

/** What cancelling on `now` gives back of what was charged, by the booking's own policy and lock. */
export function refundByPolicy(
  policy: CancellationPolicyName,
  amountCents: number,
  when: BookingWhen,
  now: Date,
  lock: RefundRule | null = null,
): { refundCents: number; rule: RefundRule; daysBefore: number | null } {
  const { rule, daysBefore } = ruleOfPolicy(policy, when, now, lock);
  return { refundCents: refundOfRule(rule, amountCents), rule, daysBefore };
}

export const cancelReasonSchema = v.object({
  reason: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Keep the reason under 500 characters'))),
  ),
});
export type CancelReasonInput = v.InferOutput<typeof cancelReasonSchema>;

export const adminCancelSchema = v.object({
  refundAmount: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the refund like 125 or 18.50'),
  ),
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Say why the booking is cancelled'),
    v.maxLength(500, 'Keep the reason under 500 characters'),
  ),
});
export type AdminCancelInput = v.InferOutput<typeof adminCancelSchema>;

/** Each policy's name, as the vendor's editor, the Terms and a booking's policy line show it. */
export const POLICY_NAMES: Record<CancellationPolicyName, string> = {
  flexible: 'Flexible',
  standard: 'Standard',
  strict: 'Strict',
};

const FULL = `Full refund less the ${PROCESSING_FEE_PERCENT}% processing fee`;

/** Each policy's rule in one sentence: the vendor chooses by it, and the Terms list it. */
export const POLICY_RULES: Record<CancellationPolicyName, string> = {
  flexible: `${FULL} until ${FLEXIBLE_HOURS} hours before the booking starts; no refund after.`,
  standard: `${FULL} until 7 days before the event; half back until 3 days before; no refund after.`,
  strict: `Half back until ${STRICT_DAYS} days before the event; no refund after.`,
};

/** "Sat, Oct 31, 7:00 PM": an instant as Broken Bow's clock shows it. */
function formatTownInstant(iso: string): string {
  const { day, time } = townClock(iso);
  return `${formatShortDay(day)}, ${formatClock(time)}`;
}

/** The clauses still ahead of `now`, as one sentence that starts with a capital. */
function sentenceOf(clauses: (string | null)[]): string {
  const sentence = clauses.filter((clause): clause is string => clause !== null).join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The dated clauses of one policy for one booking, from the same thresholds as ruleOfPolicy. */
function policyDates(policy: CancellationPolicyName, when: BookingWhen & { day: string }, now: Date): string {
  const today = townToday(now);
  if (policy === 'flexible') {
    const deadline = Date.parse(bookedSpan(when).startsAt) - FLEXIBLE_HOURS * HOUR_MS;
    const at = formatTownInstant(new Date(deadline).toISOString());
    return now.getTime() <= deadline
      ? sentenceOf([`${FULL} until ${at}`, 'no refund after'])
      : sentenceOf([`no refund after ${at}`]);
  }
  if (policy === 'strict') {
    const halfUntil = addDays(when.day, -STRICT_DAYS);
    return sentenceOf([
      today <= halfUntil ? `half back until ${formatShortDay(halfUntil)}` : null,
      `no refund from ${formatShortDay(addDays(halfUntil, 1))}`,
    ]);
  }
  const fullUntil = addDays(when.day, -7);
  const halfUntil = addDays(when.day, -3);
  return sentenceOf([
    today <= fullUntil ? `${FULL} until ${formatShortDay(fullUntil)}` : null,
    today <= halfUntil ? `half back until ${formatShortDay(halfUntil)}` : null,
    `no refund from ${formatShortDay(addDays(halfUntil, 1))}`,
  ]);
}

/**
 * One booking's policy as its own dates, from what is still ahead on `now` ("Standard policy: Full
 * refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from
 * Thu, Dec 10."): checkout shows it per vendor beside Pay, the receipt, the paid e-mail and the
 * booking page repeat it. The same thresholds as ruleOfPolicy, so the words and the money never
 * disagree. A booking without a day refunds less the fee under every policy.
 */
export function cancellationPolicy(policy: CancellationPolicyName, when: BookingWhen, now: Date): string {
  const words = when.day ? policyDates(policy, { ...when, day: when.day }, now) : `${FULL}.`;
  return `${POLICY_NAMES[policy]} policy: ${words}`;
}
