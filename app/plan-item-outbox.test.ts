import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eventKeys } from '~/features/planner/queries';
import { queuedPlanItems } from '~/features/planner/queued-plan-items';
import { setApiTransport } from '~/lib/api';
import { localDb } from '~/offline/db';
import { createSyncEngine } from '~/offline/sync-engine';
import { outboxRoutes } from '~/sync-registry';

// The 'plan-item' kind of the outbox (issue 18): a service picked in step 2 with no signal waits,
// shows on its card as waiting, and is sent once to its event's path, without the event id in the
// body (the server checks it strictly).

type Seen = { method: string; path: string; body: unknown };
let seen: Seen[] = [];
let online = false;
const stored = new Set<string>();

setApiTransport(async (path, init) => {
  const body = JSON.parse(String(init.body ?? 'null')) as { id: string; serviceId: string };
  seen.push({ method: init.method ?? 'GET', path, body });
  const known = stored.has(body.id);
  stored.add(body.id);
  return new Response(JSON.stringify({ id: 'e1', plan: [{ id: body.id, serviceId: body.serviceId }] }), {
    status: known ? 200 : 201,
  });
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

describe('the plan-item outbox kind', () => {
  it('queues a pick offline, shows it for its event only, and sends it once to the event', async () => {
    const sync = engine();
    const payload = { id: crypto.randomUUID(), eventId: 'e1', serviceId: 's1' };
    expect(await sync.sendOrQueue('plan-item', payload, 'Plan: Smokehouse, BBQ buffet', 'u1')).toEqual({
      status: 'queued',
    });
    expect(seen).toEqual([]);

    const items = await localDb.outbox.toArray();
    expect([...queuedPlanItems(items, 'u1', 'e1', new Set()).values()]).toEqual([
      { id: payload.id, serviceId: 's1', status: 'waiting', reason: null },
    ]);
    expect(queuedPlanItems(items, 'u1', 'other-event', new Set()).size).toBe(0);
    expect(queuedPlanItems(items, 'u2', 'e1', new Set()).size).toBe(0);
    // Once the event's plan shows it, the card draws it from there.
    expect(queuedPlanItems(items, 'u1', 'e1', new Set([payload.id])).size).toBe(0);

    online = true;
    const result = await sync.run({ ignoreBackoff: true });
    expect(result?.synced.map((item) => item.id)).toEqual([payload.id]);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/events/e1/plan-items', body: { id: payload.id, serviceId: 's1' } },
    ]);
    await sync.run({ ignoreBackoff: true });
    expect(seen).toHaveLength(1);
  });

  it('refreshes the event (its suggestions and review hang under it) once synced', () => {
    const payload = { id: 'p1', eventId: 'e1', serviceId: 's1' };
    expect(outboxRoutes['plan-item'].refreshes({ userId: 'u1', payload })).toEqual([
      eventKeys.detail('u1', 'e1'),
    ]);
    expect(outboxRoutes['plan-item'].refreshes({ userId: null, payload })).toEqual([]);
  });
});
