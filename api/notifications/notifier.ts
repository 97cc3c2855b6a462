import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { affected } from '../db/dialect';
import { communicationPreferences, notifications, users } from '../db/schema';
import { backgroundJob } from '../lib/background-job';
import type { Clock } from '../lib/clock';
import { renderMail } from '../mail/layout';
import { NOTIFICATION_MAIL } from '../mail/mail-lists';
import { queueMail } from '../mail/queue';
import { queueNotificationPush } from '../push/notification-push';
import { jobTextEnding } from '../sms/job-codes';
import { toE164 } from '../sms/phone';
import { queueText } from '../sms/queue';
import { ACTION_LABEL, CHANNELS } from './channels';

const BATCH = 50;

type Wakeable = { wake(): void } | undefined;

export type Notifier = ReturnType<typeof createNotifier>;

/**
 * Fans each new notification out to its channels, in the background: in one transaction it queues
 * the e-mail, the push deliveries and the text the person's Communication Preferences allow, and
 * stamps the notification, so a crash leaves it either untouched (done again on restart) or done
 * (never twice). The channel queues then send on their own, with their own retries.
 */
export function createNotifier(deps: {
  db: Db;
  clock: Clock;
  /** Where people open the app: links in e-mails and texts point here. */
  publicOrigin: string;
  mail?: Wakeable;
  push?: Wakeable;
  sms?: Wakeable;
}) {
  const { db, clock, publicOrigin } = deps;
  const preferencesUrl = new URL('/preferences', publicOrigin).href;

  async function fanOut(tx: Tx, note: typeof notifications.$inferSelect, now: Date) {
    const rule = CHANNELS[note.kind];
    const person = await tx
      .select({
        firstName: users.firstName,
        email: users.email,
        prefs: communicationPreferences,
      })
      .from(users)
      .leftJoin(communicationPreferences, eq(communicationPreferences.userId, users.id))
      .where(eq(users.id, note.userId))
      .get();
    if (!person) return;
    // No row yet means the defaults of SPEC section 2: e-mail notifications and reminders on, SMS off.
    const prefs = person.prefs;
    const link = new URL(note.url, publicOrigin).href;
    const wantsEmail =
      rule.email === 'always' ||
      (rule.email === 'reminders' ? (prefs?.bookingReminders ?? true) : (prefs?.emailNotifications ?? true));
    const to = prefs?.email || person.email;
    if (wantsEmail && to) {
      await queueMail(
        tx,
        {
          key: `${NOTIFICATION_MAIL}${note.id}`,
          userId: note.userId,
          to,
          ...renderMail({
            subject: note.title,
            greeting: person.firstName ? `Hello ${person.firstName},` : 'Hello,',
            paragraphs: [note.body, ...(note.facts.length ? [note.facts.join('\n')] : [])],
            action: { label: ACTION_LABEL[note.kind], url: link },
            footnote:
              rule.email === 'always'
                ? 'We always send this by e-mail, so you have it in writing.'
                : `You get this because ${rule.email === 'reminders' ? 'booking reminders' : 'e-mail notifications'} are on.`,
            preferencesUrl,
          }),
        },
        now,
      );
    }
    if (rule.push) await queueNotificationPush(tx, note.id, note.userId, now);
    const phone = toE164(prefs?.phone);
    // A new job's text ends with the reply that takes it, and is not sent once the job is gone.
    const ending =
      rule.sms && prefs?.smsNotifications && phone
        ? note.kind === 'job-dispatched'
          ? await jobTextEnding(tx, note.url, note.userId, now)
          : ''
        : null;
    if (phone && ending !== null) {
      await queueText(
        tx,
        {
          key: `notification:${note.id}`,
          userId: note.userId,
          to: phone,
          body: `Broken Bow Events: ${note.title}. ${note.body} ${link} Reply STOP to stop texts.${ending}`,
        },
        now,
      );
    }
  }

  /**
   * Stamps the notification as fanned out if nobody has (compare-and-set): another run, here or on
   * another instance, may have taken it since it was listed, and only the run that stamps it fans it
   * out. In the fan-out's transaction, so a crash undoes the stamp with the rest.
   */
  const claim = async (tx: Tx, id: string, now: Date) =>
    affected(
      await tx
        .update(notifications)
        .set({ fannedOutAt: now.toISOString() })
        .where(and(eq(notifications.id, id), isNull(notifications.fannedOutAt)))
        .run(),
    ) === 1;

  /** Fans out every notification not yet fanned out. Returns how many. */
  async function fanOutDue(): Promise<number> {
    let done = 0;
    for (;;) {
      const due = await db
        .select()
        .from(notifications)
        .where(isNull(notifications.fannedOutAt))
        .orderBy(asc(notifications.createdAt))
        .limit(BATCH)
        .all();
      if (due.length === 0) break;
      const now = clock.now();
      await db.transaction(async (tx) => {
        for (const note of due) if (await claim(tx, note.id, now)) await fanOut(tx, note, now);
      });
      done += due.length;
      if (due.length < BATCH) break;
    }
    if (done > 0) {
      deps.mail?.wake();
      deps.push?.wake();
      deps.sms?.wake();
    }
    return done;
  }

  const job = backgroundJob('notifications', fanOutDue, 5_000);
  return {
    /** Fans out what is due now (or joins the run under way). */
    drain: job.run,
    /** Told after a commit that wrote notifications: delivers without waiting for the timer. */
    wake: job.kick,
    start: job.start,
    stop: job.stop,
  };
}
