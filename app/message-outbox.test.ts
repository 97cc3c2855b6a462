import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messageKeys } from '~/features/messages/queries';
import { queuedMessages } from '~/features/messages/queued-messages';
import { setApiTransport } from '~/lib/api';
import { localDb } from '~/offline/db';
import { createSyncEngine } from '~/offline/sync-engine';
import { outboxRoutes } from '~/sync-registry';

// The 'message' kind of the outbox (issue 15): a message written offline waits, shows in its thread,
// and is sent once to its thread's path, without the thread id in the body the server checks strictly.

type Seen = { method: string; path: string; body: unknown };
let seen: Seen[] = [];
let online = false;
const stored = new Map<string, unknown>();

setApiTransport(async (path, init) => {
  const body = JSON.parse(String(init.body ?? 'null')) as { id: string; body: string };
  seen.push({ method: init.method ?? 'GET', path, body });
  const known = stored.get(body.id);
  const message = known ?? { ...body, threadId: 't1', mine: true, senderSide: 'customer', createdAt: 'now' };
  stored.set(body.id, message);
  return new Response(JSON.stringify(message), { status: known ? 200 : 201 });
});
afterAll(() => setApiTransport((path, init) => fetch(path, init)));
beforeEach(async () => {
  await localDb.outbox.clear();
  seen = [];
  stored.clear();
  online = false;
});

const engine = () =>
  createSyncEngine({ routes: outboxRoutes, currentUserId: async () => 'u1', isOnline: () => online });

describe('the message outbox kind', () => {
  it('queues a message offline, shows it in its thread only, and sends it once to the thread', async () => {
    const sync = engine();
    const payload = { id: crypto.randomUUID(), threadId: 't1', body: 'Running late, <b>sorry</b>' };
    expect(await sync.sendOrQueue('message', payload, 'Message: Running late', 'u1')).toEqual({
      status: 'queued',
    });
    expect(seen).toEqual([]);

    const items = await localDb.outbox.toArray();
    expect(queuedMessages(items, 'u1', 't1', new Set())).toMatchObject([
      { id: payload.id, body: payload.body, status: 'waiting' },
    ]);
    expect(queuedMessages(items, 'u1', 'other-thread', new Set())).toEqual([]);
    expect(queuedMessages(items, 'u2', 't1', new Set())).toEqual([]);
    // Once the server's page shows it, it is drawn from there, not twice.
    expect(queuedMessages(items, 'u1', 't1', new Set([payload.id]))).toEqual([]);

    online = true;
    const result = await sync.run({ ignoreBackoff: true });
    expect(result?.synced.map((item) => item.id)).toEqual([payload.id]);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/threads/t1/messages', body: { id: payload.id, body: payload.body } },
    ]);
    await sync.run({ ignoreBackoff: true });
    expect(seen).toHaveLength(1);
    expect((await localDb.outbox.get(payload.id))?.status).toBe('synced');
  });

  it("refreshes the thread and the person's list once synced", () => {
    const payload = { id: 'm1', threadId: 't1', body: 'hi' };
    expect(outboxRoutes.message.refreshes({ userId: 'u1', payload })).toEqual([
      messageKeys.thread('u1', 't1'),
      messageKeys.list('u1'),
    ]);
    expect(outboxRoutes.message.refreshes({ userId: null, payload })).toEqual([]);
  });
});
