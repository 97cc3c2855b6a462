import { type Connectivity, createConnectivity, PROBE_DEADLINE_MS, type ProbeResult } from './connectivity';

/** A light question to the server that no cache answers: any HTTP answer means it is reached. */
async function probeHealth(): Promise<ProbeResult> {
  try {
    await fetch('/api/health', {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_DEADLINE_MS),
    });
    return 'answered';
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError' ? 'weak' : 'offline';
  }
}

function startInWindow(): Connectivity {
  const model = createConnectivity({
    browserOnline: () => navigator.onLine !== false,
    probe: probeHealth,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });
  window.addEventListener('offline', model.browserWentOffline);
  window.addEventListener('online', model.browserCameOnline);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') model.checkSoon();
  });
  // A page that asks the server nothing (a static page opened from the phone's store) still learns
  // whether the server is there, once, shortly after it starts, unless a request told it already.
  model.checkSoon(1_500);
  return model;
}

/**
 * The window's one model, made on first use. The server's render and the service worker have no
 * window: for them there is none, and requests report to nobody.
 */
let model: Connectivity | null | undefined;
export function connection(): Connectivity | null {
  if (model === undefined) model = typeof window === 'undefined' ? null : startInWindow();
  return model;
}
