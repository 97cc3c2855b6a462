import { eq, inArray, sql } from 'drizzle-orm';
import { checkPhotoUrl, doneWordFor, type FieldWorkView } from '../contracts/job-checks';
import type { Executor } from '../db/client';
import { jobChecks, jobTickets, type StoredPhoto, services } from '../db/schema';

const taken = (step: 'start' | 'complete') =>
  sql<
    string | null
  >`(select c.taken_at from job_checks c where c.ticket_id = ${jobTickets.id} and c.step = ${step})`;

/** What a ticket's own checks add to its row (ticket-view.ts): when, and the check-out's photos. */
export const checkColumns = {
  arrivedAt: taken('start'),
  doneAt: taken('complete'),
  donePhotos: sql<
    string | null
  >`(select c.photos from job_checks c where c.ticket_id = ${jobTickets.id} and c.step = 'complete')`,
};

export type CheckColumns = { arrivedAt: string | null; doneAt: string | null; donePhotos: string | null };

export const checkFacts = (ticketId: string, row: CheckColumns) => ({
  arrivedAt: row.arrivedAt,
  doneAt: row.doneAt,
  photos: (JSON.parse(row.donePhotos ?? '[]') as StoredPhoto[]).map((p) => checkPhotoUrl(ticketId, p)),
});

/**
 * The work on each of these bookings, as its customer (without positions) or its vendor and the
 * admin (with them) see it. A booking with no check has no entry.
 */
export async function fieldWorkOf(
  db: Executor,
  orderIds: string[],
  withPositions: boolean,
): Promise<Map<string, FieldWorkView>> {
  const views = new Map<string, FieldWorkView>();
  if (orderIds.length === 0) return views;
  const rows = await db
    .select({ check: jobChecks, orderId: jobTickets.orderId, category: services.category })
    .from(jobChecks)
    .innerJoin(jobTickets, eq(jobTickets.id, jobChecks.ticketId))
    .leftJoin(services, eq(services.id, jobTickets.serviceId))
    .where(inArray(jobTickets.orderId, orderIds))
    .all();
  for (const { check, orderId, category } of rows) {
    const view = views.get(orderId) ?? {
      arrivedAt: null,
      doneAt: null,
      doneWord: doneWordFor(category),
      photos: [],
      ...(withPositions ? { positions: { arrived: null, done: null } } : {}),
    };
    if (check.step === 'start') {
      view.arrivedAt = check.takenAt;
      if (view.positions) view.positions.arrived = check.positionVerdict;
    } else {
      view.doneAt = check.takenAt;
      view.photos.push(...check.photos.map((p) => checkPhotoUrl(check.ticketId, p)));
      if (view.positions) view.positions.done = check.positionVerdict;
    }
    views.set(orderId, view);
  }
  return views;
}
