/**
 * What a loader's fetch means where the route runs. The server draws the page from it, so it waits (and
 * a failure is the server's to handle). The browser only starts it — a hover preloads it, a navigation
 * shares it with the screen's own query — and never waits for the network: the screen paints from the
 * phone's store or shows its own loading and offline states (offline first).
 */
export function waitOnServer<T>(fetching: Promise<T>): Promise<T> | undefined {
  if (typeof document === 'undefined') return fetching;
  // The screen's query reports a failure; this copy of the promise must not report it again.
  fetching.catch(() => undefined);
  return undefined;
}
