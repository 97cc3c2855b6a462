// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection } from '~/offline/connection';
import { SLOW_MS } from '~/offline/connectivity';
import {
  DEADLINE_MS,
  failureText,
  get,
  NoAnswerError,
  post,
  request,
  STORE_SAVED_AT,
  setApiTransport,
} from './api';

// Every request has a deadline, and tells the connectivity model what it met (ADR 0007).

const hang = (_path: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
const reach = () => connection()?.get().reach;
let probes: string[];

beforeEach(() => {
  vi.useFakeTimers();
  probes = [];
  // The model's probe of /api/health: it hangs, as everything does on lie-fi, unless a test says.
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    probes.push(path);
    return hang(path, init);
  });
  connection()?.answered();
});
afterEach(() => {
  connection()?.answered();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a request to our API', () => {
  it('that hangs is slow after 2 s, and weak when it gives up at its deadline with a plain message', async () => {
    setApiTransport(hang);
    const answer = get('/api/cart').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SLOW_MS - 1);
    expect(reach()).toBe('online');
    await vi.advanceTimersByTimeAsync(1);
    expect(reach()).toBe('slow');
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - SLOW_MS);
    const error = await answer;
    expect(error).toBeInstanceOf(NoAnswerError);
    expect((error as Error).message).toBe('The connection is too weak to reach the server. Try again.');
    expect(reach()).toBe('weak');
    expect(probes).toContain('/api/health');
  });

  it('that writes gives up at the same deadline, so the outbox keeps it to send again', async () => {
    setApiTransport(hang);
    const answer = post('/api/cart/items', { id: 'x' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEADLINE_MS);
    expect(await answer).toBeInstanceOf(NoAnswerError);
  });

  it('that fails at the network level means offline', async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(get('/api/cart')).rejects.toThrow('Failed to fetch');
    expect(reach()).toBe('offline');
  });

  it('answered, even with an error, means the server is reached', async () => {
    connection()?.failed('network');
    setApiTransport(async () => Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 }));
    await expect(get('/api/vendors/x')).rejects.toThrow('404: Not found');
    expect(reach()).toBe('online');
  });

  it('answered from the phone’s store is not the server: weak, with the age of what it holds', async () => {
    setApiTransport(async () => Response.json([], { headers: { [STORE_SAVED_AT]: '1700000000000' } }));
    expect(await get('/api/vendors')).toEqual([]);
    expect(connection()?.get()).toEqual({ reach: 'weak', storeSavedAt: 1_700_000_000_000 });
  });

  it('that its caller gave up on says nothing about the network', async () => {
    setApiTransport(hang);
    const caller = new AbortController();
    const answer = request('/api/cart', { signal: caller.signal }).catch((error: unknown) => error);
    caller.abort();
    expect(((await answer) as Error).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(SLOW_MS);
    expect(reach()).toBe('online');
  });
});

describe('what an online-only action says when it failed', () => {
  it('past its deadline: that the connection is too weak for it', () => {
    expect(failureText(new NoAnswerError(), 'pay')).toBe('The connection is too weak to pay. Try again.');
  });

  it('otherwise: the error’s own words', () => {
    expect(failureText(new Error('402: Your card was declined.'), 'pay')).toBe(
      '402: Your card was declined.',
    );
  });
});
