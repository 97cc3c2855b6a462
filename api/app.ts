import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './lib/context';
import { ApiError, notFound } from './lib/errors';
import { sameOriginJson } from './lib/request-guards';
import { sessionUser } from './lib/sessions';
import { UNSUBSCRIBE_PATH } from './mail/unsubscribe-token';
import { adminRoutes } from './modules/admin/admin.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { calendarFeedRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { paymentWebhooks } from './modules/checkout/payment-webhook';
import { eventRoutes } from './modules/events/events.routes';
import { externalCalendarRoutes } from './modules/external-calendars/external-calendars.routes';
import { favoriteRoutes } from './modules/favorites/favorites.routes';
import { healthRoutes } from './modules/health/health.routes';
import { CHECK_UPLOAD_PATH, jobRoutes } from './modules/jobs/jobs.routes';
import { overtimeDisputeRoutes } from './modules/jobs/overtime-dispute.routes';
import { vendorJobRoutes } from './modules/jobs/vendor-jobs.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { offerRoutes } from './modules/offers/offers.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { refundWebhooks } from './modules/orders/refund-webhook';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { payoutAccountWebhooks } from './modules/payouts/account-webhook';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { planWebhooks } from './modules/plans/plan-webhook';
import { planRoutes } from './modules/plans/plans.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { problemRoutes, REPORT_UPLOAD_PATH } from './modules/problems/problems.routes';
import { pushRoutes } from './modules/push/push.routes';
import { quoteRoutes } from './modules/quotes/quotes.routes';
import { reviewPhotoRoutes } from './modules/reviews/review-photos';
import { REVIEW_UPLOAD_PATH, reviewRoutes } from './modules/reviews/reviews.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { threadRoutes } from './modules/threads/threads.routes';
import { tipRoutes } from './modules/tips/tips.routes';
import { unsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes';
import { vendorDashboardRoutes } from './modules/vendor-dashboard/vendor-dashboard.routes';
import { readPhotoFile } from './modules/vendor-page/photo-files';
import { PHOTO_UPLOAD_PATH, vendorPageRoutes } from './modules/vendor-page/vendor-page.routes';
import { vendorRoutes } from './modules/vendors/vendors.routes';
import { stripeWebhookRoutes } from './payments/webhook.routes';

/**
 * Webhooks whose handler checks the sender's signature itself, which the Origin rules cannot judge;
 * and the one-click unsubscribe, which mail apps post with no Origin and a signed token.
 */
export const SIGNED_WEBHOOKS: ReadonlySet<string> = new Set(['/api/sms/inbound', UNSUBSCRIBE_PATH]);

const exceptSignedWebhooks =
  (guard: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    SIGNED_WEBHOOKS.has(c.req.path) ? next() : guard(c, next);

/**
 * The multipart writes, a photo upload and a problem report with photos: each under its own limit on
 * its route (vendor-page.routes.ts, problems.routes.ts). A JSON body to them is held to the JSON rules.
 */
const isPhotoUpload = (c: Context<AppEnv>) =>
  c.req.method === 'POST' &&
  (PHOTO_UPLOAD_PATH.test(c.req.path) || REPORT_UPLOAD_PATH.test(c.req.path)) &&
  /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');

export type AppOptions = Omit<AppDeps, 'publicOrigin'> & {
  /**
   * Where people open the app (PUBLIC_ORIGIN): mutating calls must carry this Origin or one of
   * `allowedOrigins`. Defaults to the origin `app.request('/path')` uses, for tests in process.
   */
  publicOrigin?: string;
  allowedOrigins?: readonly string[];
};

/** The whole HTTP surface, built from its dependencies: no listening, no globals (DESIGN.md). */
export async function createApp(options: AppOptions) {
  const {
    publicOrigin = 'http://localhost',
    allowedOrigins = [],
    // A process that was not told (a test) keeps photos out of the project's data/ folder.
    photosDir = join(tmpdir(), `bbe-photos-${process.pid}`),
    ...given
  } = options;
  const trustedOrigins = [publicOrigin, ...allowedOrigins];
  // New job tickets go to the push queue as well as to whoever else listens.
  const deps: AppDeps = {
    ...given,
    publicOrigin,
    photosDir,
    onJobsDispatched: async (ids) => {
      if (ids.length === 0) return;
      await given.push?.enqueue(ids);
      await given.onJobsDispatched?.(ids);
    },
  };
  const app = new Hono<AppEnv>();

  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // A per-response nonce admits only the router's own hydration scripts in a drawn page.
      scriptSrc: ["'self'", NONCE, 'https://js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  // A hashed script, style or image is never a document: the policies above govern the page that loads
  // it, not the file. Sent on each of them they were about 700 bytes a file, a dozen times over when a
  // phone opens a page on a high-latency link. nosniff and the resource policy do apply to a file.
  const assetHeaders = secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // start-app.js is the one script outside /assets/ (its name is fixed, so it is revalidated): a
  // script too, asked for on every first visit. The service worker keeps the page's policy: a
  // worker's script's CSP governs the worker.
  const isFile = (path: string) =>
    path.startsWith('/assets/') || path.startsWith('/photos/') || path === '/start-app.js';
  app.use('*', (c, next) => (isFile(c.req.path) ? assetHeaders(c, next) : documentHeaders(c, next)));

  // A vendor's photo: its name holds a new id per upload, so it never changes and may be kept a year.
  app.get('/photos/:vendorId/:file', async (c) => {
    const bytes = await readPhotoFile(photosDir, c.req.param('vendorId'), c.req.param('file'));
    if (!bytes) return c.json({ message: 'No such photo', code: 'not_found' }, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  app.route('/', seoRoutes(deps));
  app.route('/', reviewPhotoRoutes({ db: deps.db, photosDir }));

  const api = new Hono<AppEnv>();
  // Rural signal: JSON answers over 1 KB travel gzipped (built assets are precompressed at build).
  api.use('*', compress());
  const jsonBodyLimit = bodyLimit({
    maxSize: 100 * 1024,
    onError: () => {
      throw new ApiError(413, 'Request body is too large', 'payload_too_large');
    },
  });
  // A check-out's and a review's photos travel in their JSON (the outbox keeps JSON): each route has
  // its own limit.
  const ownLimit = (c: Context<AppEnv>) =>
    isPhotoUpload(c) ||
    (c.req.method === 'POST' && (CHECK_UPLOAD_PATH.test(c.req.path) || REVIEW_UPLOAD_PATH.test(c.req.path)));
  api.use('*', (c, next) => (ownLimit(c) ? next() : jsonBodyLimit(c, next)));
  // Twilio posts a form from its own servers, with no Origin: its signature vouches for it instead.
  api.use('*', exceptSignedWebhooks(csrf({ origin: trustedOrigins })));
  api.use('*', exceptSignedWebhooks(sameOriginJson(trustedOrigins, { multipart: isPhotoUpload })));
  // Any write may have written notifications (a booking, a message, a cancel): they go out now rather
  // than at the notifier's next tick. A look with nothing due is one indexed query.
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET') deps.notifier?.wake();
  });
  api.use('*', async (c, next) => {
    c.set('user', await sessionUser(c, deps));
    // Answers carry the user's own data; no shared cache may keep them.
    c.header('Cache-Control', 'no-store');
    await next();
  });

  api.route('/', authRoutes(deps));
  api.route('/', passwordResetRoutes(deps));
  api.route('/', healthRoutes(deps));
  api.route('/', vendorRoutes(deps));
  api.route('/', availabilityRoutes(deps));
  api.route('/', calendarFeedRoutes(deps));
  api.route('/', externalCalendarRoutes(deps));
  api.route('/', cartRoutes(deps));
  api.route('/', checkoutRoutes(deps));
  // Each Stripe event type to the module that owns it: payments, refunds, plans, payout accounts.
  api.route(
    '/',
    stripeWebhookRoutes(deps, [paymentWebhooks, refundWebhooks, planWebhooks, payoutAccountWebhooks]),
  );
  api.route('/', orderRoutes(deps));
  api.route('/', tipRoutes(deps));
  api.route('/', problemRoutes({ ...deps, photosDir }));
  api.route('/', applicationRoutes(deps));
  api.route('/', jobRoutes({ ...deps, photosDir }));
  api.route('/', vendorJobRoutes(deps));
  api.route('/', overtimeDisputeRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', vendorDashboardRoutes(deps));
  api.route('/', vendorPageRoutes({ ...deps, photosDir }));
  api.route('/', adminRoutes(deps));
  api.route('/', pushRoutes(deps));
  api.route('/', quoteRoutes(deps));
  api.route('/', await offerRoutes(deps));
  api.route('/', preferencesRoutes(deps));
  api.route('/', favoriteRoutes(deps));
  api.route('/', threadRoutes(deps));
  api.route('/', eventRoutes(deps));
  api.route('/', smsRoutes(deps));
  api.route('/', reviewRoutes({ ...deps, photosDir }));
  api.route('/', planRoutes(deps));
  api.route('/', payoutRoutes(deps));
  api.route('/', await unsubscribeRoutes(deps));
  api.all('*', () => {
    throw notFound('No such API endpoint');
  });

  app.route('/api', api);

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    if (error instanceof HTTPException) {
      const message = error.status === 403 ? 'Cross-site request refused' : error.message || 'Bad request';
      return c.json({ message, code: 'http_error' }, error.status);
    }
    console.error('Unhandled error on', c.req.method, c.req.path, error);
    return c.json({ message: 'Something went wrong on our side. Please try again.', code: 'internal' }, 500);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;
