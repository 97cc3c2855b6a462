import { eq, or, sql } from 'drizzle-orm';
import type { LoginInput, PublicUser, RegisterInput } from '../../contracts/auth';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/dialect';
import { users } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertGuessResistant, decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { publicUserColumns } from '../../lib/sessions';
import { reserveSignIn } from './login-throttle';
import { assertMayRegister, countRefusal } from './register-throttle';

/** Where a request came from and when, for the throttles. */
export type Attempt = { address: string; now: Date };

export async function registerUser(db: Db, input: RegisterInput, attempt: Attempt): Promise<PublicUser> {
  const email = input.email.toLowerCase();
  // Before the lookup, so a weak password gets the same answer whether or not the email is taken.
  assertGuessResistant(input.password, input.username, email);
  // The throttle check, the lookup and the count are one transaction: parallel requests cannot all
  // read a free counter.
  const taken = await db.transaction(async (tx) => {
    await assertMayRegister(tx, attempt.address, attempt.now);
    const found = await tx
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(or(eq(users.email, email), sql`lower(${users.username}) = lower(${input.username})`))
      .get();
    if (found) await countRefusal(tx, attempt.address, attempt.now);
    return found;
  });
  if (taken?.email === email)
    throw badRequest('An account with this email already exists', { email: 'Email is taken' });
  if (taken) throw badRequest('That username is taken', { username: 'Username is taken' });

  const passwordHash = await hashPassword(input.password);
  try {
    return await db
      .insert(users)
      .values({
        id: newId(),
        username: input.username,
        email,
        passwordHash,
        role: input.role,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        phone: input.phone || null,
      })
      .returning(publicUserColumns)
      .get();
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same 400.
    if (uniqueViolation(error, 'users')) {
      await countRefusal(db, attempt.address, attempt.now);
      throw badRequest('Username or email is taken');
    }
    throw error;
  }
}

const invalidCredentials = () => new ApiError(401, 'Invalid email or password', 'invalid_credentials');

/**
 * Checks the password and, if it is right, runs `begin` (which starts the session) for the account.
 * A reset may land while the hash is computed: the password just checked must still be the account's,
 * and that re-check and `begin` are one transaction, so a session is never started for a password
 * the owner has already replaced (the reset ends every session in its own transaction).
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  attempt: Attempt,
  begin: (user: PublicUser) => Promise<void>,
): Promise<PublicUser> {
  const email = input.email.toLowerCase();
  const reservation = await reserveSignIn(db, email, attempt.address, attempt.now);
  const row = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash()));
  // The reservation already counts this attempt as a failure; only a success takes it back.
  if (!row || !ok) throw invalidCredentials();
  const { passwordHash, ...user } = row;
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .get();
    if (current?.passwordHash !== passwordHash) throw invalidCredentials();
    await reservation.succeeded();
    await begin(user);
  });
  return user;
}
