import { and, eq, or } from 'drizzle-orm';
import type { JobCheckStep } from '../../contracts/enums';
import type { JobCheckInput } from '../../contracts/job-checks';
import type { JobTicketView } from '../../contracts/jobs';
import type { Db } from '../../db/client';
import { jobChecks } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireAssignedTicket } from '../../lib/ownership';
import { tellOfCheck } from './check-notices';
import { removeCheckPhotos, storeCheckPhotos } from './check-photos';
import { acceptedTime } from './check-time';
import { positionVerdict } from './position-verdict';
import { progressJob } from './ticket-moves';
import { ticketView } from './ticket-view';

type Deps = { db: Db; photosDir: string };

/**
 * Whether this check is already stored: the same id (an outbox replay), or another check of the same
 * step (a second phone, a double tap). Either is answered with the ticket as it is. An id used for
 * another job or by another worker is a 409 (DESIGN.md, The outbox protocol).
 */
async function alreadyChecked(
  db: Db,
  ticketId: string,
  userId: string,
  step: JobCheckStep,
  checkId?: string,
) {
  const found = await db
    .select({
      id: jobChecks.id,
      ticketId: jobChecks.ticketId,
      workerId: jobChecks.workerId,
      step: jobChecks.step,
    })
    .from(jobChecks)
    .where(
      or(
        checkId ? eq(jobChecks.id, checkId) : undefined,
        and(eq(jobChecks.ticketId, ticketId), eq(jobChecks.step, step)),
      ),
    )
    .all();
  if (
    found.some(
      (c) => c.id === checkId && (c.ticketId !== ticketId || c.workerId !== userId || c.step !== step),
    )
  )
    throw conflict('This check belongs to another job');
  return found.length > 0;
}

/** When the check-in was taken, for a check-out, which cannot be before it. */
const checkInTime = async (db: Db, ticketId: string) =>
  (
    await db
      .select({ takenAt: jobChecks.takenAt })
      .from(jobChecks)
      .where(and(eq(jobChecks.ticketId, ticketId), eq(jobChecks.step, 'start')))
      .get()
  )?.takenAt ?? null;

/**
 * A worker's check-in (start) or check-out (complete), with its evidence, exactly once: stored with
 * the move in one transaction, judged by the job's windows at the time it was taken (check-time.ts),
 * its position compared with the event's place and recorded (never refused), its photos through the
 * photo pipeline. The customer and the vendor are told.
 */
export async function checkJob(
  { db, photosDir }: Deps,
  ticketId: string,
  userId: string,
  step: JobCheckStep,
  input: JobCheckInput,
  received: Date,
): Promise<JobTicketView> {
  const ticket = await requireAssignedTicket(db, userId, ticketId);
  if (await alreadyChecked(db, ticketId, userId, step, input.checkId))
    return ticketView(db, ticketId, userId);
  const notBefore =
    step === 'start' ? (await ticketView(db, ticketId, userId)).startsFrom : await checkInTime(db, ticketId);
  const at = acceptedTime(input.takenAt, received, notBefore);
  const place = ticket.dropoffAddress ?? ticket.location;
  const { verdict, distanceM } = positionVerdict(input.position, place);
  const photos = await storeCheckPhotos(photosDir, ticketId, input.photos ?? []);
  const takenAt = at.toISOString();
  try {
    return await progressJob(db, ticketId, userId, step, input.workerNotes, received, {
      at,
      record: async (tx) => {
        await tx
          .insert(jobChecks)
          .values({
            id: input.checkId ?? newId(),
            ticketId,
            workerId: userId,
            step,
            takenAt,
            deviceTakenAt: input.takenAt ?? null,
            receivedAt: received.toISOString(),
            latitude: input.position?.latitude ?? null,
            longitude: input.position?.longitude ?? null,
            accuracyM: input.position?.accuracyM ?? null,
            distanceM,
            positionVerdict: verdict,
            photos,
          })
          .run();
        await tellOfCheck(tx, ticket, step, takenAt, received);
      },
    });
  } catch (error) {
    // The photos were processed before the move: a move that lost (a replay racing itself) keeps none.
    await removeCheckPhotos(photosDir, ticketId, photos);
    if (await alreadyChecked(db, ticketId, userId, step, input.checkId))
      return ticketView(db, ticketId, userId);
    throw error;
  }
}
