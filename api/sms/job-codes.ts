import { randomInt } from 'node:crypto';
import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { affected } from '../db/dialect';
import { communicationPreferences, jobTextCodes, jobTickets } from '../db/schema';
import { newId } from '../lib/ids';
import { jobPayload } from '../push/dispatcher';
import { toE164 } from './phone';
import { queueText } from './queue';

/**
 * The letters of a reply code: no 0/O, 1/I/L, so a code read off a small screen is typed right.
 * Four of 31 make 923,521 codes, far more than jobs open at once.
 */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 4;
const MAX_TRIES = 20;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The code in one worker's text about one job: the same if they are texted of it again while it is
 * open, none once it closed. A new code that another open code already holds is drawn again.
 */
export async function textCodeFor(
  tx: Executor,
  ticketId: string,
  workerId: string,
  now: Date,
): Promise<string | null> {
  const existing = await tx
    .select({ code: jobTextCodes.code, status: jobTextCodes.status })
    .from(jobTextCodes)
    .where(and(eq(jobTextCodes.ticketId, ticketId), eq(jobTextCodes.workerId, workerId)))
    .get();
  if (existing) return existing.status === 'open' ? existing.code : null;
  const stamp = now.toISOString();
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const issued = await tx
      .insert(jobTextCodes)
      .values({ id: newId(), code: newCode(), ticketId, workerId, createdAt: stamp, updatedAt: stamp })
      .onConflictDoNothing()
      .returning({ code: jobTextCodes.code })
      .get();
    if (issued) return issued.code;
  }
  throw new Error(`No free text code for job ${ticketId} after ${MAX_TRIES} tries`);
}

/**
 * How a new-job text ends for this worker: the reply that takes it. Null when the job was taken or
 * cancelled before the text went: it is not sent, as a push is not (api/push/dispatcher.ts).
 */
export async function jobTextEnding(
  tx: Executor,
  jobUrl: string,
  workerId: string,
  now: Date,
): Promise<string | null> {
  // jobPayload's link names the ticket: /worker-jobs?ticket=<id>.
  const ticketId = new URL(jobUrl, 'http://job').searchParams.get('ticket') ?? '';
  const ticket = await tx
    .select({ status: jobTickets.status })
    .from(jobTickets)
    .where(eq(jobTickets.id, ticketId))
    .get();
  if (ticket?.status !== 'pending') return null;
  const code = await textCodeFor(tx, ticketId, workerId, now);
  return code ? ` Reply Y ${code} to take it.` : '';
}

/**
 * Called in the transaction that gave the job to `winnerId`, by app or by text: the winner's code is
 * used, the others close, and each other worker texted of the job is told it is taken, once, if
 * their Communication Preferences still allow texts. The text goes after the commit (the SMS queue).
 */
export async function closeTextCodes(
  tx: Executor,
  ticket: typeof jobTickets.$inferSelect,
  winnerId: string,
  now: Date,
) {
  const stamp = now.toISOString();
  const losers = await tx
    .select({ workerId: jobTextCodes.workerId, prefs: communicationPreferences })
    .from(jobTextCodes)
    .leftJoin(communicationPreferences, eq(communicationPreferences.userId, jobTextCodes.workerId))
    .where(
      and(
        eq(jobTextCodes.ticketId, ticket.id),
        eq(jobTextCodes.status, 'open'),
        ne(jobTextCodes.workerId, winnerId),
      ),
    )
    .all();
  await tx
    .update(jobTextCodes)
    .set({ status: 'used', updatedAt: stamp })
    .where(and(eq(jobTextCodes.ticketId, ticket.id), eq(jobTextCodes.workerId, winnerId)))
    .run();
  await tx
    .update(jobTextCodes)
    .set({ status: 'closed', updatedAt: stamp })
    .where(and(eq(jobTextCodes.ticketId, ticket.id), eq(jobTextCodes.status, 'open')))
    .run();
  const about = jobPayload(ticket).body;
  for (const { workerId, prefs } of losers) {
    const phone = toE164(prefs?.phone);
    if (!prefs?.smsNotifications || !phone) continue;
    await queueText(
      tx,
      {
        key: `job-taken:${ticket.id}:${workerId}`,
        userId: workerId,
        to: phone,
        body: `Broken Bow Events: the job ${about} was taken by another worker. Reply STOP to stop texts.`,
      },
      now,
    );
  }
}

/** Codes of jobs cancelled, taken or past their day close (a background job), freeing them for new texts. */
export async function closeStaleCodes(db: Executor, today: string, now: Date): Promise<number> {
  const gone = db
    .select({ id: jobTickets.id })
    .from(jobTickets)
    .where(or(ne(jobTickets.status, 'pending'), lt(jobTickets.scheduledDate, today)));
  return affected(
    await db
      .update(jobTextCodes)
      .set({ status: 'closed', updatedAt: now.toISOString() })
      .where(and(eq(jobTextCodes.status, 'open'), inArray(jobTextCodes.ticketId, gone)))
      .run(),
  );
}
