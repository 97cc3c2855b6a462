import * as v from 'valibot';
import { PROBLEM_KINDS, type ProblemKind, type ProblemStatus } from './enums';
import { bookedSpan } from './job-windows';

/** How long after a booking's end its customer may still report a problem (issue 30). */
export const REPORT_HOURS_AFTER_END = 48;
/** The photos one report may carry. */
export const MAX_REPORT_PHOTOS = 3;
export const DETAILS_MAX = 2000;

export const PROBLEM_LABELS: Record<ProblemKind, string> = {
  no_show: 'The vendor did not show up',
  late: 'The vendor was late',
  not_as_described: 'Not as described',
};

export const ALREADY_REPORTED = 'A problem was already reported for this booking';
export const REPORT_TOO_EARLY = 'A problem can be reported once the booking has started.';
export const REPORT_TOO_LATE = `A problem can be reported until ${REPORT_HOURS_AFTER_END} hours after the booking ends.`;
export const REPORT_CANCELLED = 'A cancelled booking cannot have a problem reported.';
export const TOO_MANY_PHOTOS = `Attach at most ${MAX_REPORT_PHOTOS} photos.`;

const HOUR_MS = 3_600_000;

/**
 * When a booking's problem may be reported: from its start (its day's midnight in Broken Bow without
 * a time) until 48 hours after its end (the end of its day without one). Null without a day.
 */
export function reportWindow(order: {
  scheduledDate: string | null;
  startsAt: string | null;
  endsAt: string | null;
}): { opens: string; closes: string } | null {
  if (!order.scheduledDate) return null;
  const { startsAt: opens, endsAt: end } = bookedSpan({ ...order, day: order.scheduledDate });
  return { opens, closes: new Date(Date.parse(end) + REPORT_HOURS_AFTER_END * HOUR_MS).toISOString() };
}

export const problemFormSchema = v.object({
  kind: v.picklist(PROBLEM_KINDS, 'Choose what went wrong'),
  details: v.pipe(
    v.string('Say what happened'),
    v.trim(),
    v.minLength(1, 'Say what happened'),
    v.maxLength(DETAILS_MAX, `Keep the details under ${DETAILS_MAX} characters`),
  ),
});
export type ProblemForm = v.InferOutput<typeof problemFormSchema>;

const note = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(500, 'Keep the note under 500 characters')),
  '',
);
export const resolveProblemSchema = v.variant(
  'action',
  [
    v.object({
      action: v.literal('refund'),
      refundAmount: v.pipe(
        v.string('Enter the refund like 125 or 18.50'),
        v.trim(),
        v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the refund like 125 or 18.50'),
      ),
      note,
    }),
    v.object({ action: v.literal('release'), note }),
  ],
  'Choose refund or release',
);
export type ResolveProblemInput = v.InferOutput<typeof resolveProblemSchema>;

/** Where a report's photo is read, at its widest rendition (only by the report's parties). */
export const reportPhotoUrl = (reportId: string, photoId: string, widths: number[]) =>
  `/api/problems/${reportId}/photos/${photoId}-${Math.max(...widths)}.webp`;

/** A report as the booking's customer, its vendor and the admin see it. */
export type ProblemView = {
  id: string;
  orderId: string;
  kind: ProblemKind;
  details: string;
  /** Each photo's address at its widest rendition. */
  photos: string[];
  status: ProblemStatus;
  /** What was refunded when it ended with a refund. */
  refundAmount: string | null;
  resolution: string | null;
  createdAt: string;
  resolvedAt: string | null;
};

/** A line of the admin's list: the report with whom and what it is about. */
export type AdminProblem = ProblemView & {
  customerName: string;
  vendorName: string;
  bookingName: string;
  /** What was paid for the booking less what was already refunded: the most a refund may give. */
  refundable: string;
  amountPaid: string;
};

/** What the booking page needs of reporting: the report, if filed, and the window to file one. */
export type BookingProblem = { report: ProblemView | null; window: { opens: string; closes: string } | null };
