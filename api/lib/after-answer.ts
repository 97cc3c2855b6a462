/**
 * Runs work once the answer being built has left: the handler returns, the server writes the answer,
 * and only then (the next turn of the event loop) does this start, so the answer's timing cannot show
 * what the work found. Nobody waits for the work, so a failure is logged rather than thrown.
 */
export function afterAnswer(name: string, work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error) => console.error(`${name}: failed after the answer`, error));
  });
}
