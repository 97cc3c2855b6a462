import { Hono } from 'hono';
import { tipSchema } from '../../contracts/tips';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { tipOptions } from './tip-options';
import { completeOwnTip, startTip } from './tip-payment';

export function tipRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const pay = { db, pay: deps.payments };
  return new Hono<AppEnv>()
    .use('/orders/:id/tips', requireUser)
    .use('/orders/:id/tips/*', requireUser)
    .get('/orders/:id/tips', async (c) =>
      c.json(await tipOptions(db, currentUser(c.get('user')).id, c.req.param('id'))),
    )
    .post('/orders/:id/tips', validate('json', tipSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await startTip(pay, user.id, c.req.param('id'), c.req.valid('json'), clock.now()));
    })
    .post('/orders/:id/tips/:tipId/complete', async (c) =>
      c.json(
        await completeOwnTip(
          pay,
          currentUser(c.get('user')).id,
          c.req.param('id'),
          c.req.param('tipId'),
          clock.now(),
        ),
      ),
    );
}
