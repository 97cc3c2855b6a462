import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, setApiTransport } from '~/lib/api';
import { outboxRoutes } from '~/sync-registry';
import { localDb } from './db';
import type { OutboxPayload, SendResult } from './outbox-registry';
import { startOutboxTestServer } from './outbox-test-server';
import { BACKOFF_MS, SIGN_IN_AGAIN } from './replay';
import { createSyncEngine } from './sync-engine';

// The outbox replay policy (DESIGN.md, The outbox protocol), rule by rule, against a real HTTP server
// on loopback reached by the real fetch, and the real store (IndexedDB as fake-indexeddb provides it).

let server: Awaited<ReturnType<typeof startOutboxTestServer>>;
let online = false;
let clock = Date.parse('2030-03-01T12:00:00Z');
let signedIn: string | null = 'u1';
let synced: string[] = [];
let signInAsked = 0;

const engine = () =>
  createSyncEngine({
    routes: outboxRoutes,
    currentUserId: async () => signedIn,
    isOnline: () => online,
    now: () => clock,
    onSynced: (item) => synced.push(item.id),
    onSignInNeeded: () => {
      signInAsked += 1;
    },
  });

const booking = (name: string): OutboxPayload<'cart-item'> & { id: string } => ({
  id: crypto.randomUUID(),
  vendorId: 'vendor-1',
  itemName: name,
  selectedDate: '2030-06-01',
});

const quote = (): OutboxPayload<'quote'> & { id: string } => ({
  id: crypto.randomUUID(),
  firstName: 'Avery',
  lastName: 'Lake',
  email: 'avery@example.com',
  phone: '5805550123',
  eventDate: '2030-06-01',
  eventTime: '18:30',
  guestCount: 30,
  eventType: 'wedding',
  venue: 'Beavers Bend',
});

/** Bookings made with no signal, in this order. */
async function bookOffline(names: string[], owner: string | null = 'u1') {
  online = false;
  const sync = engine();
  const ids: string[] = [];
  for (const name of names) {
    const payload = booking(name);
    const result = await sync.sendOrQueue('cart-item', payload, `Booking: ${name}`, owner);
    expect(result).toEqual({ status: 'queued' });
    ids.push(payload.id);
  }
  online = true;
  return ids;
}

const stored = async (id: string) => localDb.outbox.get(id);
const sentIds = () => server.seen.map((request) => request.id);

beforeAll(async () => {
  server = await startOutboxTestServer();
  setApiTransport((path, init) => fetch(new URL(path, server.origin), init));
});
afterAll(() => server.close());
beforeEach(async () => {
  await localDb.outbox.clear();
  server.reset();
  online = false;
  signedIn = 'u1';
  synced = [];
  signInAsked = 0;
});

