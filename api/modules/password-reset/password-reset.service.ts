import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  type ResetConfirmInput,
} from '../../contracts/password-reset';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { assertGuessResistant, hashPassword } from '../../lib/passwords';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/queue';

/** At most this many links an hour per account: the form cannot be used to flood someone's inbox. */
const LINKS_PER_HOUR = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const greeting = (user: { firstName: string | null; username: string }) =>
  `Hello ${user.firstName ?? user.username},`;

/**
 * Queues a reset link for the account that uses this email, if one does. The caller answers the same
 * either way, and nothing here is slow enough to tell the two apart (the mail goes out later).
 */
export function requestReset(db: Db, email: string, now: Date, origin: string): boolean {
  return db.transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.email, email.toLowerCase())).get();
    if (!user) return false;
    const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
    const recent = tx
      .select({ n: sql<number>`count(*)` })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, hourAgo)))
      .get();
    if ((recent?.n ?? 0) >= LINKS_PER_HOUR) return false;

    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    tx.insert(passwordResets)
      .values({
        tokenHash,
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
        createdAt: now.toISOString(),
      })
      .run();
    const link = `${origin}/reset-password?token=${token}`;
    queueMail(
      tx,
      {
        key: `password-reset:${tokenHash}`,
        userId: user.id,
        to: user.email,
        subject: 'Choose a new password for Broken Bow Events',
        ...renderMail({
          greeting: greeting(user),
          paragraphs: [
            'Someone (we hope you) asked to reset the password of your Broken Bow Events account.',
            'The link below works once, for one hour.',
          ],
          action: { label: 'Choose a new password', url: link },
          footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
        }),
      },
      now,
    );
    return true;
  });
}

/**
 * Sets the new password from a link that still works, once: the link is spent in the same conditional
 * update that checks it, so two tabs racing with one link change the password once. Every session of
 * the account ends (whoever else was signed in is out), and the account's other links stop working.
 */
export async function confirmReset(db: Db, input: ResetConfirmInput, now: Date): Promise<void> {
  const tokenHash = hashToken(input.token);
  const stamp = now.toISOString();
  const found = db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, stamp),
      ),
    )
    .get();
  if (!found) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
  const { user } = found;
  assertGuessResistant(input.password, user.username, user.email);
  const passwordHash = await hashPassword(input.password);

  db.transaction((tx) => {
    const spent = tx
      .update(passwordResets)
      .set({ usedAt: stamp })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
      .run();
    if (spent.changes === 0) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
    tx.update(passwordResets)
      .set({ usedAt: stamp })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
      .run();
    tx.update(users).set({ passwordHash, updatedAt: stamp }).where(eq(users.id, user.id)).run();
    tx.delete(sessions).where(eq(sessions.userId, user.id)).run();
    queueMail(
      tx,
      {
        key: `password-changed:${tokenHash}`,
        userId: user.id,
        to: user.email,
        subject: 'Your Broken Bow Events password was changed',
        ...renderMail({
          greeting: greeting(user),
          paragraphs: [
            'The password of your Broken Bow Events account was just changed, and every device signed in to it was signed out.',
          ],
          footnote: 'If this was not you, ask for a new reset link at once and call us at (580) 555-0100.',
        }),
      },
      now,
    );
  });
}
