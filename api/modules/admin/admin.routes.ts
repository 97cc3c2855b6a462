import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { decisionReasonSchema } from '../../contracts/admin';
import { adminCancelSchema } from '../../contracts/cancellation';
import { quoteRequests } from '../../db/schema';
import { financeView } from '../../ledger/finance-view';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireRole } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { cancelAsAdmin } from '../orders/cancellations';
import {
  allVendors,
  decideGigWorker,
  decideVendor,
  pendingApplications,
  recentOrders,
  setVerified,
} from './admin.service';
import { decisionHistory } from './decision-history';
import { outgoingMailList } from './outgoing-mail';
import { outgoingTextList } from './outgoing-texts';
import { reinstateVendor, suspendVendor } from './suspend-vendor';

const verifySchema = v.strictObject({ verified: v.boolean('verified must be true or false') });

/** The admin console's calls: every one answers 403 to anyone but an admin. */
export function adminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use('/admin/*', requireRole('admin'))
    .get('/admin/applications', async (c) => c.json(await pendingApplications(db)))
    .get('/admin/vendors', async (c) => c.json(await allVendors(db)))
    .get('/admin/decisions', async (c) => c.json(await decisionHistory(db)))
    .get('/admin/mail', async (c) => c.json(await outgoingMailList(db)))
    .get('/admin/texts', async (c) => c.json(await outgoingTextList(db)))
    .post('/admin/vendors/:id/approve', async (c) =>
      c.json(await decideVendor(db, c.req.param('id'), { approve: true }, clock.now())),
    )
    .post('/admin/vendors/:id/reject', validate('json', decisionReasonSchema), async (c) =>
      c.json(
        await decideVendor(
          db,
          c.req.param('id'),
          { approve: false, reason: c.req.valid('json').reason },
          clock.now(),
        ),
      ),
    )
    .post('/admin/vendors/:id/verify', validate('json', verifySchema), async (c) =>
      c.json(await setVerified(db, c.req.param('id'), c.req.valid('json').verified, clock.now())),
    )
    .post('/admin/vendors/:id/suspend', validate('json', decisionReasonSchema), async (c) =>
      c.json(
        await suspendVendor(
          { db, pay: deps.payments },
          {
            vendorId: c.req.param('id'),
            adminId: currentUser(c.get('user')).id,
            reason: c.req.valid('json').reason,
            now: clock.now(),
          },
        ),
      ),
    )
    .post('/admin/vendors/:id/reinstate', async (c) =>
      c.json(await reinstateVendor(db, c.req.param('id'), clock.now())),
    )
    .post('/admin/gig-workers/:id/approve', async (c) =>
      c.json(await decideGigWorker(db, c.req.param('id'), { approve: true }, clock.now())),
    )
    .post('/admin/gig-workers/:id/reject', validate('json', decisionReasonSchema), async (c) =>
      c.json(
        await decideGigWorker(
          db,
          c.req.param('id'),
          { approve: false, reason: c.req.valid('json').reason },
          clock.now(),
        ),
      ),
    )
    .get('/admin/orders', async (c) => c.json(await recentOrders(db)))
    .get('/admin/finance', async (c) => c.json(await financeView(db, clock.now())))
    .post('/admin/orders/:id/cancel', validate('json', adminCancelSchema), async (c) =>
      c.json(
        await cancelAsAdmin(
          { db, pay: deps.payments },
          currentUser(c.get('user')).id,
          c.req.param('id'),
          c.req.valid('json'),
          clock.now(),
        ),
      ),
    )
    .get('/admin/quotes', async (c) =>
      c.json(await db.select().from(quoteRequests).orderBy(desc(quoteRequests.createdAt)).limit(100).all()),
    );
}
