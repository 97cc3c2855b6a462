import type { PublicUser } from '@contracts/auth';
import { hashKey } from '@tanstack/react-query';
import { toast } from './components/ui/toast';
import { authKeys, userQuery } from './features/auth/queries';
import { queryClient } from './lib/query-client';
import { routeOf } from './offline/replay';
import { createSyncEngine, type SyncEngine } from './offline/sync-engine';
import { askForBackgroundSync, listenForSyncTriggers } from './offline/sync-triggers';
import { outboxRoutes } from './sync-registry';

let engine: SyncEngine | null = null;

/**
 * Who is signed in, as the app knows it. At start the remembered person is being re-checked with the
 * server: a replay waits for that answer rather than send as someone who has since signed out.
 */
async function currentUserId(): Promise<string | null> {
  try {
    return (await queryClient.fetchQuery(userQuery))?.id ?? null;
  } catch {
    return signedInId();
  }
}

const signedInId = () => queryClient.getQueryData<PublicUser | null>(authKeys.user)?.id ?? null;

/** The window's outbox engine, started once: at app start on a phone with a store, or at the first write. */
export function startSync(): SyncEngine {
  if (engine) return engine;
  const started = createSyncEngine({
    routes: outboxRoutes,
    currentUserId,
    onQueued: askForBackgroundSync,
    onSignInNeeded: () => void queryClient.invalidateQueries({ queryKey: authKeys.user, exact: true }),
    onSynced: (item) => {
      for (const queryKey of routeOf(outboxRoutes, item.kind)?.refreshes(item) ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
      toast({ title: 'Synced', description: `${item.label} reached the server.` });
    },
  });
  engine = started;
  started.watch();
  listenForSyncTriggers(started);
  const userHash = hashKey(authKeys.user);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== userHash || event.type !== 'updated') return;
    if (event.action.type === 'success') started.userChanged(signedInId());
  });
  void started.run().catch(() => undefined);
  return started;
}