describe('the outbox replays', () => {
  it('oldest first, one at a time, even when written within one millisecond', async () => {
    const ids = await bookOffline(['Pasta Bar', 'BBQ Buffet', 'Photo Booth']);
    const result = await engine().run();
    expect(sentIds()).toEqual(ids);
    expect(server.mostInFlight()).toBe(1);
    expect(result?.synced.map((item) => item.id)).toEqual(ids);
    expect(synced).toEqual(ids);
    for (const id of ids) expect(await stored(id)).toMatchObject({ status: 'synced', lastError: null });
  });

  it('retries a network failure later with backoff, and the writes behind it wait their turn', async () => {
    const [first, second] = await bookOffline(['Pasta Bar', 'BBQ Buffet']);
    server.script.push({ drop: 'before-store' });
    const sync = engine();

    expect(await sync.run()).toMatchObject({ synced: [], retryAt: clock + BACKOFF_MS[0] });
    expect(await stored(first ?? '')).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: 'No connection',
      nextAttemptAt: clock + BACKOFF_MS[0],
    });
    expect(sentIds()).toEqual([first]);

    // Before the backoff is over nothing is sent, the second write included.
    clock += BACKOFF_MS[0] - 1;
    await sync.run();
    expect(sentIds()).toEqual([first]);

    clock += 1;
    await sync.run();
    expect(sentIds()).toEqual([first, first, second]);
    expect(await stored(first ?? '')).toMatchObject({ status: 'synced' });
    expect(await stored(second ?? '')).toMatchObject({ status: 'synced' });
  });

  it('retries a 5xx with a growing backoff, keeping the server message', async () => {
    const [id = ''] = await bookOffline(['Pasta Bar']);
    const sync = engine();
    server.script.push({ status: 503, message: 'Database busy' }, { status: 500, message: 'Oops' });

    await sync.run();
    expect(await stored(id)).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: 'Database busy',
      nextAttemptAt: clock + BACKOFF_MS[0],
    });
    clock += BACKOFF_MS[0];
    await sync.run();
    expect(await stored(id)).toMatchObject({
      attempts: 2,
      lastError: 'Oops',
      nextAttemptAt: clock + BACKOFF_MS[1],
    });
    clock += BACKOFF_MS[1];
    await sync.run();
    expect(await stored(id)).toMatchObject({ status: 'synced', attempts: 2 });
    expect(server.records.size).toBe(1);
  });

  it('treats 429 and 408 as "not now": retried, never refused', async () => {
    const [id = ''] = await bookOffline(['Pasta Bar']);
    server.script.push({ status: 429, message: 'Too many requests' });
    await engine().run();
    expect(await stored(id)).toMatchObject({ status: 'waiting', lastError: 'Too many requests' });
  });

  it('marks a 4xx failed with the server message, keeps it, and goes on with the others', async () => {
    const [refused = '', next = ''] = await bookOffline(['Pasta Bar', 'BBQ Buffet']);
    server.script.push({ status: 400, message: 'Event date cannot be in the past' });
    const sync = engine();

    await sync.run();
    expect(await stored(refused)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Event date cannot be in the past',
    });
    expect(await stored(next)).toMatchObject({ status: 'synced' });

    // A refused write is not sent again on its own: the person fixes or discards it.
    await sync.run();
    expect(sentIds()).toEqual([refused, next]);
    expect(await stored(refused)).toMatchObject({ status: 'failed' });
  });

  it('keeps the item on a 401, asks once for a sign-in, holds that person’s writes until then', async () => {
    const [mine = ''] = await bookOffline(['Pasta Bar']);
    online = false;
    const anonymous = quote();
    await engine().sendOrQueue('quote', anonymous, 'Quote request', null);
    online = true;
    server.script.push({ status: 401, message: 'Please sign in' });
    const sync = engine();

    expect(await sync.run()).toMatchObject({ signInNeeded: true });
    expect(await stored(mine)).toMatchObject({ status: 'waiting', attempts: 1, lastError: SIGN_IN_AGAIN });
    expect(signInAsked).toBe(1);
    // A signed-out visitor's quote is not held up by someone else's session.
    expect(await stored(anonymous.id)).toMatchObject({ status: 'synced' });

    await sync.run();
    expect(sentIds()).toEqual([mine, anonymous.id]);
    expect(signInAsked).toBe(1);

    // The app learns the session is gone, then the person signs in again.
    signedIn = null;
    sync.userChanged(null);
    signedIn = 'u1';
    sync.userChanged('u1');
    await sync.run();
    expect(await stored(mine)).toMatchObject({ status: 'synced' });
    expect(server.records.size).toBe(2);
  });

  it('never sends someone else’s writes under the current session', async () => {
    const [theirs = ''] = await bookOffline(['Pasta Bar'], 'u2');
    await engine().run();
    expect(sentIds()).toEqual([]);
    expect(await stored(theirs)).toMatchObject({ status: 'waiting', attempts: 0 });
  });
});

describe('a crash or a lost answer doubles nothing', () => {
  it('a replay after a crash mid-send sends the same id; the server and the phone keep one', async () => {
    const [id = ''] = await bookOffline(['Pasta Bar']);
    server.script.push({ hold: true });
    const crashed = engine().run();
    await vi.waitFor(() => expect(server.heldCount()).toBe(1));

    // The app dies here, its request on the wire: only the phone's store and the server remain.
    await engine().run();
    expect(sentIds()).toEqual([id, id]);
    expect(server.records.size).toBe(1);
    expect(await localDb.outbox.toArray()).toMatchObject([{ id, status: 'synced' }]);

    // Had the first answer still landed, it would change nothing either.
    server.release();
    await crashed;
    expect(await localDb.outbox.count()).toBe(1);
    expect(server.records.size).toBe(1);
  });

  it('an answer lost after the server stored the write: sent again, still one record', async () => {
    const [id = ''] = await bookOffline(['Pasta Bar']);
    server.script.push({ drop: 'after-store' });
    const sync = engine();
    await sync.run();
    expect(await stored(id)).toMatchObject({ status: 'waiting', attempts: 1 });
    clock += BACKOFF_MS[0];
    await sync.run();
    expect(await stored(id)).toMatchObject({ status: 'synced' });
    expect(sentIds()).toEqual([id, id]);
    expect(server.records.size).toBe(1);
  });

  it('the same write queued twice is one item', async () => {
    online = false;
    const payload = booking('Pasta Bar');
    const sync = engine();
    await sync.sendOrQueue('cart-item', payload, 'Booking: Pasta Bar', 'u1');
    await sync.sendOrQueue('cart-item', payload, 'Booking: Pasta Bar', 'u1');
    expect(await localDb.outbox.count()).toBe(1);
  });
});

