import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { approvedWorker, bookAndPay, ticketOf, vendorWithServices } from '../../ledger/ledger-test-kit';
import { type Client, type makeTestApp, signUp } from '../../test/harness';

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

// A $200 buffet for 20 guests on Saturday, December 5, 2026, booked without times: 3 hours of
// setup at $20 (README's pay rule), $60. Broken Bow is UTC−6: 4:52 PM there is 22:52 UTC.
export const BUFFET_DAY = '2026-12-05';
export const AT_4_52_PM = '2026-12-05T22:52:00.000Z';
export const AT_8_10_PM = '2026-12-06T02:10:00.000Z';

/** Lakeside Co's buffet on BUFFET_DAY, booked and paid by a new customer; an approved worker to do it. */
export async function bookedBuffet(t: Awaited<ReturnType<typeof makeTestApp>>) {
  const shop = await vendorWithServices(t, 'Lakeside Co');
  const worker = await approvedWorker(t);
  const customer = (await signUp(t.app)).client;
  const orderId = await bookAndPay(customer, {
    vendorId: shop.vendor.id,
    serviceId: shop.buffet.id,
    selectedDate: BUFFET_DAY,
  });
  return { shop, worker, customer, orderId, ticketId: (await ticketOf(t.db, orderId)).id };
}
