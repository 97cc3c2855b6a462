/**
 * A piece of work the server repeats in the background (a queue to drain, refunds to settle): one run
 * at a time, however often it is asked for, started now and then every `intervalMs` until stopped.
 */
export function backgroundJob<T>(name: string, work: () => Promise<T>, intervalMs: number) {
  let running: Promise<T> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Runs the work, or joins the run already under way. */
  const run = (): Promise<T> => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
  /** Asks for a run without waiting on it; a failure is logged and the next tick tries again. */
  const kick = () => {
    run().catch((error) => console.error(`${name}: run failed`, error));
  };

  return {
    run,
    kick,
    start() {
      timer ??= setInterval(kick, intervalMs);
      timer.unref?.();
      kick();
    },
    /** Stops the timer and waits for the run under way, if any. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
