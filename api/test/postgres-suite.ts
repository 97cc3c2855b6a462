/**
 * The API test files `npm run test:pg` runs on PostgreSQL (issue 33). A file joins when it passes
 * there (`POSTGRES_TRY_ALL=1 npx vitest run --config vitest.pg.config.ts <files>` finds them); the
 * rest still reach into SQLite itself (`sqliteOf`: file dumps, query plans), or have not been tried.
 */
export const POSTGRES_SUITE = [
  'api/db/postgres/client.pg.test.ts',
  'api/db/postgres/placeholders.test.ts',
  'api/db/postgres/translate.test.ts',
  // Several instances on one database: two apps, and racing processes.
  'api/two-instances.test.ts',
  'api/two-processes.test.ts',
  'api/modules/jobs/accept-race.test.ts',
  'api/lib/database-lock.test.ts',
  'api/lib/job-lease.test.ts',
  'api/lib/row-claims.test.ts',
  'api/modules/vendors/catalogue-cache.test.ts',
  // Accounts, the directory and its search.
  'api/modules/auth/auth.test.ts',
  'api/modules/auth/registration.test.ts',
  'api/modules/auth/throttle.test.ts',
  'api/modules/vendors/search.test.ts',
  // Money: refunds, tips, plans, payouts and the books; crashes in the middle (failWrites) among them.
  'api/modules/checkout/paid-sweeper.test.ts',
  'api/modules/offers/book-offer.test.ts',
  'api/modules/events/event-sync.test.ts',
  'api/modules/orders/holds.test.ts',
  'api/modules/jobs/worked-pay.test.ts',
  'api/ledger/scripted-month.test.ts',
  'api/modules/orders/cancellations.test.ts',
  'api/modules/tips/tips.test.ts',
  'api/modules/plans/plans.test.ts',
  'api/modules/payouts/payout-run.test.ts',
  'api/modules/payouts/payout-stripe.test.ts',
  'api/ledger/finance.test.ts',
  'api/modules/problems/problems.test.ts',
  // Jobs, reviews, mail.
  'api/modules/jobs/job-checks.test.ts',
  'api/modules/reviews/reviews.test.ts',
  'api/mail/mail.test.ts',
] as const;
