import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { formatClock, formatDay } from '../contracts/dates';
import { formatMoney } from '../contracts/money';
import type { JobPushPayload } from '../contracts/push';
import type { Db } from '../db/client';
import { affected } from '../db/dialect';
import { gigWorkers, jobTickets, notifications, pushDeliveries, pushSubscriptions } from '../db/schema';
import { backgroundJob } from '../lib/background-job';
import type { Clock } from '../lib/clock';
import { inHeadStart, wellRatedWorkers } from '../lib/head-start';
import { newId } from '../lib/ids';
import { processHolder } from '../lib/job-lease';
import { claimOldest, retryAt, stillClaimed } from '../lib/row-claims';
import { notificationPayload } from './notification-push';
import type { VapidKeys } from './vapid';

const MAX_ATTEMPTS = 8;
const BATCH = 50;
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 60 * 60_000);

/** The notification for one ticket: 'New job available', when, how many guests, the pay, its link. */
export function jobPayload(ticket: typeof jobTickets.$inferSelect): JobPushPayload {
  const when = [
    ticket.scheduledDate ? formatDay(ticket.scheduledDate) : 'Date to be arranged',
    ticket.scheduledTime ? formatClock(ticket.scheduledTime) : null,
  ]
    .filter(Boolean)
    .join(' at ');
  const guests = ticket.guestCount ? `${ticket.guestCount} guests` : null;
  return {
    title: 'New job available',
    body: [when, guests, `Pay ${formatMoney(ticket.amountCents, 'cents')}`].filter(Boolean).join(' · '),
    url: `/worker-jobs?ticket=${ticket.id}`,
    tag: `job-${ticket.id}`,
    ticketId: ticket.id,
  };
}

export type PushDispatcher = ReturnType<typeof createPushDispatcher>;

/**
 * Push notifications, queued in SQLite and sent in the background: new jobs for every subscribed
 * worker (queued here) and each person's own notifications (queued by the notifier). Checkout only
 * inserts rows (it is never slowed or failed by a push service), one per ticket or notification and
 * device. Sending retries 429 and 5xx
 * with backoff, and a 404 or 410 ("this subscription is gone") deletes the subscription. Deliveries
 * are claimed a batch at a time before they are sent, so several app instances draining the queue
 * send each once. `holder` names the claimer: this process, unless a test plays another instance.
 */
