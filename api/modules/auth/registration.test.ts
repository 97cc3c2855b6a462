import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpFormSchema } from '../../contracts/auth';
import { uniqueViolation } from '../../db/dialect';
import { users } from '../../db/schema';
import { isCommonPassword } from '../../lib/common-passwords';
import { newId } from '../../lib/ids';
import { makeTestApp, postFrom } from '../../test/harness';
import { REGISTER_REFUSALS } from './register-throttle';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

let made = 0;
const person = (extra: Record<string, string> = {}) => {
  made += 1;
  return {
    username: `person${made}`,
    email: `person${made}@example.com`,
    password: 'pine-lake-2026',
    ...extra,
  };
};

const register = (body: unknown, address = '198.51.100.7') => postFrom(t.app, '/api/register', body, address);

describe('passwords', () => {
  it('refuses eight spaces, and padding that leaves fewer than 8 characters', async () => {
    for (const password of ['        ', '   abc   de   ']) {
      const res = await register(person({ password }));
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({
        password: 'Password must have at least 8 characters besides spaces',
      });
    }
  });

  it('the sign-up form refuses them with the same words', () => {
    const form = { ...person({ password: '        ' }), confirmPassword: '        ' };
    const result = v.safeParse(signUpFormSchema, form);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Password must have at least 8 characters besides spaces');
  });

  it.each(['password123', 'Password123!', 'qwertyuiop', 'Summer2026!', '  iloveyou  ', 'baseball'])(
    'refuses the common password %j',
    async (password) => {
      const res = await register(person({ password }));
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        message: 'That password is too common. Please choose one that is harder to guess',
        fields: { password: 'Password is too common' },
      });
    },
  );

  it('refuses a password holding the username or the email name', async () => {
    const base = person();
    for (const password of [`${base.username}-secret!`, `x${base.email.split('@')[0]}x2026`.toUpperCase()]) {
      const res = await register({ ...base, password });
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({ password: 'Password contains your username or email' });
    }
  });

  it('accepts passphrases, the demo password and a listed word with a long random tail', async () => {
    for (const password of ['correct horse battery', 'BrokenBow!2026', 'pine-lake-2026', 'monkey-83920174']) {
      expect(isCommonPassword(password)).toBe(false);
    }
    expect((await register(person({ password: 'correct horse battery' }))).status).toBe(201);
  });
});

describe('usernames', () => {
  it("'Casey' and 'casey' are one username", async () => {
    expect((await register(person({ username: 'Casey' }))).status).toBe(201);
    const second = await register(person({ username: 'casey' }));
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({ message: 'That username is taken' });
  });

  it('the database refuses a case-only twin even past the service', async () => {
    expect((await register(person({ username: 'Casey' }))).status).toBe(201);
    const twin = () =>
      t.db
        .insert(users)
        .values({ id: newId(), username: 'CASEY', email: 'twin@example.com', passwordHash: 'x' })
        .run();
    await expect(twin()).rejects.toSatisfy((error) => uniqueViolation(error, 'users', 'username'));
  });
});

describe('registration does not tell anyone which emails have accounts', () => {
  const taken = person();
  beforeEach(async () => {
    expect((await register(taken, '192.0.2.1')).status).toBe(201);
  });

  it('after a few refusals an address hears the same 429 for a taken email and a free one', async () => {
    for (let i = 0; i < REGISTER_REFUSALS.limit; i++) {
      const res = await register(person({ email: taken.email }), '203.0.113.9');
      expect(res.status).toBe(400);
    }
    const forTaken = await register(person({ email: taken.email }), '203.0.113.9');
    const forFree = await register(person(), '203.0.113.9');
    expect(forTaken.status).toBe(429);
    expect(forFree.status).toBe(429);
    expect(forTaken.json).toEqual(forFree.json);
    expect(forTaken.json.message).toBe(
      'Too many sign-up attempts from your network. Please wait 60 minutes and try again.',
    );
    expect(forTaken.retryAfter).toBe(String(60 * 60));
    expect((await register(person(), '198.51.100.20')).status).toBe(201);
    t.clock.advance(REGISTER_REFUSALS.window.ms);
    expect((await register(person(), '203.0.113.9')).status).toBe(201);
  });

  it('parallel probes cannot pass the limit', async () => {
    const probes = Array.from({ length: 30 }, () => register(person({ email: taken.email }), '203.0.113.9'));
    const statuses = (await Promise.all(probes)).map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(REGISTER_REFUSALS.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - REGISTER_REFUSALS.limit);
  });

  it('accounts made successfully do not count, so a shared address can sign many people up', async () => {
    for (let i = 0; i < REGISTER_REFUSALS.limit + 5; i++) {
      expect((await register(person(), '203.0.113.9')).status).toBe(201);
    }
  });
});
