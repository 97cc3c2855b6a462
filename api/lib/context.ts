import type { PublicUser } from '../contracts/auth';
import type { Db } from '../db/client';
import type { Clock } from './clock';

/** What every module is built from: passed in, never imported as a global, so tests build their own. */
export type AppDeps = { db: Db; clock: Clock; secureCookies?: boolean };

export type AppEnv = { Variables: { user: PublicUser | null } };
