import { desc, eq } from 'drizzle-orm';
import { formatClock, formatShortDay, townToday } from '../../contracts/dates';
import type { Db } from '../../db/client';
import {
  communicationPreferences,
  gigWorkers,
  inboundTexts,
  jobTextCodes,
  jobTickets,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { findInOrder } from '../../lib/in-order';
import { CODE_LENGTH } from '../../sms/job-codes';
import { toE164 } from '../../sms/phone';
import { assertApprovedWorker } from '../jobs/jobs.service';
import { acceptJob } from '../jobs/ticket-moves';
import { isStopWord, optOutOfTexts } from './sms.service';

type Ticket = typeof jobTickets.$inferSelect;

const HELP_ANSWER =
  'Broken Bow Events: reply Y and the code to take a job, STOP to end texts. Help: hello@brokenbow.events';
const NOT_UNDERSTOOD =
  'Sorry, we did not understand that. Reply Y and the code from a job text to take the job, or HELP.';
const TAKEN = 'Sorry, that job was already taken.';
const UNKNOWN_CODE = 'We do not know that code. Check the job text and reply Y and its code.';
const NOT_YOURS = 'That code is not yours: reply with the code in the text we sent to this phone.';
const CANCELLED = 'Sorry, that job was cancelled.';
const DAY_PASSED = 'Sorry, that job was for a day that has passed.';
const CODE_CLOSED = 'That code has closed. The job is on the Jobs page in the app.';

/** "Y 3F9A", "y 3f9a", "Y3F9A", "yes 3F9A." all name code 3F9A: spaces, case and marks do not matter. */
const TAKE = new RegExp(`^(?:YES|Y)([A-Z0-9]{${CODE_LENGTH}})$`);

/** The job won, in a text: when, and where to be. */
function yours(ticket: Ticket): string {
  const day = ticket.scheduledDate ? formatShortDay(ticket.scheduledDate) : 'Date to be arranged';
  const time = ticket.scheduledTime ? ` at ${formatClock(ticket.scheduledTime)}` : '';
  const place = ticket.dropoffAddress ?? ticket.location;
  return `The job is yours: ${day}${time}${place ? `, ${place}` : ''}. The Jobs page in the app has the details.`;
}

/** Why a job can no longer be taken, as it is now. */
function gone(ticket: Ticket, now: Date): string {
  if (ticket.status === 'cancelled') return CANCELLED;
  if (ticket.status !== 'pending') return TAKEN;
  if (ticket.scheduledDate && ticket.scheduledDate < townToday(now)) return DAY_PASSED;
  return CODE_CLOSED;
}

/** The numbers a worker texts from: their application's and their Communication Preferences', in E.164. */
async function phonesOf(db: Db, userId: string): Promise<Set<string | null>> {
  const worker = await db
    .select({ phone: gigWorkers.phone })
    .from(gigWorkers)
    .where(eq(gigWorkers.userId, userId))
    .get();
  const prefs = await db
    .select({ phone: communicationPreferences.phone })
    .from(communicationPreferences)
    .where(eq(communicationPreferences.userId, userId))
    .get();
  return new Set([toE164(worker?.phone), toE164(prefs?.phone)].filter(Boolean));
}

/**
 * A reply of Y and a code: the code must have been texted to the sender's phone, and the job is taken
 * through acceptJob like a tap in the app, under the same race rules (one winner).
 */
async function takeByText(db: Db, from: string, code: string, now: Date): Promise<string> {
  const sent = await db
    .select({ code: jobTextCodes, ticket: jobTickets })
    .from(jobTextCodes)
    .innerJoin(jobTickets, eq(jobTickets.id, jobTextCodes.ticketId))
    .where(eq(jobTextCodes.code, code))
    .orderBy(desc(jobTextCodes.createdAt))
    .all();
  const mine = await findInOrder(sent, async (row) => (await phonesOf(db, row.code.workerId)).has(from));
  if (!mine) return sent.some((row) => row.code.status === 'open') ? NOT_YOURS : UNKNOWN_CODE;
  const { workerId } = mine.code;
  // A worker who already won it (their reply sent twice, or taken in the app) is told it is theirs.
  if (mine.ticket.assignedWorkerId === workerId && mine.ticket.status !== 'cancelled')
    return yours(mine.ticket);
  if (mine.code.status !== 'open') return gone(mine.ticket, now);
  try {
    await assertApprovedWorker(db, workerId);
    await acceptJob(db, mine.ticket.id, workerId, now);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 403) return error.message;
    const ticket = await db.select().from(jobTickets).where(eq(jobTickets.id, mine.ticket.id)).get();
    return ticket ? gone(ticket, now) : UNKNOWN_CODE;
  }
  return yours(mine.ticket);
}

async function answer(db: Db, from: string, body: string, now: Date): Promise<string | null> {
  // Twilio answers STOP itself: we only turn texts off.
  if (isStopWord(body)) {
    await optOutOfTexts(db, from, now);
    return null;
  }
  const words = body.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (words === 'HELP' || words === 'INFO') return HELP_ANSWER;
  const take = TAKE.exec(words);
  return take?.[1] ? await takeByText(db, from, take[1], now) : NOT_UNDERSTOOD;
}

/**
 * An inbound text's answer (null: none). Each MessageSid is answered once and its answer kept, so
 * Twilio retrying a webhook gets the same words and takes nothing twice.
 */
export async function answerInboundText(
  db: Db,
  text: { messageSid?: string; from: string; body: string },
  now: Date,
): Promise<string | null> {
  const seen = text.messageSid
    ? await db.select().from(inboundTexts).where(eq(inboundTexts.messageSid, text.messageSid)).get()
    : undefined;
  if (seen) return seen.answer;
  const reply = await answer(db, text.from, text.body, now);
  if (text.messageSid) {
    await db
      .insert(inboundTexts)
      .values({
        messageSid: text.messageSid,
        from: text.from,
        body: text.body,
        answer: reply,
        createdAt: now.toISOString(),
      })
      .onConflictDoNothing()
      .run();
  }
  return reply;
}
