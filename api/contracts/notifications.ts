import * as v from 'valibot';

/** What a notification is about: each event of the marketplace that someone must act on or know. */
export const NOTIFICATION_KINDS = [
  'booking-new',
  'booking-accepted',
  'booking-declined',
  'booking-cancelled',
  'booking-changed',
  'refund-issued',
  'offer-new',
  'message-new',
  'lead-new',
  'job-dispatched',
  'job-cancelled',
  'booking-reminder',
  'receipt',
  'review-new',
  'payout-refused',
  'problem-reported',
  'problem-resolved',
  // Issue 31: the worker arrived, the job is done (setup done, delivered), a tip came in.
  'job-arrived',
  'job-done',
  'tip-received',
  // Issue 32: a customer declined a vendor's offer; a new account's first e-mail.
  'offer-declined',
  'welcome',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One line of the bell's list. */
export type NotificationView = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where it opens in the app: a booking, a thread, a lead, a job. */
  url: string;
  readAt: string | null;
  createdAt: string;
};

export type NotificationList = { notifications: NotificationView[]; unread: number };

export const MAX_NOTIFICATIONS_SHOWN = 50;

export const markReadSchema = v.strictObject({
  ids: v.pipe(
    v.array(
      v.pipe(v.string('ids must be notification ids'), v.uuid('ids must be notification ids')),
      'ids must be a list',
    ),
    v.minLength(1, 'ids must name at least one notification'),
    v.maxLength(MAX_NOTIFICATIONS_SHOWN, `ids may name at most ${MAX_NOTIFICATIONS_SHOWN} notifications`),
  ),
});
export type MarkReadInput = v.InferOutput<typeof markReadSchema>;
