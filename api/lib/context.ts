import type { PublicUser } from '../contracts/auth';
import type { Db } from '../db/client';
import type { Payments } from '../payments';
import type { PushDispatcher } from '../push/dispatcher';
import type { Clock } from './clock';

/** What every module is built from: passed in, never imported as a global, so tests build their own. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  payments: Payments;
  /** Where people open the app (PUBLIC_ORIGIN): links in e-mails point here. */
  publicOrigin: string;
  /** Told when a commit queued mail, so it goes out now rather than at the next tick. */
  mail?: { wake(): void };
  /** Told when a commit wrote notifications, so they go out now rather than at the next tick. */
  notifier?: { wake(): void };
  /** Twilio's auth token, which signs its inbound-text webhook; absent without Twilio (the webhook is a 404). */
  twilioAuthToken?: string;
  secureCookies?: boolean;
  /** Job notifications; absent where the server runs without push. */
  push?: PushDispatcher;
  /** Accept http push endpoints on loopback (tests' fake push service); never in production. */
  allowLoopbackPush?: boolean;
  /** Read vendors' outside calendars over http on loopback (tests' fake calendar host); never in production. */
  allowLoopbackCalendars?: boolean;
  /** Reverse proxies in front whose X-Forwarded-For entries are believed (TRUST_PROXY_HOPS). */
  trustProxyHops?: number;
  /** Where vendors' photo files live (PHOTOS_DIR); tests give a temporary folder. */
  photosDir?: string;
  /** The payout run (absent in tests that run it themselves): asked to run when a payee can be paid. */
  payouts?: { run(): Promise<unknown>; kick(): void };
  /** UNSUBSCRIBE_SECRET, which signs unsubscribe links; without it a key kept in the database. */
  unsubscribeSecret?: string;
  /** Told of job tickets a checkout just created, besides the push queue (tests listen here). */
  onJobsDispatched?: (ticketIds: string[]) => unknown;
};

export type AppEnv = { Variables: { user: PublicUser | null } };
