import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../db/client';
import { jobLeases } from '../db/schema';
import type { testClock } from '../test/harness';
import { signal } from '../test/signal';
import { twoInstancesOnOneFile } from '../test/two-instances';
import { backgroundJob } from './background-job';
import { acquire, processHolder, release, renew } from './job-lease';

// Two app instances on one SQLite file: two connections, each with its own holder id, as two server
// processes would be (the last test uses a real second process and kills it).
const instances = twoInstancesOnOneFile('bbe-lease-');

let a: Db;
let b: Db;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  ({ a, b, clock } = await instances.next());
});

const at = (iso: string) => new Date(iso);
const leaseRow = () => b.select().from(jobLeases).all();

/** A run that lasts until the test ends it. */
function heldOpen() {
  let finish: (value: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('a job lease', () => {
  it('is won by one holder at a time, and by another once it expires or is released', async () => {
    expect(await acquire(a, 'refunds', 'host-a:1:aa', 60_000, at('2026-11-27T09:00:00.000Z'))).toBe(1);
    expect(await acquire(b, 'refunds', 'host-b:2:bb', 60_000, at('2026-11-27T09:00:59.999Z'))).toBeNull();
    // The holder asking again keeps it (a new generation), pushing the expiry out.
    expect(await acquire(a, 'refunds', 'host-a:1:aa', 60_000, at('2026-11-27T09:00:30.000Z'))).toBe(2);
    expect(await acquire(b, 'refunds', 'host-b:2:bb', 60_000, at('2026-11-27T09:01:29.999Z'))).toBeNull();
    expect(await acquire(b, 'refunds', 'host-b:2:bb', 60_000, at('2026-11-27T09:01:30.000Z'))).toBe(3);
    await release(b, 'refunds', 'host-b:2:bb', 3, at('2026-11-27T09:01:40.000Z'));
    expect(await acquire(a, 'refunds', 'host-a:1:aa', 60_000, at('2026-11-27T09:01:40.000Z'))).toBe(4);
    expect(await leaseRow()).toEqual([
      { name: 'refunds', holder: 'host-a:1:aa', expiresAt: '2026-11-27T09:02:40.000Z', generation: 4 },
    ]);
  });

  it('is renewed and released only by the holder of its generation', async () => {
    expect(await acquire(a, 'payouts', 'host-a:1:aa', 60_000, at('2026-11-27T09:00:00.000Z'))).toBe(1);
    expect(await acquire(b, 'payouts', 'host-b:2:bb', 60_000, at('2026-11-27T09:01:00.000Z'))).toBe(2);
    // 'a' paused past its lease: its renewal and release leave 'b's lease alone.
    expect(await renew(a, 'payouts', 'host-a:1:aa', 1, 60_000, at('2026-11-27T09:01:10.000Z'))).toBe(false);
    await release(a, 'payouts', 'host-a:1:aa', 1, at('2026-11-27T09:01:10.000Z'));
    expect(await renew(b, 'payouts', 'host-b:2:bb', 2, 60_000, at('2026-11-27T09:01:20.000Z'))).toBe(true);
    expect(await leaseRow()).toEqual([
      { name: 'payouts', holder: 'host-b:2:bb', expiresAt: '2026-11-27T09:02:20.000Z', generation: 2 },
    ]);
  });
});

describe('a singleton background job on two instances', () => {
  const instance = (db: Db, holder: string, work: () => Promise<string>, ttlMs = 60_000) =>
    backgroundJob('refunds', work, 60_000, { lease: { db, clock, holder, ttlMs } });

  it("runs on one at a time: B's run does nothing while A's is under way, and runs once A is done", async () => {
    const first = heldOpen();
    const begunOnA = signal();
    const ranOnB: string[] = [];
    const onA = instance(a, 'host-a:1:aa', () => {
      begunOnA.fire();
      return first.done;
    });
    const onB = instance(b, 'host-b:2:bb', async () => {
      ranOnB.push('refunds on B');
      return 'B';
    });
    const runOnA = onA.run();
    await begunOnA.fired;
    expect(await onB.run()).toBeNull();
    expect(ranOnB).toEqual([]);
    first.finish('A');
    expect(await runOnA).toBe('A');
    expect(await onB.run()).toBe('B');
    expect(ranOnB).toEqual(['refunds on B']);
  });

  it('is taken over by B once the lease of a holder that died (never renewed, never released) expires', async () => {
    // The dead holder took the lease at 09:00 for 2 minutes, then stopped: no renewal, no release.
    expect(await acquire(a, 'refunds', 'host-a:1:dead', 120_000, clock.now())).toBe(1);
    const onB = instance(b, 'host-b:2:bb', async () => 'B', 120_000);
    clock.set('2026-11-27T09:01:59.999Z');
    expect(await onB.run()).toBeNull();
    clock.set('2026-11-27T09:02:00.000Z');
    expect(await onB.run()).toBe('B');
    expect(await leaseRow()).toEqual([
      // Released at the end of B's run: free for whoever asks next.
      { name: 'refunds', holder: 'host-b:2:bb', expiresAt: '2026-11-27T09:02:00.000Z', generation: 2 },
    ]);
  });

  it('keeps the job while its holder renews the lease through a run longer than the lease', async () => {
    const long = heldOpen();
    const onA = instance(a, 'host-a:1:aa', () => long.done, 300);
    const onB = instance(b, 'host-b:2:bb', async () => 'B', 300);
    const runOnA = onA.run();
    // Renewed every 100 ms (a third of the lease) from the clock of the moment.
    clock.set('2026-11-27T09:00:00.250Z');
    await vi.waitFor(async () => expect((await leaseRow())[0]?.expiresAt).toBe('2026-11-27T09:00:00.550Z'), {
      timeout: 10_000,
    });
    clock.set('2026-11-27T09:00:00.500Z');
    expect(await onB.run()).toBeNull();
    long.finish('A');
    expect(await runOnA).toBe('A');
    expect(await onB.run()).toBe('B');
  });

  it('is taken over by another machine once a holder there killed mid-run (kill -9) lets its lease run out', async () => {
    const path = instances.path('killed.db');
    const db = openDatabase(path);
    const elsewhere = 'other-machine:1:aa';
    const holder = fork(
      fileURLToPath(new URL('../test/lease-holder.ts', import.meta.url)),
      [path, elsewhere],
      {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, JOB_LEASE_MS: '3000' },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      },
    );
    const [said] = await once(holder, 'message');
    expect(said).toBe('holding');
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const [dead] = await db.select().from(jobLeases).all();
    expect(dead?.holder).toBe(elsewhere);
    const expiry = Date.parse(dead?.expiresAt ?? '');
    // Real time on both sides here: the system clock, a 3 s lease. B asks until it gets the job.
    const onB = backgroundJob('refunds', async () => 'B', 60_000, {
      lease: { db, holder: 'host-b:2:bb', ttlMs: 1000 },
    });
    const asked: { at: number; answer: string | null }[] = [];
    await vi.waitFor(
      async () => {
        const answer = await onB.run();
        asked.push({ at: Date.now(), answer });
        expect(answer).toBe('B');
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(asked.filter((ask) => ask.at < expiry).map((ask) => ask.answer)).not.toContain('B');
    expect(asked[0]?.answer).toBeNull();
    expect(asked.at(-1)?.at).toBeGreaterThanOrEqual(expiry);
    expect(await db.select({ holder: jobLeases.holder }).from(jobLeases).all()).toEqual([
      { holder: 'host-b:2:bb' },
    ]);
  }, 30_000);

  it('is taken at once by a server started again on the same machine after its holder there was killed (kill -9)', async () => {
    const path = instances.path('restarted.db');
    const db = openDatabase(path);
    const holder = fork(fileURLToPath(new URL('../test/lease-holder.ts', import.meta.url)), [path], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, JOB_LEASE_MS: '600000' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const [said] = await once(holder, 'message');
    expect(said).toBe('holding');
    // Alive on this machine: its lease is kept.
    expect(await acquire(db, 'refunds', processHolder, 1000, new Date())).toBeNull();
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    // Ten minutes left on the dead holder's lease, and the new server takes it now.
    expect(await acquire(db, 'refunds', processHolder, 1000, new Date())).toBe(2);
    expect(await db.select({ holder: jobLeases.holder }).from(jobLeases).all()).toEqual([
      { holder: processHolder },
    ]);
  }, 30_000);
});
