import * as v from 'valibot';
import type { OvertimeStatus } from './enums';

/** A worker may dispute declined overtime for 7 days from the vendor's decline, while it is fresh in mind. */
export const DISPUTE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Until when a decline given at `answeredAt` may be disputed. */
export const disputableUntil = (answeredAt: string) =>
  new Date(Date.parse(answeredAt) + DISPUTE_DAYS * DAY_MS).toISOString();

export const REASON_MIN = 10;
export const REASON_MAX = 1000;

/** POST /api/job-tickets/:id/overtime-dispute: why the worker says the overtime is owed. */
export const overtimeDisputeSchema = v.strictObject({
  reason: v.pipe(
    v.string('Say why the overtime is owed'),
    v.trim(),
    v.minLength(REASON_MIN, `Say why the overtime is owed in at least ${REASON_MIN} characters`),
    v.maxLength(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`),
  ),
});
export type OvertimeDisputeInput = v.InferOutput<typeof overtimeDisputeSchema>;

/** POST /api/admin/overtime-disputes/:ticketId/resolve: pay the overtime, or uphold the vendor's decline. */
export const overtimeRulingSchema = v.strictObject({
  action: v.picklist(['pay', 'uphold'], 'Choose pay or uphold'),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Keep the note under 500 characters')), ''),
});
export type OvertimeRulingInput = v.InferOutput<typeof overtimeRulingSchema>;

/**
 * A job's overtime as its worker sees it: the minutes and the answer; until when a decline may be
 * disputed (null when it may not); the worker's reason once disputed, the admin's note once ruled.
 */
export type WorkerOvertimeView = {
  minutes: number;
  status: OvertimeStatus;
  disputableUntil: string | null;
  dispute: string | null;
  ruledAt: string | null;
  ruling: string | null;
};

/** A dispute waiting for the admin (GET /api/admin/overtime-disputes). */
export type OvertimeDisputeView = {
  ticketId: string;
  orderId: string;
  bookingName: string;
  workerName: string;
  vendorName: string;
  minutes: number;
  /** What paying it costs the vendor, in dollars ("10.00"). */
  amount: string;
  reason: string;
  disputedAt: string;
};
