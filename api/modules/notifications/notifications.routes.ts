import { Hono } from 'hono';
import { markReadSchema } from '../../contracts/notifications';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { listNotifications, markRead } from './notifications.service';

/** Issue 16: the navbar's bell. */
export function notificationRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use('/notifications', requireUser)
    .use('/notifications/*', requireUser)
    .get('/notifications', async (c) => c.json(await listNotifications(db, currentUser(c.get('user')).id)))
    .post('/notifications/read', validate('json', markReadSchema), async (c) =>
      c.json(await markRead(db, currentUser(c.get('user')).id, c.req.valid('json').ids, clock.now())),
    );
}
