import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { VendorEarnings, WorkerEarnings } from '../../contracts/finance';
import type { Db } from '../../db/client';
import { ledgerEntries, payouts } from '../../db/schema';
import { bookAndPay, ticketOf, workJobThroughItsDay } from '../../ledger/ledger-test-kit';
import type { Client } from '../../test/harness';

// The payout tests' shared steps, on top of the ledger's test world (api/ledger/ledger-test-kit.ts):
// a real checkout, the vendor accepting, a worker doing the job, and the run.

/** A bank account whose routing number passes the ABA check (Stripe's test routing number). */
export const BANK = { accountHolder: 'Dana Lake', routingNumber: '110000000', accountNumber: '000123456789' };

type Clock = { set: (iso: string) => void };

/**
 * A catering booking on `day` paid by card (instant: accepted when paid), and its job taken, started
 * and completed by the worker on the day; the clock is left at the day's end, when the order completes
 * and settles.
 */
export async function completedJob(
  setup: { db: Db; clock: Clock; customer: Client; owner: Client; worker: Client },
  line: { vendorId: string; serviceId: string; selectedDate: string },
) {
  const orderId = await bookAndPay(setup.customer, line);
  const ticket = await ticketOf(setup.db, orderId);
  await workJobThroughItsDay(setup, setup.worker, ticket.id, line.selectedDate);
  return { orderId, ticket };
}
export const payoutRows = (db: Db) => db.select().from(payouts).orderBy(payouts.createdAt).all();
export const payoutEntries = (db: Db) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout')).all();

export async function vendorEarningsOf(owner: Client, vendorId: string) {
  const answer = await owner.get(`/api/vendor/earnings?vendorId=${vendorId}`);
  expect(answer.status).toBe(200);
  return answer.json as VendorEarnings;
}

export async function workerEarningsOf(worker: Client) {
  const answer = await worker.get('/api/worker/earnings');
  expect(answer.status).toBe(200);
  return answer.json as WorkerEarnings;
}
