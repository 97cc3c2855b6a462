import { Hono } from 'hono';
import { decisionReasonSchema } from '../../contracts/admin';
import { replyInputSchema, reviewInputSchema, reviewsQuerySchema } from '../../contracts/reviews';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireRole, requireUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { photosJsonLimit } from '../vendor-page/photo-data-urls';
import { createReview } from './create-review';
import { hideReview, replyToReview } from './reply-and-hide';
import { latestReviews, ownReviews, vendorReviewPage } from './review-lists';

/** A review carries its photos in its JSON (contracts/reviews.ts): the global 100 KB limit lets it by (app.ts). */
export const REVIEW_UPLOAD_PATH = /^\/api\/orders\/[^/]+\/review$/;

/** Reviews: written by customers of completed bookings, answered by vendors, hidden by admins. */
export function reviewRoutes(deps: AppDeps & { photosDir: string }) {
  const { db, clock, photosDir } = deps;
  return new Hono<AppEnv>()
    .get('/vendors/:id/reviews', validate('query', reviewsQuerySchema), async (c) => {
      const { offset, limit } = c.req.valid('query');
      return c.json(await vendorReviewPage(db, c.req.param('id'), offset, limit));
    })
    .post(
      '/orders/:id/review',
      requireUser,
      photosJsonLimit,
      validate('json', reviewInputSchema),
      async (c) =>
        c.json(
          await createReview(
            { db, photosDir },
            currentUser(c.get('user')).id,
            c.req.param('id'),
            c.req.valid('json'),
            clock.now(),
          ),
          201,
        ),
    )
    .get('/vendor/reviews', requireVendor, async (c) =>
      c.json(await ownReviews(db, currentUser(c.get('user')).id)),
    )
    .post('/vendor/reviews/:id/reply', requireVendor, validate('json', replyInputSchema), async (c) =>
      c.json(
        await replyToReview(
          db,
          currentUser(c.get('user')).id,
          c.req.param('id'),
          c.req.valid('json').body,
          clock.now(),
        ),
      ),
    )
    .get('/admin/reviews', requireRole('admin'), async (c) => c.json(await latestReviews(db)))
    .post(
      '/admin/reviews/:id/hide',
      requireRole('admin'),
      validate('json', decisionReasonSchema),
      async (c) => c.json(await hideReview(db, c.req.param('id'), c.req.valid('json').reason, clock.now())),
    );
}