describe('nothing is dropped', () => {
  it('every write ends synced, failed with a reason, or still waiting; a day later only synced ones go', async () => {
    const ids = await bookOffline(['A', 'B', 'C', 'D']);
    server.script.push({ status: 422, message: 'That service is gone' }, { status: 503, message: 'Busy' });
    const sync = engine();
    await sync.run();
    const items = await localDb.outbox.toArray();
    expect(items).toHaveLength(4);
    expect(Object.fromEntries(items.map((item) => [item.id, item.status]))).toEqual({
      [ids[0] ?? '']: 'failed',
      [ids[1] ?? '']: 'waiting',
      [ids[2] ?? '']: 'waiting',
      [ids[3] ?? '']: 'waiting',
    });

    clock += BACKOFF_MS[0];
    await sync.run();
    clock += 2 * 24 * 60 * 60 * 1000;
    online = false;
    const [late = ''] = await bookOffline(['E']);
    server.script.push({ drop: 'before-store' });
    await sync.run();
    const left = await localDb.outbox.toArray();
    expect(left.map((item) => [item.id, item.status]).sort()).toEqual(
      [
        [ids[0], 'failed'],
        [late, 'waiting'],
      ].sort(),
    );
    expect(left.find((item) => item.id === ids[0])?.lastError).toBe('That service is gone');
  });

  it('a stored write of a kind this version no longer knows is failed with a reason, not deleted', async () => {
    await localDb.outbox.add({
      id: 'old-kind',
      kind: 'retired-kind' as 'quote',
      label: 'Something from an older version',
      payload: { id: 'old-kind' },
      userId: 'u1',
      createdAt: 1,
      attempts: 0,
      status: 'waiting',
      lastError: null,
      syncedAt: null,
      nextAttemptAt: 0,
    });
    online = true;
    await engine().run();
    expect(await stored('old-kind')).toMatchObject({ status: 'failed', lastError: expect.any(String) });
  });
});

describe('sendOrQueue', () => {
  it('sends at once when it can, with the server answer, and keeps nothing', async () => {
    online = true;
    const payload = booking('Pasta Bar');
    const result: SendResult<unknown> = await engine().sendOrQueue('cart-item', payload, 'Booking', 'u1');
    expect(result).toMatchObject({ status: 'sent', data: { id: payload.id } });
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('queues when the signal drops under the send, counting that as the first attempt', async () => {
    online = true;
    server.script.push({ drop: 'before-store' });
    const payload = booking('Pasta Bar');
    expect(await engine().sendOrQueue('cart-item', payload, 'Booking', 'u1')).toEqual({ status: 'queued' });
    expect(await stored(payload.id)).toMatchObject({
      status: 'waiting',
      attempts: 1,
      nextAttemptAt: clock + BACKOFF_MS[0],
    });
  });

  it('throws a refusal to the screen and queues nothing', async () => {
    online = true;
    server.script.push({ status: 400, message: 'Please select an event date' });
    await expect(engine().sendOrQueue('cart-item', booking('X'), 'Booking', 'u1')).rejects.toThrow(
      new HttpError(400, 'Please select an event date', undefined, 'x'),
    );
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('throws a throttled send to the screen with its words, since the server was reached, and queues nothing', async () => {
    online = true;
    server.script.push({
      status: 429,
      message: 'Too many quote requests from your network. Please wait 60 minutes and try again.',
    });
    await expect(engine().sendOrQueue('quote', quote(), 'Quote request', null)).rejects.toThrow(
      'Too many quote requests from your network. Please wait 60 minutes and try again.',
    );
    expect(await localDb.outbox.count()).toBe(0);
  });
});
