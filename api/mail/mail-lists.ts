import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  communicationPreferences,
  emailOptOuts,
  notifications,
  type outgoingMail,
  users,
} from '../db/schema';
import { newId } from '../lib/ids';
import { CHANNELS } from '../notifications/channels';

/**
 * What an unsubscribe link turns off: one of the account's Communication Preferences, or 'offers',
 * the offers a visitor asked for signed out (they have no preferences, only an address).
 */
export const OPT_OUT_KINDS = ['emailNotifications', 'bookingReminders', 'marketingEmails', 'offers'] as const;
export type OptOutKind = (typeof OPT_OUT_KINDS)[number];

/** The mailing list a message is on: whom it reaches, and the kind of mail they can turn off. */
export type MailList = { email: string; kind: OptOutKind; userId: string | null };

/** Keys of the mail that may be turned off (./queue.ts): a notification's, and a visitor's offer. */
export const NOTIFICATION_MAIL = 'notification:';
export const VISITOR_OFFER_MAIL = 'offer:';

type Queued = Pick<typeof outgoingMail.$inferSelect, 'key' | 'to' | 'userId'>;

/**
 * The list a queued message is on, or null for mail the person must have in writing whatever they
 * chose (receipts, refunds, a refused payout, password mail, the welcome: every e-mail 'always' kind
 * of CHANNELS, and mail outside the notifications): those carry no unsubscribe link.
 */
export async function listOf(db: Executor, mail: Queued): Promise<MailList | null> {
  const email = mail.to.toLowerCase();
  if (mail.key.startsWith(VISITOR_OFFER_MAIL)) return { email, kind: 'offers', userId: null };
  if (!mail.key.startsWith(NOTIFICATION_MAIL)) return null;
  const note = await db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.id, mail.key.slice(NOTIFICATION_MAIL.length)))
    .get();
  const rule = note ? CHANNELS[note.kind].email : 'always';
  if (rule === 'always') return null;
  return {
    email,
    kind: rule === 'reminders' ? 'bookingReminders' : 'emailNotifications',
    userId: mail.userId,
  };
}

// SPEC section 2's defaults, for an account that never saved its preferences.
const PREFERENCE_DEFAULTS = { emailNotifications: true, bookingReminders: true, marketingEmails: false };

/** Whether the address, or the account, turned this kind of mail off. */
export async function hasOptedOut(db: Executor, list: MailList): Promise<boolean> {
  const byAddress = await db
    .select({ email: emailOptOuts.email })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.email, list.email), eq(emailOptOuts.kind, list.kind)))
    .get();
  if (byAddress) return true;
  if (list.kind === 'offers' || !list.userId) return false;
  const prefs = await db
    .select()
    .from(communicationPreferences)
    .where(eq(communicationPreferences.userId, list.userId))
    .get();
  return !(prefs ? prefs[list.kind] : PREFERENCE_DEFAULTS[list.kind]);
}

/**
 * Turns the kind off: the account's preference when there is an account (stamped as an edit made
 * now, so an older edit replayed from a phone's outbox does not turn it back on), else a row for the
 * address. Saying it twice changes nothing.
 */
export async function optOut(db: Executor, list: MailList, now: Date) {
  const account =
    list.kind !== 'offers' && list.userId
      ? await db.select({ id: users.id }).from(users).where(eq(users.id, list.userId)).get()
      : undefined;
  if (!account || list.kind === 'offers') {
    await db
      .insert(emailOptOuts)
      .values({ email: list.email, kind: list.kind, createdAt: now.toISOString() })
      .onConflictDoNothing()
      .run();
    return;
  }
  const change = {
    emailNotifications: list.kind === 'emailNotifications' ? false : undefined,
    bookingReminders: list.kind === 'bookingReminders' ? false : undefined,
    marketingEmails: list.kind === 'marketingEmails' ? false : undefined,
    clientUpdatedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await db
    .insert(communicationPreferences)
    .values({ id: newId(), userId: account.id, ...change })
    .onConflictDoUpdate({ target: communicationPreferences.userId, set: change })
    .run();
}
