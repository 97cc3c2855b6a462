import { and, eq, sql } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { moveOrder } from './follow-tickets';

/**
 * Completes the bookings whose workers finished before the event ended (orderFinishedIfAllDone
 * leaves them in progress), once the end has passed: every ticket completed or cancelled, at least
 * one completed. Rows made before orders.ends_at end with their day. Answers how many it completed.
 */
export async function completeEndedOrders(db: Db, now: Date): Promise<number> {
  const ended = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'in_progress'),
        sql`coalesce(${orders.endsAt} <= ${now.toISOString()}, ${orders.scheduledDate} < ${townToday(now)})`,
        sql`exists (select 1 from job_tickets t where t.order_id = ${orders.id} and t.status = 'completed')`,
        sql`not exists (select 1 from job_tickets t where t.order_id = ${orders.id} and t.status not in ('completed', 'cancelled'))`,
      ),
    )
    .all();
  let completed = 0;
  for (const { id } of ended) {
    const moved = await db.transaction((tx) =>
      moveOrder(tx, { orderId: id, move: 'finishAfterEnd', actor: 'system', actorId: null, now }),
    );
    if (moved) completed += 1;
  }
  return completed;
}

/** Looks for bookings that ended at start (catching up after a restart) and every 15 minutes. */
export function createCompletionJob(deps: { db: Db; clock: Clock }) {
  const job = backgroundJob(
    'booking completion',
    async () => completeEndedOrders(deps.db, deps.clock.now()),
    15 * 60_000,
    { lease: deps },
  );
  return { run: job.run, start: job.start, stop: job.stop, idle: job.idle };
}
