import type { PublicUser } from '../contracts/auth';
import type { Db } from '../db/client';
import type { Payments } from '../payments';
import type { Clock } from './clock';

/** What every module is built from: passed in, never imported as a global, so tests build their own. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  payments: Payments;
  secureCookies?: boolean;
  /** Told of job tickets a checkout just created (push notifications hang here). */
  onJobsDispatched?: (ticketIds: string[]) => void;
};

export type AppEnv = { Variables: { user: PublicUser | null } };
