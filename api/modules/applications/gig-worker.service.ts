import { eq } from 'drizzle-orm';
import type { GigWorkerApplication, MyGigApplication } from '../../contracts/applications';
import type { Db } from '../../db/client';
import { gigWorkers } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';

/** One application per person; the same client id again (an offline replay) returns it unchanged. */
export async function applyAsGigWorker(db: Db, userId: string, input: GigWorkerApplication) {
  const existing = await db.select().from(gigWorkers).where(eq(gigWorkers.userId, userId)).get();
  if (existing && input.id && existing.id === input.id) return { application: existing, created: false };
  if (existing) throw conflict('You have already applied. We will contact you about your application.');
  if (
    input.id &&
    (await db.select({ id: gigWorkers.id }).from(gigWorkers).where(eq(gigWorkers.id, input.id)).get())
  ) {
    throw conflict('That application id is already used');
  }
  const application = await db
    .insert(gigWorkers)
    .values({
      id: input.id ?? newId(),
      userId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      phone: input.phone,
      positions: input.positions,
      availability: input.availability,
      hasTransportation: input.hasTransportation,
      experience: input.experience || null,
    })
    .returning()
    .get();
  return { application, created: true };
}

export async function myGigApplication(db: Db, userId: string): Promise<MyGigApplication> {
  const row = await db
    .select({
      id: gigWorkers.id,
      status: gigWorkers.status,
      createdAt: gigWorkers.createdAt,
      decisionNote: gigWorkers.decisionNote,
      decidedAt: gigWorkers.decidedAt,
    })
    .from(gigWorkers)
    .where(eq(gigWorkers.userId, userId))
    .get();
  return row ?? null;
}
