import { Hono } from 'hono';
import { pushSubscriptionSchema, unsubscribeSchema } from '../../contracts/push';
import type { AppDeps, AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { removeSubscription, saveSubscription } from '../../push/subscriptions';

/**
 * Web Push opt-in per device, for anyone signed in (Communication Preferences, and the job board's
 * 'Notify me about new jobs' for workers). Only approved workers' devices are told of new jobs.
 */
export function pushRoutes(deps: AppDeps) {
  const { db, push } = deps;
  return new Hono<AppEnv>()
    .get('/push/public-key', (c) => {
      if (!push) throw notFound('Push notifications are not set up on this server');
      return c.json({ publicKey: push.publicKey });
    })
    .post('/push/subscriptions', requireUser, validate('json', pushSubscriptionSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const saved = await saveSubscription(
        db,
        user.id,
        c.req.valid('json'),
        c.req.header('user-agent') ?? null,
        deps.allowLoopbackPush ?? false,
        deps.clock.now(),
      );
      return c.json(saved, 201);
    })
    .delete('/push/subscriptions', requireUser, validate('json', unsubscribeSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json({ removed: await removeSubscription(db, user.id, c.req.valid('json').endpoint) });
    });
}
