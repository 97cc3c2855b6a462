/**
 * Whether the app reaches its server, as observed (ADR 0007). The browser's online/offline events are
 * one input; what requests actually do is the other, because a phone near Broken Bow often says
 * "connected" while nothing gets through ("lie-fi"), and some Chromium builds report
 * `navigator.onLine === true` with the network cut. Every banner, list state, online-only action and
 * the outbox read this one model; nothing else reads `navigator.onLine`.
 */

/**
 * online: the last request was answered. slow: a request is taking long, nothing failed yet. weak:
 * the server is not answering in time. offline: no network.
 */
export type Reach = 'online' | 'slow' | 'weak' | 'offline';

export type ConnectivityState = {
  reach: Reach;
  /** The oldest save time of an answer the service worker gave from the phone's store in this outage. */
  storeSavedAt: number | null;
};

/** A request still unanswered after this long marks the signal weak (the service worker's own fallback). */
export const SLOW_MS = 2_000;
/** Waits between probes of /api/health while the server is not reached; the last one repeats. */
export const PROBE_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000] as const;
/** A probe that takes longer than this has failed. */
export const PROBE_DEADLINE_MS = 5_000;

export type ProbeResult = 'answered' | 'offline' | 'weak';

export type ConnectivityHost = {
  /** The browser's own word at start; afterwards only its events are heard. */
  browserOnline: () => boolean;
  probe: () => Promise<ProbeResult>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

export type Connectivity = ReturnType<typeof createConnectivity>;

export function createConnectivity(host: ConnectivityHost) {
  let state: ConnectivityState = { reach: host.browserOnline() ? 'online' : 'offline', storeSavedAt: null };
  /** Anything at all learnt from a request or a probe since start. */
  let observed = false;
  const listeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  let probeTimer: unknown;
  let probing = false;
  let failedProbes = 0;

  /** Requests failed, the store answered or the browser said offline: not merely a slow answer. */
  let outage = false;

  function set(next: ConnectivityState) {
    if (next.reach === state.reach && next.storeSavedAt === state.storeSavedAt) return;
    state = next;
    for (const listener of listeners) listener();
    if (outage && next.reach === 'online') {
      outage = false;
      for (const listener of reconnectListeners) listener();
    }
  }

  function cancelProbe() {
    if (probeTimer !== undefined) host.clearTimer(probeTimer);
    probeTimer = undefined;
  }

  function scheduleProbe(delay: number) {
    if (probing) return;
    cancelProbe();
    probeTimer = host.setTimer(() => {
      probeTimer = undefined;
      void probeNow();
    }, delay);
  }

  async function probeNow() {
    if (probing) return;
    probing = true;
    let result: ProbeResult;
    try {
      result = await host.probe();
    } catch {
      result = 'offline';
    } finally {
      probing = false;
    }
    if (result === 'answered') {
      answered();
      return;
    }
    failedProbes += 1;
    down(result);
  }

  function nextProbeDelay() {
    return PROBE_BACKOFF_MS[Math.min(failedProbes, PROBE_BACKOFF_MS.length - 1)] ?? 1_000;
  }

  /** Not reaching the server: say so and keep probing, each time a little later. */
  function down(reach: 'weak' | 'offline') {
    observed = true;
    outage = true;
    set({ ...state, reach });
    scheduleProbe(nextProbeDelay());
  }

  function answered() {
    observed = true;
    failedProbes = 0;
    cancelProbe();
    set({ reach: 'online', storeSavedAt: null });
  }

  return {
    get: (): ConnectivityState => state,
    /** Reaching the server, as far as the app knows: what online-only actions wait for. */
    reaching: () => state.reach === 'online',
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Called once each time the server answers again after an outage (replay, refresh what is shown);
     * a request that was only slow refreshes itself when its answer comes.
     */
    onReconnect(listener: () => void) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    /** Our server answered a request (any status: an error page is still an answer). */
    answered,
    /** A request failed at the network level or passed its deadline. */
    failed: (why: 'network' | 'deadline') => down(why === 'network' ? 'offline' : 'weak'),
    /** A request has waited past SLOW_MS: slow until something answers; a probe finds out if nothing does. */
    slow() {
      if (state.reach !== 'online') return;
      observed = true;
      set({ ...state, reach: 'slow' });
      scheduleProbe(SLOW_MS);
    },
    /** The service worker answered from the phone's store: the data is as old as `savedAt`. */
    servedFromStore(savedAt: number) {
      observed = true;
      outage = true;
      const storeSavedAt = state.storeSavedAt === null ? savedAt : Math.min(state.storeSavedAt, savedAt);
      set({ reach: state.reach === 'online' ? 'weak' : state.reach, storeSavedAt });
      // The worker's fallback hides why: a probe tells a cut network from a weak one at once.
      scheduleProbe(0);
    },
    /** The browser's events: going offline is believed at once; coming back only once a probe answers. */
    browserWentOffline: () => down('offline'),
    browserCameOnline() {
      failedProbes = 0;
      scheduleProbe(0);
    },
    /** The app returns to the screen, or starts: check only if nothing has been learnt or it is down. */
    checkSoon(delay = 0) {
      if (state.reach !== 'online' || !observed) scheduleProbe(delay);
    },
  };
}
