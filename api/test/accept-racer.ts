/**
 * One racing worker in its own process (api/modules/jobs/accept-race.test.ts): opens the shared
 * database (a SQLite file's path or a PostgreSQL URL) with its own connection, as another server
 * process would, and calls the real
 * acceptJob for each ticket at the moment the test names, so the racers' writes really interleave.
 *
 * argv: database, worker user id. IPC in: { startAt, gapMs, ticketIds }. IPC out: 'ready',
 * then one answer per ticket: 'won', 'taken' (the service's 409), or 'error: …' (anything else).
 */

import { ApiError } from '../lib/errors';
import { acceptJob } from '../modules/jobs/ticket-moves';
import { openTestDatabaseAt } from './test-database';

export type RaceAnswer = 'won' | 'taken' | `error: ${string}`;
export type RaceOrder = { startAt: number; gapMs: number; ticketIds: string[] };

const [database = '', userId = ''] = process.argv.slice(2);
const db = await openTestDatabaseAt(database);
const now = new Date('2026-11-23T12:00:00.000Z');
const pause = new Int32Array(new SharedArrayBuffer(4));
const clock = () => performance.timeOrigin + performance.now();

/** Sleeps until just before `at`, then spins, so every racer leaves within a fraction of a millisecond. */
function waitUntil(at: number) {
  const sleep = at - clock() - 2;
  if (sleep > 0) Atomics.wait(pause, 0, 0, sleep);
  while (clock() < at) {
    // spin
  }
}

async function accept(ticketId: string): Promise<RaceAnswer> {
  try {
    return (await acceptJob(db, ticketId, userId, now)).assignedToMe
      ? 'won'
      : 'error: answered without the job';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return 'taken';
    return `error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

process.on('message', async (order: RaceOrder) => {
  const answers: RaceAnswer[] = [];
  for (const [round, ticketId] of order.ticketIds.entries()) {
    waitUntil(order.startAt + round * order.gapMs);
    answers.push(await accept(ticketId));
  }
  process.send?.(answers, () => {
    void db.close().finally(() => process.exit(0));
  });
});

// Warm the connection and the query builder (no such ticket: nothing changes), so the first round
// races on equal terms.
await accept('00000000-0000-4000-8000-000000000000');
process.send?.('ready');
