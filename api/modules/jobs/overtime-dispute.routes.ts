import { Hono } from 'hono';
import { overtimeDisputeSchema, overtimeRulingSchema } from '../../contracts/overtime-dispute';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireRole, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { disputeOvertime } from './overtime-dispute';
import { overtimeDisputes, ruleOnOvertime } from './overtime-ruling';

/** Declined overtime disputed by its worker, and settled by an admin. */
export function overtimeDisputeRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .post(
      '/job-tickets/:id/overtime-dispute',
      requireUser,
      validate('json', overtimeDisputeSchema),
      async (c) =>
        c.json(
          await disputeOvertime(
            db,
            currentUser(c.get('user')).id,
            c.req.param('id'),
            c.req.valid('json').reason,
            clock.now(),
          ),
        ),
    )
    .get('/admin/overtime-disputes', requireRole('admin'), async (c) => c.json(await overtimeDisputes(db)))
    .post(
      '/admin/overtime-disputes/:ticketId/resolve',
      requireRole('admin'),
      validate('json', overtimeRulingSchema),
      async (c) =>
        c.json(await ruleOnOvertime(db, c.req.param('ticketId'), c.req.valid('json'), clock.now())),
    );
}
