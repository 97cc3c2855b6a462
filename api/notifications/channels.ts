import type { NotificationKind } from '../contracts/notifications';

/**
 * Which channels each kind of notification travels on (docs/decisions.md):
 * - `bell`: listed in the app's bell. A receipt is not: the customer is looking at it already.
 * - `email`: 'always' for what a person must have in writing (a receipt, a refund), 'reminders' when
 *   booking reminders are on, 'notifications' when e-mail notifications are on.
 * - `push`: to every device the person turned notifications on for. A new job is announced to
 *   workers' phones by the job queue itself (api/push/dispatcher.ts), which skips a job taken meanwhile.
 * - `sms`: only reminders and job dispatches, when SMS notifications are on and there is a phone.
 */
export type ChannelRule = {
  bell: boolean;
  email: 'always' | 'reminders' | 'notifications';
  push: boolean;
  sms: boolean;
};

const usual: ChannelRule = { bell: true, email: 'notifications', push: true, sms: false };

export const CHANNELS: Record<NotificationKind, ChannelRule> = {
  'booking-new': usual,
  'booking-accepted': usual,
  'booking-declined': usual,
  'booking-cancelled': usual,
  'booking-changed': usual,
  'refund-issued': { ...usual, email: 'always' },
  'offer-new': usual,
  'message-new': usual,
  'lead-new': usual,
  'job-dispatched': { ...usual, push: false, sms: true },
  'job-cancelled': usual,
  'booking-reminder': { ...usual, email: 'reminders', sms: true },
  receipt: { bell: false, email: 'always', push: false, sms: false },
  'review-new': usual,
  // Money owed and stuck until the payee acts: in writing, whatever their e-mail settings.
  'payout-refused': { ...usual, email: 'always' },
  'problem-reported': usual,
  'problem-resolved': usual,
  'job-arrived': usual,
  'job-done': usual,
  'tip-received': usual,
  'offer-declined': usual,
  // Sent once at sign-up: the person is in the app already, so only by e-mail.
  welcome: { bell: false, email: 'always', push: false, sms: false },
};

/** The kinds the bell lists. */
export const BELL_KINDS = (Object.keys(CHANNELS) as NotificationKind[]).filter((kind) => CHANNELS[kind].bell);

/** The button an e-mail carries to open what it is about. */
export const ACTION_LABEL: Record<NotificationKind, string> = {
  'booking-new': 'Open the booking',
  'booking-accepted': 'Open the booking',
  'booking-declined': 'Open the booking',
  'booking-cancelled': 'Open the booking',
  'booking-changed': 'Open the booking',
  'refund-issued': 'Open the booking',
  'offer-new': 'See the offer',
  'message-new': 'Read and reply',
  'lead-new': 'Open the lead',
  'job-dispatched': 'See the job',
  'job-cancelled': 'See your jobs',
  'booking-reminder': 'Open the booking',
  receipt: 'See your bookings',
  'review-new': 'Read the review',
  'job-arrived': 'Open the booking',
  'job-done': 'Open the booking',
  'tip-received': 'See your earnings',
  'offer-declined': 'Open the lead',
  welcome: 'Get started',
  'payout-refused': 'Update your payout account',
  'problem-reported': 'Open the report',
  'problem-resolved': 'Open the booking',
};
