import { Hono } from 'hono';
import { cancelReasonSchema } from '../../contracts/cancellation';
import { serviceInputSchema } from '../../contracts/vendor-dashboard';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { answerChange } from '../orders/booking-change-decide';
import { markDelivered } from '../orders/mark-delivered';
import {
  acceptBooking,
  addService,
  deactivateService,
  editService,
  ownedVendors,
  vendorBookings,
  vendorServices,
  withdrawBooking,
} from './vendor-dashboard.service';

/** The vendor dashboard's calls. Ownership of each vendor, order and service is checked per call. */
export function vendorDashboardRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const withdraw = (
    orderId: string,
    userId: string,
    move: 'decline' | 'vendorCancel',
    reason?: string | null,
  ) => withdrawBooking({ db, pay: deps.payments }, userId, orderId, move, reason ?? null, clock.now());
  const pay = { db, pay: deps.payments };
  const me = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => currentUser(c.get('user')).id;
  return new Hono<AppEnv>()
    .use('/vendor/*', requireVendor)
    .get('/vendor/businesses', async (c) => c.json(await ownedVendors(db, me(c))))
    .get('/vendor/orders', async (c) => c.json(await vendorBookings(db, me(c))))
    .post('/vendor/orders/:id/accept', async (c) =>
      c.json(
        await acceptBooking(
          { db, pay: deps.payments, onJobsDispatched: deps.onJobsDispatched },
          me(c),
          c.req.param('id'),
          clock.now(),
        ),
      ),
    )
    .post('/vendor/orders/:id/decline', validate('json', cancelReasonSchema), async (c) =>
      c.json(await withdraw(c.req.param('id'), me(c), 'decline', c.req.valid('json').reason)),
    )
    .post('/vendor/orders/:id/cancel', validate('json', cancelReasonSchema), async (c) =>
      c.json(await withdraw(c.req.param('id'), me(c), 'vendorCancel', c.req.valid('json').reason)),
    )
    .post('/vendor/changes/:id/accept', async (c) =>
      c.json(await answerChange(pay, me(c), c.req.param('id'), 'accept', null, clock.now())),
    )
    .post('/vendor/changes/:id/decline', validate('json', cancelReasonSchema), async (c) =>
      c.json(
        await answerChange(
          pay,
          me(c),
          c.req.param('id'),
          'decline',
          c.req.valid('json').reason ?? null,
          clock.now(),
        ),
      ),
    )
    .post('/vendor/orders/:id/delivered', async (c) =>
      c.json(await markDelivered(db, me(c), c.req.param('id'), clock.now())),
    )
    .get('/vendor/services', async (c) => c.json(await vendorServices(db, me(c))))
    .post('/vendor/services', validate('json', serviceInputSchema), async (c) =>
      c.json(await addService(db, me(c), c.req.valid('json')), 201),
    )
    .put('/vendor/services/:id', validate('json', serviceInputSchema), async (c) =>
      c.json(await editService(db, me(c), c.req.param('id'), c.req.valid('json'), clock.now())),
    )
    .delete('/vendor/services/:id', async (c) =>
      c.json(await deactivateService(db, me(c), c.req.param('id'), clock.now())),
    );
}
