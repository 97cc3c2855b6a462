import { serve } from '@hono/node-server';
import { createApp } from './app';
import { describeDatabase, openConfigured } from './db/engine';
import { seedDemoData } from './db/seed';
import { paymentSettings, publicOrigin, readEnv, twilioSettings } from './env';
import { systemClock } from './lib/clock';
import { purgeExpiredSessions } from './lib/sessions';
import { createMailDispatcher } from './mail/dispatcher';
import { embeddedTransport, smtpTransport } from './mail/transport';
import { createPaidSweeper } from './modules/checkout/paid-sweeper';
import { createEventDayJob } from './modules/events/event-sync';
import { createExternalCalendarJob } from './modules/external-calendars/refresh';
import { createOpenToAllJob } from './modules/jobs/announce-jobs';
import { createCompletionJob } from './modules/orders/completion-job';
import { createHoldJob } from './modules/orders/hold-job';
import { createRefundSweeper } from './modules/orders/refunds';
import { createReminderJob } from './modules/orders/reminders';
import { createPayoutJob } from './modules/payouts/payout-run';
import { createPlanBillingJob } from './modules/plans/renewals';
import { createNotifier } from './notifications/notifier';
import { choosePayments } from './payments';
import { createPushDispatcher } from './push/dispatcher';
import { loadVapidKeys } from './push/vapid';
import { createSmsDispatcher } from './sms/dispatcher';
import { embeddedTransport as embeddedSms, twilioTransport } from './sms/transport';
import { serveBuiltApp } from './static';

const env = readEnv();
const origin = publicOrigin(env);
const database = { url: env.DATABASE_URL || undefined, path: env.DATABASE_PATH };
const db = await openConfigured(database);

const wantsSeed = env.NODE_ENV === 'production' ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0';
const counts = wantsSeed ? await seedDemoData(db, new Date(), { ifEmpty: true }) : null;
if (counts) {
  console.log(
    `Seeded Broken Bow demo data: ${counts.vendors} vendors, ${counts.services} services, ${counts.users} accounts`,
  );
}
await purgeExpiredSessions(db, systemClock.now());

