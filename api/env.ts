import * as v from 'valibot';
import type { PaymentSettings } from './payments';
import type { TwilioSettings } from './sms/transport';

/** An origin alone (a trailing slash is forgiven): a path, query or credentials mean a mistake. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      `${url.origin}/` === url.href &&
      (value === url.origin || value === url.href)
    );
  } catch {
    return false;
  }
}

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_PATH: v.optional(v.pipe(v.string(), v.minLength(1)), 'data/app.db'),
  // PostgreSQL instead of the SQLite file (issue 33): several instances may share one database.
  DATABASE_URL: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
    ]),
  ),
  // Vendors' photos, as WebP files per vendor; back it up with the database (README).
  PHOTOS_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'data/photos'),
  SEED_DEMO: v.optional(v.picklist(['0', '1'])),
  // Where the built PWA lives; the API alone runs without it (e.g. under `npm run dev`).
  STATIC_ROOT: v.optional(v.string(), 'dist'),
  // The page renderer `npm run build` makes; without it public pages are drawn by the browser alone.
  SERVER_RENDERER: v.optional(v.string(), 'dist-server/entry-server.js'),
  // The scheme, host and port people open the site at (https://brokenbow.events): the Origin every
  // write must carry. Required in production; in development, http://localhost:PORT.
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.check(isOrigin, 'must be a scheme, host and optional port, such as https://brokenbow.events'),
      v.transform((value) => new URL(value).origin),
    ),
  ),
  // Extra origins allowed to send mutating calls (a reverse proxy's public name, for example).
  ALLOWED_ORIGINS: v.optional(v.string(), ''),
  // How many reverse proxies stand in front (each appends to X-Forwarded-For). 0: the socket's
  // address is the client's; a header nobody trusted set is never believed.
  TRUST_PROXY_HOPS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(5, 'must be 0-5')),
    '0',
  ),
  // How often requests nobody answered are expired and card holds settled, in seconds (the e2e
  // server shortens it so an expiry shows within a test's wait).
  HOLD_JOB_SECONDS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(3600, 'must be 1-3600')),
    '60',
  ),
  // How long, in ms, an instance that went silent keeps a singleton job's lease or a queued message's
  // claim from the other instances (api/lib/job-lease.ts reads it); tests shorten it. Below a minute a
  // slow send could outlive its claim and go out twice.
  JOB_LEASE_MS: v.optional(
    v.pipe(
      v.string(),
      v.toNumber(),
      v.integer(),
      v.minValue(1000),
      v.maxValue(3_600_000, 'must be 1000-3600000'),
    ),
    '120000',
  ),
  // Payments: Stripe when a secret key is set; otherwise the embedded test-card provider (not in
  // production unless PAYMENT_PROVIDER=local says so).
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_ or sk_live_')),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_/, 'must start with whsec_'))),
  // A Connect endpoint (connected accounts' events, e.g. account.updated) signs with its own secret.
  STRIPE_CONNECT_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_/, 'must start with whsec_'))),
  PAYMENT_PROVIDER: v.optional(v.picklist(['stripe', 'local'])),
  // Mail: an SMTP server (smtp://user:pass@host:587, or smtps:// for TLS from the start); without it
  // every message is kept in the database and shown in the admin console's Outgoing mail.
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://... or smtps://...')),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/,
        'must be an address, such as Broken Bow Events <hello@brokenbow.events>',
      ),
    ),
    'Broken Bow Events <hello@brokenbow.events>',
  ),
  // Signs the one-click unsubscribe links in mail; when unset, generated at first start and kept in
  // the database. Changing it makes the links in mail already sent stop working.
  UNSUBSCRIBE_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  // Text messages: Twilio when all three are set; without them every text is kept in the database and
  // shown in the admin console beside Outgoing mail.
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(v.string(), v.regex(/^AC[0-9a-f]{32}$/, 'must be AC followed by 32 hex digits')),
  ),
  TWILIO_AUTH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "must be the account's auth token"))),
  // Our number in E.164 (+15805550100), or a Messaging Service SID (MG...).
  TWILIO_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(\+[1-9]\d{7,14}|MG[0-9a-f]{32})$/,
        'must be a number in E.164 (+15805550100) or a Messaging Service SID',
      ),
    ),
  ),
  // Tests and development only: another origin for Twilio's API (a fake Twilio on 127.0.0.1).
  TWILIO_API_BASE: v.optional(
    v.pipe(v.string(), v.check(isOrigin, 'must be a scheme, host and optional port')),
  ),
  // Web Push: when unset, keys are generated at first start and kept in the database.
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be a base64url P-256 public key')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,45}$/, 'must be a base64url private key')),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')),
    'mailto:jobs@brokenbow.events',
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Which payment provider the environment asks for, with a clear stop when it is half set up. */
export function paymentSettings(env: Env): PaymentSettings {
  if (env.PAYMENT_PROVIDER === 'stripe' || env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) {
      console.error('Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.');
      process.exit(1);
    }
    return {
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
        connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
      },
      allowLocal: false,
    };
  }
  return { stripe: null, allowLocal: env.NODE_ENV !== 'production' || env.PAYMENT_PROVIDER === 'local' };
}

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set, with a clear stop when only some are. */
export function twilioSettings(env: Env): TwilioSettings | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid && !authToken && !from) return null;
  if (!accountSid || !authToken || !from) {
    const missing = Object.entries({
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: from,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    console.error(
      `Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together; ${missing.join(' and ')} not set.`,
    );
    process.exit(1);
  }
  // The auth token travels with every call: never to another host in production.
  if (env.TWILIO_API_BASE && env.NODE_ENV === 'production') {
    console.error('TWILIO_API_BASE is for tests and development only, not production.');
    process.exit(1);
  }
  const apiBase = env.TWILIO_API_BASE ? new URL(env.TWILIO_API_BASE).origin : undefined;
  return { accountSid, authToken, from, ...(apiBase ? { apiBase } : {}) };
}

/**
 * The one origin the browser app is served from, which writes must come from. Never guessed from a
 * request's Host header, which the caller writes. Development defaults to the server's own port.
 */
export function publicOrigin(env: Env): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  if (env.NODE_ENV === 'production') {
    console.error(
      'Environment variable PUBLIC_ORIGIN: required in production, the address people open (e.g. https://brokenbow.events)',
    );
    process.exit(1);
  }
  return `http://localhost:${env.PORT}`;
}

/** The environment, checked once at start: a wrong value stops the process with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    console.error(`Environment variable ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  }
  process.exit(1);
}
