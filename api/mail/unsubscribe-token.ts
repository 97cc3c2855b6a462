import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { type MailList, OPT_OUT_KINDS } from './mail-lists';

/**
 * The key that signs unsubscribe links: UNSUBSCRIBE_SECRET when set, else generated once and kept in
 * the database (as the VAPID keys are), so links in mail already sent keep working after a restart.
 */
export async function loadUnsubscribeSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const stored = await db.select().from(appSettings).where(eq(appSettings.key, 'unsubscribe_secret')).get();
  if (stored) return stored.value;
  await db
    .insert(appSettings)
    .values({ key: 'unsubscribe_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .run();
  // Another process may have won the insert: read back what is stored.
  return loadUnsubscribeSecret(db);
}

const Payload = v.object({
  e: v.pipe(v.string(), v.email()),
  k: v.picklist(OPT_OUT_KINDS),
  u: v.nullable(v.string()),
});

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A token naming the address, the kind of mail it turns off and the account, signed with HMAC-SHA256. */
/** Where a one-click unsubscribe posts (RFC 8058), with its signed token. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/** The link that turns this list's mail off: the List-Unsubscribe header's, and a visitor's footer. */
export function unsubscribeUrl(publicOrigin: string, secret: string, list: MailList): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicOrigin);
  url.searchParams.set('t', unsubscribeToken(secret, list));
  return url.href;
}

export function unsubscribeToken(secret: string, list: MailList): string {
  const payload = Buffer.from(JSON.stringify({ e: list.email, k: list.kind, u: list.userId })).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The list a token names, or null when it was not signed by us (tampered, truncated, made up). */
export function readUnsubscribeToken(secret: string, token: string): MailList | null {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = v.safeParse(Payload, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? { email: parsed.output.e, kind: parsed.output.k, userId: parsed.output.u } : null;
  } catch {
    return null;
  }
}
