/** The work started after answers that has not ended yet. */
const running = new Set<Promise<void>>();

/**
 * Runs work once the answer being built has left: the handler returns, the server writes the answer,
 * and only then (the next turn of the event loop) does this start, so the answer's timing cannot show
 * what the work found. Nobody waits for the work, so a failure is logged rather than thrown.
 */
export function afterAnswer(name: string, work: () => Promise<void>): void {
  const done = new Promise<void>((resolve) => {
    setImmediate(() => {
      work()
        .catch((error) => console.error(`${name}: failed after the answer`, error))
        .finally(resolve);
    });
  });
  running.add(done);
  void done.then(() => running.delete(done));
}

/** Resolves once all work started after answers so far, and any it started in turn, has ended. */
export async function afterAnswersDone(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
