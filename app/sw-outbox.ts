import type { PublicUser } from '@contracts/auth';
import { getOrNull } from './lib/api';
import { createSyncEngine } from './offline/sync-engine';
import { REPLAY_MESSAGE } from './offline/sync-triggers';
import { outboxRoutes } from './sync-registry';

/**
 * Background Sync woke the worker because the network is back. An open window replays itself (it
 * then refreshes what it shows); with none open the worker sends the outbox on its own. A rejection
 * tells the browser to fire the sync again later, so writes still waiting on the network do.
 */
export async function replayFromWorker(clients: Clients): Promise<void> {
  const windows = await clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: REPLAY_MESSAGE });
    return;
  }
  const engine = createSyncEngine({
    routes: outboxRoutes,
    // The session cookie decides whose writes the server accepts: send only that person's.
    currentUserId: async () => (await getOrNull<PublicUser>('/api/user', 401))?.id ?? null,
  });
  const result = await engine.run({ ignoreBackoff: true });
  if (result === null || result.retryAt !== null) throw new Error('Outbox writes still wait for the network');
}
