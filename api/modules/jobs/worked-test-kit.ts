import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Client } from '../../test/harness';

// Worked time's tests share these steps, through the worker's own endpoints: a check-in and a
// check-out taken on the phone at stated instants, arriving at the server then or later (offline).

type Clock = { set: (iso: string) => void };

/** The worker accepts and starts the job, its check-in taken at `startedAt` and arriving at `arrives`. */
export async function checkIn(
  setup: { clock: Clock },
  worker: { client: Client },
  ticketId: string,
  startedAt: string,
  arrives = startedAt,
) {
  setup.clock.set(arrives);
  expect((await worker.client.post(`/api/job-tickets/${ticketId}/accept`, {})).status).toBe(200);
  const start = { checkId: randomUUID(), takenAt: startedAt };
  expect((await worker.client.post(`/api/job-tickets/${ticketId}/start`, start)).status).toBe(200);
}

/** The worker completes the job, its check-out taken at `completedAt` and arriving at `arrives`. */
export async function checkOut(
  setup: { clock: Clock },
  worker: Client,
  ticketId: string,
  completedAt: string,
  arrives = completedAt,
) {
  setup.clock.set(arrives);
  const complete = { checkId: randomUUID(), takenAt: completedAt };
  expect((await worker.post(`/api/job-tickets/${ticketId}/complete`, complete)).status).toBe(200);
}
