import { Hono } from 'hono';
import {
  messagesPageSchema,
  openThreadSchema,
  postMessageSchema,
  type UnreadCount,
} from '../../contracts/threads';
import type { AppDeps, AppEnv } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { ADMIN_READS_ONLY, postMessage, readMessages } from './messages.service';
import { openThread } from './open-thread';
import { listThreads, unreadThreads } from './thread-view';

/** Issue 15: conversations between a customer and a vendor about a booking or a quote request. */
export function threadRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return (
    new Hono<AppEnv>()
      .use('/threads', requireUser)
      .use('/threads/*', requireUser)
      .get('/threads', async (c) => c.json(await listThreads(db, currentUser(c.get('user')))))
      .get('/threads/unread', async (c) => {
        const answer: UnreadCount = { threads: await unreadThreads(db, currentUser(c.get('user')).id) };
        return c.json(answer);
      })
      .post('/threads', validate('json', openThreadSchema), async (c) =>
        c.json(await openThread(db, currentUser(c.get('user')), c.req.valid('json'), clock.now())),
      )
      .get('/threads/:id/messages', validate('query', messagesPageSchema), async (c) =>
        c.json(await readMessages(db, currentUser(c.get('user')), c.req.param('id'), c.req.valid('query'))),
      )
      // Refused before the body is read: an admin's post is a 403 whatever it carries.
      .post('/threads/:id/messages', async (c, next) => {
        if (currentUser(c.get('user')).role === 'admin') throw forbidden(ADMIN_READS_ONLY);
        await next();
      })
      .post('/threads/:id/messages', validate('json', postMessageSchema), async (c) => {
        const user = currentUser(c.get('user'));
        const { message, created } = await postMessage(
          db,
          user,
          c.req.param('id'),
          c.req.valid('json'),
          clock.now(),
        );
        return c.json(message, created ? 201 : 200);
      })
  );
}
