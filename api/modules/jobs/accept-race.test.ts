import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import { jobTickets, orders } from '../../db/schema';
import { createLocalProvider } from '../../payments/local';
import type { RaceAnswer, RaceOrder } from '../../test/accept-racer';
import { addJob, addVendor, approveWorker } from '../../test/fixtures';
import { signUp, testClock } from '../../test/harness';
import { newSharedDatabase, openTestDatabaseAt } from '../../test/test-database';

// Accepting must be atomic in the database itself, not only within one Node process: several
// processes, each with its own connection to one database (a SQLite file; PostgreSQL under
// `npm run test:pg`), as several servers on it would be, call the real acceptJob for the same ticket
// at the same instant, round after round. A read-then-write accept lets two of them win a round, or
// fails one with "database is locked".

const RACERS = 4;
const ROUNDS = 20;
const racer = fileURLToPath(new URL('../../test/accept-racer.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bbe-race-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

async function startRacer(database: string, userId: string) {
  const child = fork(racer, [database, userId], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  children.push(child);
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const [first] = await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error(`racer exited before it was ready: ${output}`);
    }),
  ]);
  expect(first).toBe('ready');
  return {
    userId,
    run: async (order: RaceOrder) => {
      const answer = once(child, 'message');
      child.send(order);
      return (await answer)[0] as RaceAnswer[];
    },
  };
}

it('lets exactly one of several processes win each ticket when they accept at the same instant', async () => {
  const database = await newSharedDatabase(join(dir, 'app.db'));
  const db = await openTestDatabaseAt(database);
  const app = await createApp({ db, clock: testClock(), payments: createLocalProvider(db, testClock()) });
  const customer = await signUp(app);
  const vendorId = (await addVendor(db)).id;
  const ticketIds: string[] = [];
  for (let round = 0; round < ROUNDS; round++)
    ticketIds.push((await addJob(db, { customerId: customer.user.id, vendorId })).id);
  const workers = [];
  for (let i = 0; i < RACERS; i++) {
    const { user } = await signUp(app, 'worker');
    await approveWorker(db, user.id);
    workers.push(user.id);
  }

  const racers = await Promise.all(workers.map((id) => startRacer(database, id)));
  // The barrier: every racer is connected and warm; each round starts at the same clock time in all.
  const order: RaceOrder = { startAt: Date.now() + 200, gapMs: 40, ticketIds };
  const answers = await Promise.all(racers.map((r) => r.run(order)));

  const tickets = await db.select().from(jobTickets).where(inArray(jobTickets.id, ticketIds)).all();
  for (const [round, ticketId] of ticketIds.entries()) {
    const told = answers.map((a) => a[round]);
    const label = `ticket ${round}: ${told.join(', ')}`;
    expect(
      told.filter((a) => a !== 'won' && a !== 'taken'),
      label,
    ).toEqual([]);
    expect(
      told.filter((a) => a === 'won'),
      label,
    ).toHaveLength(1);
    const winner = racers[told.indexOf('won')]?.userId;
    const ticket = tickets.find((t) => t.id === ticketId);
    expect(ticket, label).toMatchObject({ status: 'assigned', assignedWorkerId: winner });
    const booked = await db
      .select()
      .from(orders)
      .where(eq(orders.id, ticket?.orderId ?? ''))
      .get();
    expect(booked?.assignedWorkerId, label).toBe(winner);
  }
  await db.close();
}, 60_000);
