import { Hono } from 'hono';
import { decisionReasonSchema } from '../../contracts/admin';
import { replyInputSchema, reviewInputSchema, reviewsQuerySchema } from '../../contracts/reviews';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireRole, requireUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { createReview } from './create-review';
import { hideReview, replyToReview } from './reply-and-hide';
import { latestReviews, ownReviews, vendorReviewPage } from './review-lists';

/** Reviews: written by customers of completed bookings, answered by vendors, hidden by admins. */
export function reviewRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .get('/vendors/:id/reviews', validate('query', reviewsQuerySchema), (c) => {
      const { offset, limit } = c.req.valid('query');
      return c.json(vendorReviewPage(db, c.req.param('id'), offset, limit));
    })
    .post('/orders/:id/review', requireUser, validate('json', reviewInputSchema), (c) =>
      c.json(
        createReview(db, currentUser(c.get('user')).id, c.req.param('id'), c.req.valid('json'), clock.now()),
        201,
      ),
    )
    .get('/vendor/reviews', requireVendor, (c) => c.json(ownReviews(db, currentUser(c.get('user')).id)))
    .post('/vendor/reviews/:id/reply', requireVendor, validate('json', replyInputSchema), (c) =>
      c.json(
        replyToReview(
          db,
          currentUser(c.get('user')).id,
          c.req.param('id'),
          c.req.valid('json').body,
          clock.now(),
        ),
      ),
    )
    .get('/admin/reviews', requireRole('admin'), (c) => c.json(latestReviews(db)))
    .post('/admin/reviews/:id/hide', requireRole('admin'), validate('json', decisionReasonSchema), (c) =>
      c.json(hideReview(db, c.req.param('id'), c.req.valid('json').reason, clock.now())),
    );
}
