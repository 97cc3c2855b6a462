import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  type ResetConfirmInput,
} from '../../contracts/password-reset';
import type { Db } from '../../db/client';
import { affected } from '../../db/dialect';
import { passwordResets, sessions, users } from '../../db/schema';
import { bump, type CounterWindow, liveCounter, sweepIdle } from '../../lib/attempt-counters';
import { badRequest } from '../../lib/errors';
import { assertGuessResistant, hashPassword } from '../../lib/passwords';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/queue';

/**
 * At most this many links an hour per email: the form cannot be used to flood someone's inbox. Counted
 * for every email asked about, with or without an account, so both do the same write.
 */
const LINKS_PER_HOUR = 3;
const LINK_WINDOW: CounterWindow = { ms: 60 * 60_000 };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const greeting = (user: { firstName: string | null; username: string }) =>
  `Hello ${user.firstName ?? user.username},`;

/**
 * Queues a reset link for the account that uses this email, if one does. It runs after the answer has
 * left (the route), and an email without an account still commits a write (its count), so neither
 * the answer nor the time the server is busy after it tells the two apart.
 */
export async function requestReset(db: Db, email: string, now: Date, origin: string): Promise<boolean> {
  const key = `reset:${email.toLowerCase()}`;
  return await db.transaction(async (tx) => {
    await sweepIdle(tx, now);
    const asked = (await liveCounter(tx, key, LINK_WINDOW, now))?.failures ?? 0;
    await bump(tx, key, LINK_WINDOW, now);
    const user = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).get();
    if (!user || asked >= LINKS_PER_HOUR) return false;

    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    await tx
      .insert(passwordResets)
      .values({
        tokenHash,
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
        createdAt: now.toISOString(),
      })
      .run();
    const link = `${origin}/reset-password?token=${token}`;
    await queueMail(
      tx,
      {
        key: `password-reset:${tokenHash}`,
        userId: user.id,
        to: user.email,
        ...renderMail({
          subject: 'Choose a new password for Broken Bow Events',
          greeting: greeting(user),
          paragraphs: [
            'Someone (we hope you) asked to reset the password of your Broken Bow Events account.',
            'The link below works once, for one hour.',
          ],
          action: { label: 'Choose a new password', url: link },
          footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
          preferencesUrl: `${origin}/preferences`,
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
export async function confirmReset(
  db: Db,
  input: ResetConfirmInput,
  now: Date,
  origin: string,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const stamp = now.toISOString();
  const found = await db
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

  await db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: stamp })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
      .run();
    if (affected(spent) === 0) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
    await tx
      .update(passwordResets)
      .set({ usedAt: stamp })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
      .run();
    await tx.update(users).set({ passwordHash, updatedAt: stamp }).where(eq(users.id, user.id)).run();
    await tx.delete(sessions).where(eq(sessions.userId, user.id)).run();
    await queueMail(
      tx,
      {
        key: `password-changed:${tokenHash}`,
        userId: user.id,
        to: user.email,
        ...renderMail({
          subject: 'Your Broken Bow Events password was changed',
          greeting: greeting(user),
          paragraphs: [
            'The password of your Broken Bow Events account was just changed, and every device signed in to it was signed out.',
          ],
          footnote: 'If this was not you, ask for a new reset link at once and call us at (580) 555-0100.',
          preferencesUrl: `${origin}/preferences`,
        }),
      },
      now,
    );
  });
}
