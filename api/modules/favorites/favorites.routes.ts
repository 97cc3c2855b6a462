import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser } from '../../lib/guards';
import {
  createShare,
  listFavorites,
  removeFavorite,
  revokeShares,
  saveFavorite,
  sharedFavorites,
} from './favorites.service';

export function favoriteRoutes(deps: AppDeps) {
  // Every call but the shared read is the signed-in person's own list: signed out is a 401.
  const userId = (user: Parameters<typeof currentUser>[0]) => currentUser(user).id;
  return (
    new Hono<AppEnv>()
      // Public: the link is the permission (a 256-bit secret); a revoked or unknown one is a 404.
      .get('/favorites/shared/:token', async (c) =>
        c.json(await sharedFavorites(deps.db, c.req.param('token'), deps.clock.now())),
      )
      .get('/favorites', async (c) =>
        c.json(await listFavorites(deps.db, userId(c.get('user')), deps.clock.now())),
      )
      .post('/favorites/share', async (c) =>
        c.json(await createShare(deps.db, userId(c.get('user')), deps.publicOrigin), 201),
      )
      .delete('/favorites/share', async (c) => {
        await revokeShares(deps.db, userId(c.get('user')), deps.clock.now());
        return c.body(null, 204);
      })
      // Both idempotent: the outbox may send a toggle again after its answer was lost.
      .put('/favorites/:vendorId', async (c) => {
        await saveFavorite(deps.db, userId(c.get('user')), c.req.param('vendorId'), deps.clock.now());
        return c.body(null, 204);
      })
      .delete('/favorites/:vendorId', async (c) => {
        await removeFavorite(deps.db, userId(c.get('user')), c.req.param('vendorId'));
        return c.body(null, 204);
      })
  );
}