let payments: ReturnType<typeof choosePayments>;
try {
  payments = choosePayments(db, systemClock, paymentSettings(env));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(
  `Payments: ${payments.name === 'stripe' ? 'Stripe' : 'embedded test-card provider (no real money)'}`,
);

// Refunds a crash or an unreachable provider left pending are asked for again, now and every minute.
const refundSweeper = createRefundSweeper({ db, pay: payments });
refundSweeper.start();
// The embedded provider's plans renew on this server's clock (Stripe Billing renews by itself).
const planBilling =
  payments.name === 'local' ? createPlanBillingJob({ db, clock: systemClock, pay: payments }) : null;
planBilling?.start();
// Vendors' and workers' payouts that are due (and any a crash left half-sent): now and every 15 minutes.
const payoutRun = createPayoutJob({ db, pay: payments, clock: systemClock });
payoutRun.start();

const vapid = await loadVapidKeys(db, {
  publicKey: env.VAPID_PUBLIC_KEY,
  privateKey: env.VAPID_PRIVATE_KEY,
  subject: env.VAPID_SUBJECT,
});
const push = createPushDispatcher(db, systemClock, vapid);
// Deliveries left queued by a previous run go out now; retries come due on the timer.
push.start();

const mail = await createMailDispatcher({
  db,
  clock: systemClock,
  transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : embeddedTransport(),
  from: env.MAIL_FROM,
  publicOrigin: origin,
  unsubscribeSecret: env.UNSUBSCRIBE_SECRET,
});
// Mail a previous run left queued goes out now; retries come due on the timer.
mail.start();
console.log(
  `Mail: ${mail.transport === 'smtp' ? 'SMTP' : 'embedded outgoing-mail store (nothing leaves this machine; the admin console shows it)'}`,
);

const twilio = twilioSettings(env);
const sms = createSmsDispatcher({
  db,
  clock: systemClock,
  transport: twilio ? twilioTransport(twilio) : embeddedSms(),
});
// Texts a previous run left queued go out now; retries come due on the timer.
sms.start();
console.log(
  `Text messages: ${sms.transport === 'twilio' ? `Twilio${twilio?.apiBase ? ` at ${twilio.apiBase}` : ''}` : 'embedded outgoing-texts log (nothing leaves this machine; the admin console shows it)'}`,
);

// Notifications a previous run wrote but did not fan out go to their channels now.
const notifier = createNotifier({ db, clock: systemClock, publicOrigin: origin, mail, push, sms });
notifier.start();
// Embedded-provider payments that went through but were never completed (the browser closed, the
// server stopped): fulfilled now and every 30 s, as Stripe's webhook fulfils Stripe's.
const paidSweeper =
  payments.name === 'local'
    ? createPaidSweeper({ db, pay: payments, clock: systemClock, onJobsDispatched: push.enqueue, notifier })
    : null;
paidSweeper?.start();
// Booking reminders two days ahead: looked for now (catching up on a restart) and every 15 minutes.
const reminders = createReminderJob({ db, clock: systemClock, notifier });
reminders.start();
// Requests nobody answered expire, and holds are captured or released: now and every minute.
const holds = createHoldJob({ db, pay: payments, clock: systemClock, notifier }, env.HOLD_JOB_SECONDS * 1000);
holds.start();
// Events whose day came or went: in progress, then completed (now, and every 15 minutes).
const eventDays = createEventDayJob({ db, clock: systemClock });
eventDays.start();
// Bookings whose workers finished early: completed once their end has passed (now, and every 15 minutes).
const completion = createCompletionJob({ db, clock: systemClock });
completion.start();
// Jobs whose well-rated workers' head start ended are announced to everyone (now, and every minute).
const openToAll = createOpenToAllJob({ db, clock: systemClock, push, notifier });
openToAll.start();
// Vendors' outside calendars, each read hourly (due ones looked for now and every 5 minutes).
const externalCalendarJob = createExternalCalendarJob({
  db,
  clock: systemClock,
  allowLoopbackHttp: env.NODE_ENV !== 'production',
});
externalCalendarJob.start();

const app = await createApp({
  db,
  clock: systemClock,
  payments,
  push,
  mail,
  notifier,
  payouts: payoutRun,
  twilioAuthToken: twilio?.authToken,
  allowLoopbackPush: env.NODE_ENV !== 'production',
  allowLoopbackCalendars: env.NODE_ENV !== 'production',
  trustProxyHops: env.TRUST_PROXY_HOPS,
  publicOrigin: origin,
  unsubscribeSecret: env.UNSUBSCRIBE_SECRET,
  photosDir: env.PHOTOS_DIR,
  // Served over https: the session cookie is always Secure, whatever a request claims.
  secureCookies: origin.startsWith('https://') ? true : undefined,
  allowedOrigins: env.ALLOWED_ORIGINS.split(',').filter(Boolean),
});
const servesApp = await serveBuiltApp(app, env.STATIC_ROOT, env.SERVER_RENDERER, origin);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const what = servesApp ? 'app and API' : 'API only (no build found)';
  console.log(
    `Broken Bow Events: ${what} on http://localhost:${info.port} (database ${describeDatabase(database)}); writes accepted from ${origin}`,
  );
});

// Finish in-flight requests, then close the database cleanly. Ctrl-C under `npm start` signals this
// process twice (the terminal's SIGINT, and scripts/start.mjs passing its own on): the second would
// close the database under requests the first is still finishing.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  server.close(async () => {
    await Promise.all([
      reminders.stop(),
      holds.stop(),
      eventDays.stop(),
      completion.stop(),
      openToAll.stop(),
      externalCalendarJob.stop(),
      notifier.stop(),
      push.stop(),
      refundSweeper.stop(),
      paidSweeper?.stop(),
      planBilling?.stop(),
      payoutRun.stop(),
      mail.stop(),
      sms.stop(),
    ]);
    await db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
