import { outsideTransactions } from '../db/transaction-gate';
import { type LeaseOptions, whileHolding } from './job-lease';

export type BackgroundJob<T> = {
  run: () => Promise<T>;
  kick: () => void;
  start: () => void;
  stop: () => Promise<void>;
  /** Waits for the run under way, if any: what a kick started has then happened. */
  idle: () => Promise<void>;
};

/**
 * A piece of work the server repeats in the background (a queue to drain, refunds to settle): one run
 * at a time, however often it is asked for, started now and then every `intervalMs` until stopped.
 *
 * With `lease`, the work is a singleton across the app instances sharing the database: each run
 * first takes the job's lease (named after the job), and an instance that finds it held elsewhere
 * does nothing that time; its run answers null.
 */
export function backgroundJob<T>(name: string, work: () => Promise<T>, intervalMs: number): BackgroundJob<T>;
export function backgroundJob<T>(
  name: string,
  work: () => Promise<T>,
  intervalMs: number,
  options: { lease: LeaseOptions },
): BackgroundJob<T | null>;
export function backgroundJob<T>(
  name: string,
  work: () => Promise<T>,
  intervalMs: number,
  options?: { lease: LeaseOptions },
): BackgroundJob<T | null> {
  const lease = options?.lease;
  const once = lease ? () => whileHolding(lease, name, work) : work;
  let running: Promise<T | null> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Runs the work, or joins the run already under way. */
  const run = (): Promise<T | null> => {
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  };
  /**
   * Asks for a run without waiting on it; a failure is logged and the next tick tries again. A kick
   * inside a transaction starts a run of its own, after that transaction, not a part of it.
   */
  const kick = () => {
    outsideTransactions(run).catch((error) => console.error(`${name}: run failed`, error));
  };

  const idle = async () => {
    await running?.catch(() => undefined);
  };

  return {
    run,
    kick,
    idle,
    start() {
      timer ??= setInterval(kick, intervalMs);
      timer.unref?.();
      kick();
    },
    /** Stops the timer and waits for the run under way, if any. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await idle();
    },
  };
}
