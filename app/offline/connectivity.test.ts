import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity, type ProbeResult, SLOW_MS } from './connectivity';

// The connectivity model as a phone near Broken Bow lives it: the browser's word at start, then what
// requests and probes of /api/health actually meet, with the probe backing off while nothing answers.

let probes: number[];
let probeAnswer: () => Promise<ProbeResult>;

function model(browserOnline = true) {
  return createConnectivity({
    browserOnline: () => browserOnline,
    probe: () => {
      probes.push(Date.now());
      return probeAnswer();
    },
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  probes = [];
  probeAnswer = async () => 'offline';
});
afterEach(() => vi.useRealTimers());

describe('the connectivity model', () => {
  it('starts from the browser’s word', () => {
    expect(model(true).get().reach).toBe('online');
    expect(model(false).get().reach).toBe('offline');
  });

  it('a request failing at the network level means offline until a probe answers', async () => {
    const connectivity = model();
    connectivity.failed('network');
    expect(connectivity.get().reach).toBe('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probes).toEqual([1_000]);
    expect(connectivity.get().reach).toBe('offline');
    probeAnswer = async () => 'answered';
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probes).toEqual([1_000, 3_000]);
    expect(connectivity.get().reach).toBe('online');
  });

  it('backs off between probes while nothing answers: 1, 2, 4, then every 8 seconds', async () => {
    const connectivity = model();
    connectivity.failed('network');
    await vi.advanceTimersByTimeAsync(40_000);
    expect(probes).toEqual([1_000, 3_000, 7_000, 15_000, 23_000, 31_000, 39_000]);
    expect(connectivity.get().reach).toBe('offline');
  });

  it('a request passing its deadline means a weak signal, not offline', () => {
    const connectivity = model();
    connectivity.failed('deadline');
    expect(connectivity.get().reach).toBe('weak');
  });

  it('a slow request marks the signal slow, and its answer ends that without a probe', async () => {
    const connectivity = model();
    connectivity.slow();
    expect(connectivity.get().reach).toBe('slow');
    const reconnects = vi.fn();
    connectivity.onReconnect(reconnects);
    connectivity.answered();
    expect(connectivity.get().reach).toBe('online');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toEqual([]);
    // Nothing failed, so nothing is asked again: the slow request brought its own answer.
    expect(reconnects).not.toHaveBeenCalled();
  });

  it('a slow request that never ends is found out by a probe', async () => {
    const connectivity = model();
    probeAnswer = async () => 'weak';
    connectivity.slow();
    await vi.advanceTimersByTimeAsync(SLOW_MS);
    expect(probes).toEqual([SLOW_MS]);
    expect(connectivity.get().reach).toBe('weak');
  });

  it('an answer from the phone’s store keeps its age, the oldest of the outage, and probes at once', async () => {
    const connectivity = model();
    connectivity.servedFromStore(500);
    connectivity.servedFromStore(900);
    expect(connectivity.get()).toEqual({ reach: 'weak', storeSavedAt: 500 });
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toEqual([0]);
    // The probe tells a cut network from a weak one.
    expect(connectivity.get().reach).toBe('offline');
    connectivity.answered();
    expect(connectivity.get()).toEqual({ reach: 'online', storeSavedAt: null });
  });

  it('believes the browser’s offline at once, and its online only when a probe answers', async () => {
    const connectivity = model();
    connectivity.browserWentOffline();
    expect(connectivity.get().reach).toBe('offline');
    probeAnswer = async () => 'answered';
    connectivity.browserCameOnline();
    expect(connectivity.get().reach).toBe('offline');
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.get().reach).toBe('online');
  });

  it('tells its reconnect listeners once per outage, and its state listeners on each change', () => {
    const connectivity = model();
    const reconnects = vi.fn();
    const changes = vi.fn();
    connectivity.onReconnect(reconnects);
    connectivity.subscribe(changes);
    connectivity.answered();
    expect(reconnects).not.toHaveBeenCalled();
    connectivity.failed('network');
    connectivity.failed('deadline');
    connectivity.answered();
    connectivity.answered();
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('checks once at start when no request has told it anything', async () => {
    const quiet = model();
    quiet.checkSoon(1_500);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(probes).toEqual([1_500]);
    expect(quiet.get().reach).toBe('offline');
  });

  it('does not check at start when a request has answered', async () => {
    const busy = model();
    busy.checkSoon(1_500);
    busy.answered();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probes).toEqual([]);
  });

  it('never runs two probes at once', async () => {
    const connectivity = model();
    let end: (result: ProbeResult) => void = () => undefined;
    probeAnswer = () => new Promise((resolve) => (end = resolve));
    connectivity.browserCameOnline();
    await vi.advanceTimersByTimeAsync(0);
    connectivity.browserCameOnline();
    connectivity.checkSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toEqual([0]);
    end('answered');
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.get().reach).toBe('online');
  });
});
