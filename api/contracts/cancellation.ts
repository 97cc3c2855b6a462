import * as v from 'valibot';
import { addDays } from './availability';
import { formatShortDay, townToday } from './dates';

/**
 * The processing fee kept when a customer cancels 7 or more days out (Terms, section 8): 3 % of the
 * booking, which covers what the card network charged for taking the money and giving it back.
 * One constant, shown on the Terms page from here.
 */
export const PROCESSING_FEE_PERCENT = 3;

export type RefundRule = 'full_minus_fee' | 'half' | 'none';

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

/**
 * Section 8 of the Terms, computed in Broken Bow's calendar: 7 or more days before the event, the
 * amount less the processing fee; 3 to 6 days, half; under 3 days, nothing. Amounts round to the
 * nearest cent (a half cent goes to the customer).
 */
export function refundBySchedule(
  amountCents: number,
  eventDay: string | null,
  now: Date,
): { refundCents: number; rule: RefundRule; daysBefore: number | null } {
  const daysBefore = eventDay ? daysBetween(townToday(now), eventDay) : null;
  if (daysBefore === null || daysBefore >= 7) {
    const fee = Math.floor((amountCents * PROCESSING_FEE_PERCENT) / 100);
    return { refundCents: amountCents - fee, rule: 'full_minus_fee', daysBefore };
  }
  if (daysBefore >= 3) return { refundCents: Math.ceil(amountCents / 2), rule: 'half', daysBefore };
  return { refundCents: 0, rule: 'none', daysBefore };
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

/** Section 8 of the Terms in three lines, as a receipt states it. */
export const REFUND_SCHEDULE = [
  `Cancel 7 or more days before the event: a full refund less the ${PROCESSING_FEE_PERCENT}% processing fee.`,
  'Cancel 3 to 6 days before: half back.',
  'Cancel less than 3 days before: no refund.',
] as const;

/**
 * The refund schedule above as the days of one booking ("Full refund less the 3% processing fee until
 * Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10."), from what is still ahead
 * on `now`: checkout shows it beside Pay, and the receipt repeats it. The same thresholds as
 * refundBySchedule, so the words and the money never disagree.
 */
export function cancellationPolicy(eventDay: string | null, now: Date): string {
  if (!eventDay) return REFUND_SCHEDULE[0];
  const today = townToday(now);
  const fullUntil = addDays(eventDay, -7);
  const halfUntil = addDays(eventDay, -3);
  const clauses = [
    today <= fullUntil
      ? `Full refund less the ${PROCESSING_FEE_PERCENT}% processing fee until ${formatShortDay(fullUntil)}`
      : null,
    today <= halfUntil ? `half back until ${formatShortDay(halfUntil)}` : null,
    `no refund from ${formatShortDay(addDays(halfUntil, 1))}`,
  ].filter((clause): clause is string => clause !== null);
  const sentence = clauses.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
