import { eq, or } from 'drizzle-orm';
import type { LoginInput, PublicUser, RegisterInput } from '../../contracts/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { publicUserColumns } from '../../lib/sessions';
import { assertNotThrottled, clearFailures, recordFailure } from './login-throttle';

export async function registerUser(db: Db, input: RegisterInput): Promise<PublicUser> {
  const email = input.email.toLowerCase();
  const taken = db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, input.username)))
    .get();
  if (taken?.email === email)
    throw badRequest('An account with this email already exists', { email: 'Email is taken' });
  if (taken) throw badRequest('That username is taken', { username: 'Username is taken' });

  const passwordHash = await hashPassword(input.password);
  try {
    return db
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
    if (error instanceof Error && error.message.includes('UNIQUE'))
      throw badRequest('Username or email is taken');
    throw error;
  }
}

export async function authenticate(
  db: Db,
  input: LoginInput,
  clientAddress: string,
  now: Date,
): Promise<PublicUser> {
  const email = input.email.toLowerCase();
  const emailKey = { kind: 'email' as const, value: email };
  const keys = [emailKey, { kind: 'ip' as const, value: clientAddress }];
  assertNotThrottled(db, keys, now);
  const row = db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !ok) {
    recordFailure(db, keys, now);
    throw new ApiError(401, 'Invalid email or password', 'invalid_credentials');
  }
  clearFailures(db, emailKey);
  const { passwordHash: _hash, ...user } = row;
  return user;
}
