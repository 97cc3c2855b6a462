import { Hono } from 'hono';
import { cancelReasonSchema } from '../../contracts/cancellation';
import { bookOfferSchema, offerInputSchema } from '../../contracts/offers';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { loadUnsubscribeSecret } from '../../mail/unsubscribe-token';
import { bookOffer } from './book-offer';
import { declineOffer } from './decline-offer';
import { makeOffer, withdrawOffer } from './make-offer';
import { vendorLeads } from './vendor-leads';

/** Issue 15: vendors answer their leads with offers; customers book an offer into the cart. */
export async function offerRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const site = {
    publicOrigin: deps.publicOrigin,
    unsubscribeSecret: await loadUnsubscribeSecret(db, deps.unsubscribeSecret),
  };
  const me = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => currentUser(c.get('user')).id;
  return (
    new Hono<AppEnv>()
      .use('/vendor/leads', requireVendor)
      .use('/vendor/leads/*', requireVendor)
      .use('/vendor/offers/*', requireVendor)
      .use('/offers/*', requireUser)
      .get('/vendor/leads', async (c) => c.json(await vendorLeads(db, me(c), clock.now())))
      .post('/vendor/leads/:quoteId/offers', validate('json', offerInputSchema), async (c) => {
        const { offer, created } = await makeOffer(
          db,
          me(c),
          c.req.param('quoteId'),
          c.req.valid('json'),
          clock.now(),
          site,
        );
        return c.json(offer, created ? 201 : 200);
      })
      .post('/vendor/offers/:id/withdraw', async (c) =>
        c.json(await withdrawOffer(db, me(c), c.req.param('id'), clock.now())),
      )
      // The body may carry the spec client's price; it is validated and never used.
      .post('/offers/:id/book', validate('json', bookOfferSchema), async (c) => {
        const { cart, created } = await bookOffer(db, me(c), c.req.param('id'), clock.now());
        return c.json(cart, created ? 201 : 200);
      })
      .post('/offers/:id/decline', validate('json', cancelReasonSchema), async (c) =>
        c.json(await declineOffer(db, me(c), c.req.param('id'), c.req.valid('json'), clock.now())),
      )
  );
}
