import 'fake-indexeddb/auto';
import type { VendorCard } from '@contracts/vendors';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeFavoritesApi } from '~/features/favorites/fake-favorites-api';
import { favoriteKeys } from '~/features/favorites/queries';
import { queuedFavorites, supersededToggles } from '~/features/favorites/queued-favorites';
import { setApiTransport } from '~/lib/api';
import { localDb } from '~/offline/db';
import { createSyncEngine } from '~/offline/sync-engine';
import { outboxRoutes } from '~/sync-registry';

// The 'favorite' kind of the outbox (issue 32): hearts tapped with no signal wait on the phone, show
// at once, and replay as PUT or DELETE to the vendor's path, the later toggle last.

const card = (id: string, businessName: string) => ({ id, businessName }) as VendorCard;
const ridge = card('v-ridge', 'Timber Ridge');
const lakeside = card('v-lake', 'Lakeside BBQ');

let server: ReturnType<typeof fakeFavoritesApi>;
let online = false;
beforeEach(async () => {
  server = fakeFavoritesApi([ridge, lakeside]);
  setApiTransport(server.transport);
  await localDb.outbox.clear();
  online = false;
});
afterAll(() => setApiTransport((path, init) => fetch(path, init)));

const engine = () =>
  createSyncEngine({ routes: outboxRoutes, currentUserId: async () => 'u1', isOnline: () => online });
const toggle = (vendorId: string, saved: boolean) => ({ id: crypto.randomUUID(), vendorId, saved });

describe('the favorite outbox kind', () => {
  it('queues hearts offline, shows the latest per vendor at once, and replays them in order', async () => {
    const sync = engine();
    await sync.sendOrQueue('favorite', toggle(ridge.id, true), 'Save Timber Ridge', 'u1');
    await sync.sendOrQueue('favorite', toggle(lakeside.id, true), 'Save Lakeside BBQ', 'u1');
    await sync.sendOrQueue('favorite', toggle(ridge.id, false), 'Remove Timber Ridge', 'u1');
    expect(server.sent).toEqual([]);

    const items = await localDb.outbox.orderBy('createdAt').toArray();
    expect(queuedFavorites(items, 'u1')).toEqual(
      new Map([
        [ridge.id, false],
        [lakeside.id, true],
      ]),
    );
    expect(queuedFavorites(items, 'u2').size).toBe(0);
    expect(supersededToggles(items, 'u1', ridge.id)).toHaveLength(2);
    expect(supersededToggles(items, 'u2', ridge.id)).toHaveLength(0);

    online = true;
    const result = await sync.run({ ignoreBackoff: true });
    expect(result?.synced).toHaveLength(3);
    // No body: the path names the vendor, and the method says saved or removed.
    expect(server.sent).toEqual([
      'PUT /api/favorites/v-ridge',
      'PUT /api/favorites/v-lake',
      'DELETE /api/favorites/v-ridge',
    ]);
    expect(server.saved).toEqual([lakeside.id]);
    // Synced: nothing overrides the server's list any more.
    expect(queuedFavorites(await localDb.outbox.toArray(), 'u1').size).toBe(0);
  });

  it("a refused heart (the vendor was unlisted) fails with the server's words and is no longer shown", async () => {
    const sync = engine();
    const payload = toggle('v-gone', true);
    await sync.sendOrQueue('favorite', payload, 'Save Gone', 'u1');
    online = true;
    await sync.run({ ignoreBackoff: true });
    const item = await localDb.outbox.get(payload.id);
    expect(item).toMatchObject({ status: 'failed', lastError: 'Vendor not found' });
    expect(queuedFavorites(item ? [item] : [], 'u1').size).toBe(0);
  });

  it("refreshes the person's saved list once synced", () => {
    const payload = toggle('v1', true);
    expect(outboxRoutes.favorite.refreshes({ userId: 'u1', payload })).toEqual([favoriteKeys.saved('u1')]);
    expect(outboxRoutes.favorite.refreshes({ userId: null, payload })).toEqual([]);
  });
});
