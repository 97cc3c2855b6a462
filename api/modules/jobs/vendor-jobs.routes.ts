import { Hono } from 'hono';
import { overtimeDecisionSchema, workerRatingSchema } from '../../contracts/worker-rating';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { answerOvertime } from './overtime';
import { rateWorker } from './worker-rating';

/** A vendor's answers about a worker's job: the overtime asked, and the worker's rating. */
export function vendorJobRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use('/vendor/job-tickets/*', requireVendor)
    .post('/vendor/job-tickets/:id/overtime', validate('json', overtimeDecisionSchema), async (c) =>
      c.json(
        await answerOvertime(
          db,
          currentUser(c.get('user')).id,
          c.req.param('id'),
          c.req.valid('json').approve,
          clock.now(),
        ),
      ),
    )
    .post('/vendor/job-tickets/:id/rating', validate('json', workerRatingSchema), async (c) =>
      c.json(
        await rateWorker(
          db,
          currentUser(c.get('user')).id,
          c.req.param('id'),
          c.req.valid('json'),
          clock.now(),
        ),
      ),
    );
}
