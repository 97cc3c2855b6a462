import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { PublicUser } from '../contracts/auth';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { isVendorColumn, isWorkerColumn } from './capabilities';
import type { AppDeps } from './context';

export const SESSION_COOKIE = 'bbe_session';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  isVendor: isVendorColumn,
  isWorker: isWorkerColumn,
};

function cookieOptions(c: Context, deps: AppDeps) {
  const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: deps.secureCookies ?? https,
  };
}

/** Starts a session: the browser gets a random token, the database only its SHA-256. */
export async function startSession(c: Context, deps: AppDeps, userId: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(deps.clock.now().getTime() + SESSION_DAYS * DAY_MS);
  await deps.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: expires.toISOString() })
    .run();
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c, deps), expires });
}

export async function endSession(c: Context, deps: AppDeps): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token)
    await deps.db
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .run();
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, deps));
}

export async function sessionUser(c: Context, deps: AppDeps): Promise<PublicUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const row = await deps.db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, deps.clock.now().toISOString())),
    )
    .get();
  return row ?? null;
}

export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now.toISOString())).run();
}
