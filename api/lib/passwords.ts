import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { isCommonPassword } from './common-passwords';
import { badRequest } from './errors';

// scrypt at OWASP strength (N=2^17, r=8, p=1). The parameters travel inside the stored hash, so
// raising them later still verifies old hashes. PASSWORD_HASH_COST lowers N only for test runs.
const KEY_LENGTH = 64;
const costLog2 = () => Number(process.env.PASSWORD_HASH_COST ?? 17);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 512 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** costLog2();
  const key = await derive(password, salt, { N, r: 8, p: 1 });
  return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the email is unknown, so timing does not reveal which emails exist. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
};

/** The first thing anyone guessing tries: the account's own name (4+ characters, so "bob" in "bobcat" only if long enough). */
function containsOwnName(password: string, username: string, email: string): boolean {
  const lower = password.toLowerCase();
  const names = [username.toLowerCase(), email.toLowerCase().split('@')[0] ?? ''];
  return names.some((name) => name.length >= 4 && lower.includes(name));
}

/** Refuses a new password (at sign-up or reset) that a guesser would try first. */
export function assertGuessResistant(password: string, username: string, email: string): void {
  if (isCommonPassword(password))
    throw badRequest('That password is too common. Please choose one that is harder to guess', {
      password: 'Password is too common',
    });
  if (containsOwnName(password, username, email))
    throw badRequest('Your password must not contain your username or email', {
      password: 'Password contains your username or email',
    });
}
