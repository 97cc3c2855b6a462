import { Hono } from 'hono';
import { gigWorkerApplicationSchema, vendorApplicationSchema } from '../../contracts/applications';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { applyAsGigWorker, myGigApplication } from './gig-worker.service';
import { applyAsVendor, myVendorApplications } from './vendor-application.service';

export function applicationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/gig-workers', requireUser, validate('json', gigWorkerApplicationSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { application, created } = await applyAsGigWorker(deps.db, user.id, c.req.valid('json'));
      return c.json(
        {
          id: application.id,
          status: application.status,
          createdAt: application.createdAt,
          decisionNote: application.decisionNote,
          decidedAt: application.decidedAt,
        },
        created ? 201 : 200,
      );
    })
    .get('/gig-workers/me', requireUser, async (c) =>
      c.json(await myGigApplication(deps.db, currentUser(c.get('user')).id)),
    )
    .post('/vendors', requireUser, validate('json', vendorApplicationSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { vendor, created } = await applyAsVendor(deps.db, user.id, c.req.valid('json'));
      return c.json(
        {
          id: vendor.id,
          businessName: vendor.businessName,
          applicationStatus: vendor.applicationStatus,
          plan: vendor.plan,
        },
        created ? 201 : 200,
      );
    })
    .get('/vendor-applications/me', requireUser, async (c) =>
      c.json(await myVendorApplications(deps.db, currentUser(c.get('user')).id)),
    );
}
