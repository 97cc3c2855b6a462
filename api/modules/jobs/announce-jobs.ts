import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { formatSubjectDay, townToday } from '../../contracts/dates';
import type { Db, Executor } from '../../db/client';
import { gigWorkers, jobTickets, services } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { HEAD_START_MINUTES, wellRatedWorkers } from '../../lib/head-start';
import { notify } from '../../notifications/notify';
import { jobPayload } from '../../push/dispatcher';
import { closeStaleCodes } from '../../sms/job-codes';

type Ticket = typeof jobTickets.$inferSelect;

const approvedWorkers = async (db: Executor) =>
  (
    await db
      .select({ userId: gigWorkers.userId })
      .from(gigWorkers)
      .where(eq(gigWorkers.status, 'approved'))
      .all()
  ).map((worker) => worker.userId);

/** What and when: "New job available: Setup crew, Sat Dec 20", as the Job Board names the job. */
async function jobHeadline(db: Executor, ticket: Ticket): Promise<string> {
  const service = ticket.serviceId
    ? await db.select({ name: services.name }).from(services).where(eq(services.id, ticket.serviceId)).get()
    : undefined;
  const day = ticket.scheduledDate ? formatSubjectDay(ticket.scheduledDate) : null;
  const about = [service?.name, day].filter(Boolean).join(', ');
  return about ? `New job available: ${about}` : 'New job available';
}

/** A new job to each worker: in the bell, by e-mail, and by text with its reply code. */
async function tellWorkers(db: Executor, ticket: Ticket, workerIds: Iterable<string>, now: Date) {
  const job = jobPayload(ticket);
  const title = await jobHeadline(db, ticket);
  for (const userId of workerIds) {
    await notify(
      db,
      {
        userId,
        kind: 'job-dispatched',
        // Once per worker and job: opening the job to all tells only those not told yet.
        about: `job-dispatched:${ticket.id}`,
        title,
        body: job.body,
        url: job.url,
        facts: ticket.dropoffAddress ? [`Drop-off: ${ticket.dropoffAddress}`] : [],
      },
      now,
    );
  }
}

/**
 * New jobs, in the transaction that made them: offered to well-rated workers first, until
 * open_to_all_at (their head start); a job with no well-rated worker to offer it to is everyone's now.
 */
export async function announceJobs(db: Executor, tickets: Ticket[], now: Date) {
  if (tickets.length === 0) return;
  const workers = await approvedWorkers(db);
  const first = await wellRatedWorkers(db, workers);
  const opensAt = new Date(now.getTime() + HEAD_START_MINUTES * 60_000).toISOString();
  for (const ticket of tickets) {
    if (first.size === 0) {
      await tellWorkers(db, ticket, workers, now);
      continue;
    }
    await db.update(jobTickets).set({ openToAllAt: opensAt }).where(eq(jobTickets.id, ticket.id)).run();
    await tellWorkers(db, ticket, first, now);
  }
}

/**
 * Jobs whose head start is over are announced to everyone not told yet, each once: clearing
 * open_to_all_at (null: open to all) in the same transaction as the notices, so a restart neither
 * repeats nor loses one. A job taken meanwhile is not announced. Returns the tickets announced.
 */
export async function openJobsToAll(db: Db, now: Date): Promise<string[]> {
  const stamp = now.toISOString();
  const today = townToday(now);
  const due = await db
    .select()
    .from(jobTickets)
    .where(and(isNotNull(jobTickets.openToAllAt), lte(jobTickets.openToAllAt, stamp)))
    .all();
  const announced: string[] = [];
  for (const ticket of due) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(jobTickets)
        .set({ openToAllAt: null })
        .where(and(eq(jobTickets.id, ticket.id), lte(jobTickets.openToAllAt, stamp)))
        .returning()
        .get();
      const open =
        claimed?.status === 'pending' && (claimed.scheduledDate === null || claimed.scheduledDate >= today);
      if (!open) return;
      await tellWorkers(tx, claimed, await approvedWorkers(tx), now);
      announced.push(claimed.id);
    });
  }
  return announced;
}

/** Tickets that are on the board at `now` for everyone (no head start running). */
export const openToAll = (now: Date) =>
  or(isNull(jobTickets.openToAllAt), lte(jobTickets.openToAllAt, now.toISOString()));

/**
 * Every minute: head starts that ended open their jobs to everyone (the bell, e-mail and text through
 * the notifier, phones through the push queue), and codes of jobs gone close.
 */
export function createOpenToAllJob(deps: {
  db: Db;
  clock: Clock;
  push?: { enqueue(ticketIds: string[]): unknown };
  notifier?: { wake(): void };
}) {
  const { db, clock } = deps;
  return backgroundJob(
    'open-to-all',
    async () => {
      const now = clock.now();
      const opened = await openJobsToAll(db, now);
      await closeStaleCodes(db, townToday(now), now);
      if (opened.length > 0) {
        await deps.push?.enqueue(opened);
        deps.notifier?.wake();
      }
      return opened.length;
    },
    60_000,
    { lease: deps },
  );
}
