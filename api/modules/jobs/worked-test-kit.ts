import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { jobChecks } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Client } from '../../test/harness';

// Worked time's tests share these steps: the worker's check-in recorded at a stated instant (the
// row H1's outbox replay writes; an upsert, so a check the start endpoint wrote is moved to it),
// and the check-out made by completing at a stated instant.

type Clock = { set: (iso: string) => void };

/** The worker accepts and starts the job at `startedAt`, its check-in taken then. */
export async function checkIn(
  setup: { db: Db; clock: Clock },
  worker: { client: Client; userId: string },
  ticketId: string,
  startedAt: string,
) {
  setup.clock.set(startedAt);
  for (const step of ['accept', 'start'])
    expect((await worker.client.post(`/api/job-tickets/${ticketId}/${step}`, {})).status).toBe(200);
  setup.db
    .insert(jobChecks)
    .values({
      id: newId(),
      ticketId,
      workerId: worker.userId,
      step: 'start',
      takenAt: startedAt,
      receivedAt: startedAt,
    })
    .onConflictDoUpdate({ target: [jobChecks.ticketId, jobChecks.step], set: { takenAt: startedAt } })
    .run();
}

/** The worker completes the job at `completedAt` (its check-out). */
export async function checkOut(
  setup: { clock: Clock },
  worker: Client,
  ticketId: string,
  completedAt: string,
) {
  setup.clock.set(completedAt);
  expect((await worker.post(`/api/job-tickets/${ticketId}/complete`, {})).status).toBe(200);
}
