import { Hono } from 'hono';
import { bookingChangeSchema } from '../../contracts/booking-change';
import { cancelReasonSchema } from '../../contracts/cancellation';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { completeOwnChange, requestChange } from './booking-change-request';
import { quoteChange } from './booking-change-terms';
import { cancelAsCustomer, cancellationQuote } from './cancellations';
import { orderDetail } from './order-detail';
import { customerOrders } from './orders.service';

export function orderRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const pay = { db, pay: deps.payments };
  return new Hono<AppEnv>()
    .use('/orders', requireUser)
    .use('/orders/*', requireUser)
    .get('/orders', async (c) => c.json(await customerOrders(db, currentUser(c.get('user')).id)))
    .get('/orders/:id', async (c) =>
      c.json(await orderDetail(db, currentUser(c.get('user')).id, c.req.param('id'))),
    )
    .get('/orders/:id/cancellation', async (c) =>
      c.json(await cancellationQuote(db, currentUser(c.get('user')).id, c.req.param('id'), clock.now())),
    )
    .post('/orders/:id/cancel', validate('json', cancelReasonSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { reason } = c.req.valid('json');
      return c.json(await cancelAsCustomer(pay, user.id, c.req.param('id'), reason ?? null, clock.now()));
    })
    .post('/orders/:id/change', validate('json', bookingChangeSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await requestChange(pay, user.id, c.req.param('id'), c.req.valid('json'), clock.now()));
    })
    .post('/orders/:id/change/quote', validate('json', bookingChangeSchema), async (c) =>
      c.json(
        await quoteChange(
          db,
          currentUser(c.get('user')).id,
          c.req.param('id'),
          c.req.valid('json'),
          clock.now(),
        ),
      ),
    )
    .post('/orders/:id/change/complete', async (c) =>
      c.json(await completeOwnChange(pay, currentUser(c.get('user')).id, c.req.param('id'), clock.now())),
    );
}
