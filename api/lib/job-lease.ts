import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { affected } from '../db/dialect';
import { jobLeases } from '../db/schema';
import { type Clock, systemClock } from './clock';

/**
 * Leases: several app instances may share one database, and a singleton job (refunds, payouts, plan
 * billing...) must run on one of them at a time. The instance that holds a job's lease runs it and
 * renews the lease while it works; a holder that dies stops renewing, and another instance takes the
 * job over once the lease expires. Times are the app clock's ISO strings (instances keep NTP time).
 */

/** This process among the instances: its host, its pid, and a random part (pids come back after a restart). */
export const processHolder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** JOB_LEASE_MS (checked by readEnv at start), 2 minutes by default: how long a silent holder keeps a job. */
export const leaseTtlMs = () => Number(process.env.JOB_LEASE_MS ?? 120_000);

/**
 * Takes the lease when nobody holds it, it expired, or it is already ours, in one statement (an
 * upsert whose update applies only then), so two instances asking at once cannot both win. Returns
 * the generation taken, or null when another holder keeps it.
 */
export async function acquire(
  db: Executor,
  name: string,
  holder: string,
  ttlMs: number,
  now: Date,
): Promise<number | null> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const stored = await db
    .select({ holder: jobLeases.holder })
    .from(jobLeases)
    .where(eq(jobLeases.name, name))
    .get();
  const takeable = [lte(jobLeases.expiresAt, now.toISOString()), eq(jobLeases.holder, holder)];
  // Compared with the holder read, so a lease another instance took meanwhile is left to it.
  if (stored && diedHere(stored.holder)) takeable.push(eq(jobLeases.holder, stored.holder));
  const won = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt, generation: 1 })
    .onConflictDoUpdate({
      target: jobLeases.name,
      // Drizzle writes these columns qualified ("job_leases"."generation"): PostgreSQL would call a
      // bare one ambiguous here (the stored row or `excluded`).
      set: { holder, expiresAt, generation: sql`${jobLeases.generation} + 1` },
      setWhere: or(...takeable),
    })
    .returning({ generation: jobLeases.generation })
    .get();
  return won?.generation ?? null;
}

/**
 * A holder on this machine whose process is gone (a server killed and started again): its lease is
 * taken at once rather than after its TTL, so a restart finishes the work it left within a run of
 * the job. A holder on another machine can only be waited out. The host part must therefore name one
 * machine or container (HOSTNAME).
 */
function diedHere(stored: string): boolean {
  const [host, pid] = stored.split(':');
  if (host !== hostname() || Number(pid) === process.pid || !Number.isInteger(Number(pid))) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // EPERM: the pid is alive, another user's; only ESRCH says no such process.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** The lease this holder took (that generation) runs `ttlMs` from now. False: it was lost meanwhile. */
export async function renew(
  db: Executor,
  name: string,
  holder: string,
  generation: number,
  ttlMs: number,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  return (
    affected(
      await db
        .update(jobLeases)
        .set({ expiresAt })
        .where(ours(name, holder, generation))
        .run(),
    ) === 1
  );
}

/** Gives the lease up now, so another instance need not wait for it to expire. */
export async function release(db: Executor, name: string, holder: string, generation: number, now: Date) {
  await db
    .update(jobLeases)
    .set({ expiresAt: now.toISOString() })
    .where(ours(name, holder, generation))
    .run();
}

const ours = (name: string, holder: string, generation: number) =>
  and(eq(jobLeases.name, name), eq(jobLeases.holder, holder), eq(jobLeases.generation, generation));

/** What a leased job needs: the shared database, and (for tests) its clock, holder id and TTL. */
export type LeaseOptions = { db: Executor; clock?: Clock; holder?: string; ttlMs?: number };

/**
 * Runs `work` while holding the lease `name`, renewed every third of its TTL and released at the end.
 * Returns null, without running it, when another instance holds the lease. A holder that loses its
 * lease mid-run (paused past its TTL) is logged and finishes: every job is safe to repeat (CAS and
 * unique keys), so the overlap costs time, not money.
 */
export async function whileHolding<T>(options: LeaseOptions, name: string, work: () => Promise<T>) {
  const { db, clock = systemClock, holder = processHolder, ttlMs = leaseTtlMs() } = options;
  const generation = await acquire(db, name, holder, ttlMs, clock.now());
  if (generation === null) return null;
  const renewal = setInterval(async () => {
    try {
      if (await renew(db, name, holder, generation, ttlMs, clock.now())) return;
      console.error(`${name}: lease lost to another instance during a run`);
      clearInterval(renewal);
    } catch (error) {
      // A busy database, say: the next renewal tries again, well before the lease runs out.
      console.error(`${name}: lease not renewed`, error);
    }
  }, ttlMs / 3);
  renewal.unref?.();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await release(db, name, holder, generation, clock.now());
  }
}
