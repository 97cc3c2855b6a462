import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TipIntent } from '../../contracts/tips';
import type { Db } from '../../db/client';
import { ledgerEntries, notifications, tips } from '../../db/schema';
import { approvedWorker, vendorWithServices } from '../../ledger/ledger-test-kit';
import { type Client, type makeTestApp, signUp } from '../../test/harness';
import { completedJob } from '../payouts/payout-test-kit';

// The tips' tests share one world (on the ledger's): Lakeside Co's $200 buffet on Saturday,
// December 5, 2026, paid by a customer, its job done by an approved worker; the clock is left at the
// day's end (Sunday, December 6, 00:00 in Broken Bow), when the booking completes.

type World = Pick<Awaited<ReturnType<typeof makeTestApp>>, 'app' | 'db' | 'clock'>;

export async function tipWorld(t: World) {
  const shop = await vendorWithServices(t, 'Lakeside Co');
  const worker = await approvedWorker(t);
  const customer = (await signUp(t.app)).client;
  const job = () =>
    completedJob(
      { db: t.db, clock: t.clock, customer, owner: shop.owner, worker: worker.client },
      { vendorId: shop.vendor.id, serviceId: shop.buffet.id, selectedDate: '2026-12-05' },
    );
  return { shop, worker, customer, job };
}

/** Asks for a tip; the answer as it came. */
export const askTip = (client: Client, orderId: string, payee: string, amount: string) =>
  client.post(`/api/orders/${orderId}/tips`, { payee, amount });

/** Asks for a tip that must be accepted; its intent. */
export async function startedTip(client: Client, orderId: string, payee: string, amount: string) {
  const answer = await askTip(client, orderId, payee, amount);
  expect(answer.status).toBe(200);
  return answer.json as TipIntent;
}

export const completeTipOf = (client: Client, orderId: string, tipId: string) =>
  client.post(`/api/orders/${orderId}/tips/${tipId}/complete`);

export const tipRows = (db: Db) => db.select().from(tips).all();
export const tipEntries = (db: Db) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'tip')).all();
export const tipNotices = (db: Db) =>
  db.select().from(notifications).where(eq(notifications.kind, 'tip-received')).all();
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