export function createPushDispatcher(
  db: Db,
  clock: Clock,
  vapid: VapidKeys,
  send: typeof fetch = fetch,
  holder = processHolder,
) {
  const job = backgroundJob('push', sendDue, 5_000);
  const kick = job.kick;

  /**
   * Queues a notification of each ticket for every subscribed, approved worker (but `exceptUserId`).
   * `again` first forgets the ticket's earlier deliveries, so phones told of it once are told anew.
   */
  async function queue(
    ticketIds: string[],
    { exceptUserId, again = false }: { exceptUserId?: string; again?: boolean },
  ) {
    if (ticketIds.length === 0) return 0;
    const targets = await db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .innerJoin(gigWorkers, eq(gigWorkers.userId, pushSubscriptions.userId))
      .where(
        and(
          eq(gigWorkers.status, 'approved'),
          exceptUserId ? ne(pushSubscriptions.userId, exceptUserId) : undefined,
        ),
      )
      .all();
    const now = clock.now();
    const first = await wellRatedWorkers(db, [...new Set(targets.map((target) => target.userId))]);
    const tickets = await db
      .select({ id: jobTickets.id, openToAllAt: jobTickets.openToAllAt })
      .from(jobTickets)
      .where(inArray(jobTickets.id, ticketIds))
      .all();
    let queued = 0;
    await db.transaction(async (tx) => {
      if (again) await tx.delete(pushDeliveries).where(inArray(pushDeliveries.ticketId, ticketIds)).run();
      for (const { id: ticketId, openToAllAt } of tickets) {
        // During the head start only well-rated workers' phones hear of it; the rest when it opens.
        const headStart = inHeadStart({ openToAllAt }, now);
        for (const target of targets) {
          if (headStart && !first.has(target.userId)) continue;
          queued += affected(
            await tx
              .insert(pushDeliveries)
              .values({
                id: newId(),
                ticketId,
                subscriptionId: target.id,
                nextAttemptAt: now.toISOString(),
              })
              .onConflictDoNothing()
              .run(),
          );
        }
      }
    });
    kick();
    return queued;
  }

  /** Queues a notification of each new ticket for every subscribed, approved worker. */
  const enqueue = async (ticketIds: string[]): Promise<number> => await queue(ticketIds, {});

  /**
   * A job its worker gave back is announced again (docs/decisions.md): it is often close to its day
   * and needs someone soon, and workers who saw it taken had no reason to look again. The worker who
   * released it is not told of it.
   */
  const reannounce = async (ticketId: string, releasedBy: string): Promise<number> =>
    await queue([ticketId], { exceptUserId: releasedBy, again: true });

  async function deliver(row: {
    delivery: typeof pushDeliveries.$inferSelect;
    sub: typeof pushSubscriptions.$inferSelect;
    ticket: typeof jobTickets.$inferSelect | null;
    note: typeof notifications.$inferSelect | null;
  }) {
    const { delivery, sub, ticket, note } = row;
    const stamp = clock.now();
    const payload = ticket ? jobPayload(ticket) : note ? notificationPayload(note) : null;
    // A job taken before its turn came is not announced: the worker would find it gone.
    if (!payload || (ticket && ticket.status !== 'pending')) {
      await db
        .update(pushDeliveries)
        .set({ status: 'skipped' })
        .where(stillClaimed(pushDeliveries, delivery.id, holder))
        .run();
      return;
    }
    let status: number | null = null;
    let error: string | null = null;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: 24 * 60 * 60, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      const response = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      error = response.ok
        ? null
        : `${response.status} ${await response.text().catch(() => '')}`.trim().slice(0, 300);
    } catch (failure) {
      error = (failure as Error).message;
    }
    if (status !== null && status >= 200 && status < 300) {
      await db
        .update(pushDeliveries)
        .set({
          status: 'sent',
          sentAt: stamp.toISOString(),
          attempts: delivery.attempts + 1,
          lastError: null,
        })
        .where(stillClaimed(pushDeliveries, delivery.id, holder))
        .run();
    } else if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id)).run();
    } else if (status === null || status === 429 || status >= 500) {
      const attempts = delivery.attempts + 1;
      await db
        .update(pushDeliveries)
        .set(
          attempts >= MAX_ATTEMPTS
            ? { status: 'failed', attempts, lastError: error }
            : {
                attempts,
                lastError: error,
                ...retryAt(new Date(stamp.getTime() + backoffMs(attempts))),
              },
        )
        .where(stillClaimed(pushDeliveries, delivery.id, holder))
        .run();
    } else {
      await db
        .update(pushDeliveries)
        .set({ status: 'failed', attempts: delivery.attempts + 1, lastError: error })
        .where(stillClaimed(pushDeliveries, delivery.id, holder))
        .run();
    }
  }

  /** Sends every due delivery, a claimed batch at a time, at once. Returns how many rows it looked at. */
  async function sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = (await claimOldest(db, pushDeliveries, holder, clock.now(), BATCH)).map(
        (row) => row.id,
      );
      if (claimed.length === 0) return handled;
      const rows = await db
        .select({ delivery: pushDeliveries, sub: pushSubscriptions, ticket: jobTickets, note: notifications })
        .from(pushDeliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
        .leftJoin(jobTickets, eq(jobTickets.id, pushDeliveries.ticketId))
        .leftJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
        .where(inArray(pushDeliveries.id, claimed))
        .all();
      await Promise.all(rows.map(deliver));
      handled += claimed.length;
      if (claimed.length < BATCH) return handled;
    }
  }

  return {
    publicKey: vapid.publicKey,
    enqueue,
    reannounce,
    /** Sends every due delivery now (or joins the drain under way). */
    drain: job.run,
    /** Told after a commit that queued deliveries: sends without waiting for the timer. */
    wake: kick,
    /** Polls every 5 s for due retries (and rows left by a previous run) until stopped. */
    start: job.start,
    stop: job.stop,
    /** What /api/health reports about the queue. */
    async stats() {
      const rows = await db
        .select({ status: pushDeliveries.status, n: sql<number>`count(*)` })
        .from(pushDeliveries)
        .where(inArray(pushDeliveries.status, ['pending', 'failed']))
        .groupBy(pushDeliveries.status)
        .all();
      return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<
        Record<'pending' | 'failed', number>
      >;
    },
  };
}
