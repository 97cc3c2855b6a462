import * as v from 'valibot';

export const REASON_REQUIRED = 'Please give a reason';

/** Rejecting an application or suspending a vendor: the admin says why, and the person is told. */
export const decisionReasonSchema = v.strictObject({
  reason: v.pipe(
    v.string(REASON_REQUIRED),
    v.trim(),
    v.minLength(1, REASON_REQUIRED),
    v.maxLength(500, 'Must be at most 500 characters'),
  ),
});
export type DecisionReason = v.InferOutput<typeof decisionReasonSchema>;

/** GET /api/admin/decisions: an application an admin approved or rejected, newest decision first. */
export type DecidedApplication = {
  kind: 'vendor' | 'gig-worker';
  id: string;
  /** The business name, or the applicant's first and last name. */
  name: string;
  email: string | null;
  status: 'approved' | 'rejected' | 'inactive';
  /** The admin's reason (always given for a rejection). */
  decisionNote: string | null;
  decidedAt: string;
};

/** POST /api/admin/vendors/:id/suspend: the vendor leaves the directory; its open bookings are cancelled. */
export type SuspendResult = {
  id: string;
  isActive: false;
  suspendedReason: string;
  /** Open bookings (pending or accepted) cancelled with a full refund. */
  cancelledOrders: number;
  refunded: string;
};

/** GET /api/admin/mail: one message of the Outgoing mail list, newest first. */
export type OutgoingMailView = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: 'pending' | 'sent' | 'failed';
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
};

/** GET /api/admin/texts: one text message of the Outgoing texts list, newest first. */
export type OutgoingTextView = {
  id: string;
  /** E.164: +15805550101. */
  to: string;
  body: string;
  status: 'pending' | 'sent' | 'failed';
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
};
