import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { loginAttempts } from '../../db/schema';
import { clientAddress, throttleAddress } from '../../lib/client-address';
import { makeTestApp, ORIGIN, postFrom } from '../../test/harness';
import { EMAIL_DELAY, emailDelayMs, SIGN_IN_LIMITS } from './login-throttle';

// Counts password checks (each one is a costly scrypt), which the answers alone cannot show.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      verifications.count += 1;
      return real.verifyPassword(...args);
    },
  };
});

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const owner = { email: 'casey@example.com', password: 'correct horse battery' };
const OWNER_ADDRESS = '198.51.100.7';

const post = (path: string, body: unknown, address: string, app = t.app) =>
  postFrom(app, path, body, address);

const signIn = (address: string, password = 'wrong-password') =>
  post('/api/login', { email: owner.email, password }, address);
const attacker = (i: number) => `203.0.113.${i}`;
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

async function registerOwner() {
  const res = await post(
    '/api/register',
    { username: 'casey_m', email: owner.email, password: owner.password },
    OWNER_ADDRESS,
  );
  expect(res.status).toBe(201);
}

describe('sign-in throttling', () => {
  beforeEach(async () => {
    await registerOwner();
    verifications.count = 0;
  });

  it('counts before checking: 40 parallel guesses from one address get at most the limit checked', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(attacker(1))));
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(SIGN_IN_LIMITS.pair);
    expect(count(statuses, 429)).toBe(40 - SIGN_IN_LIMITS.pair);
    expect(verifications.count).toBe(SIGN_IN_LIMITS.pair);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json).toMatchObject({ code: 'throttled' });
    expect(refused?.json.message).toMatch(/^Too many failed sign-in attempts\. Please wait 15 minutes/);
    expect(Number(refused?.retryAfter)).toBe(15 * 60);
    const row = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `ip:${attacker(1)}`))
      .get();
    expect(row?.failures).toBe(SIGN_IN_LIMITS.pair);
  });

  it('40 parallel guesses from 40 addresses get no more checks than the free failures', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(attacker(i + 1))));
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(EMAIL_DELAY.freeFailures);
    expect(count(statuses, 429)).toBe(40 - EMAIL_DELAY.freeFailures);
    expect(verifications.count).toBe(EMAIL_DELAY.freeFailures);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json.message).toBe(
      'Too many failed sign-in attempts for this email. Please wait 2 seconds and try again.',
    );
    expect(refused?.retryAfter).toBe('2');
  });

  it('the per-email delay doubles from 2 s and stops growing at 60 s', async () => {
    const waits: number[] = [];
    for (let i = 1; i <= EMAIL_DELAY.freeFailures; i++) expect((await signIn(attacker(i))).status).toBe(401);
    for (let i = 0; i < 8; i++) {
      const refused = await signIn(attacker(100 + i));
      expect(refused.status).toBe(429);
      const wait = Number(refused.retryAfter);
      waits.push(wait);
      t.clock.advance(wait * 1000 - 1);
      expect((await signIn(attacker(200 + i))).status).toBe(429);
      t.clock.advance(1);
      expect((await signIn(attacker(200 + i))).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    expect(emailDelayMs(1000)).toBe(EMAIL_DELAY.capMs);
  });

  it('many addresses failing do not lock the owner out: a new address waits at most the delay', async () => {
    for (let i = 1; i <= 12; i++) {
      t.clock.advance(EMAIL_DELAY.capMs);
      expect((await signIn(attacker(i))).status).toBe(401);
    }
    expect((await signIn('192.0.2.50', owner.password)).status).toBe(429);
    t.clock.advance(EMAIL_DELAY.capMs);
    const ok = await signIn('192.0.2.50', owner.password);
    expect(ok.status).toBe(200);
  });

  it('an address the owner signed in from is not slowed by attacks from elsewhere', async () => {
    expect((await signIn(OWNER_ADDRESS, owner.password)).status).toBe(200);
    for (let i = 1; i <= 12; i++) {
      t.clock.advance(EMAIL_DELAY.capMs);
      expect((await signIn(attacker(i))).status).toBe(401);
    }
    expect((await signIn(attacker(99))).status).toBe(429);
    expect((await signIn(OWNER_ADDRESS, owner.password)).status).toBe(200);
    // The owner's success did not reopen the door for the attackers.
    expect((await signIn(attacker(99))).status).toBe(429);
  });

  it('a success takes its attempt back and clears the pair: a typo-prone owner is not blocked', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_LIMITS.pair - 1; i++)
        expect((await signIn(OWNER_ADDRESS)).status).toBe(401);
      expect((await signIn(OWNER_ADDRESS, owner.password)).status).toBe(200);
    }
  });

  it('one address is limited across many emails, and other addresses are not', async () => {
    const guesses = Array.from({ length: SIGN_IN_LIMITS.address }, (_, i) =>
      post('/api/login', { email: `someone${i}@example.com`, password: 'wrong-password' }, attacker(1)),
    );
    const statuses = (await Promise.all(guesses)).map((a) => a.status);
    expect(count(statuses, 401)).toBe(SIGN_IN_LIMITS.address);
    const next = await post('/api/login', { email: owner.email, password: owner.password }, attacker(1));
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBeTruthy();
    expect((await signIn(OWNER_ADDRESS, owner.password)).status).toBe(200);
    t.clock.advance(15 * 60_000);
    expect(
      (await post('/api/login', { email: owner.email, password: owner.password }, attacker(1))).status,
    ).toBe(200);
  });

  it('keeps its counts in the database, so a restarted server still refuses', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++) await signIn(attacker(1));
    const restarted = await createApp({
      db: t.db,
      clock: t.clock,
      payments: t.payments,
      publicOrigin: ORIGIN,
    });
    const res = await post(
      '/api/login',
      { email: owner.email, password: owner.password },
      attacker(1),
      restarted,
    );
    expect(res.status).toBe(429);
  });
});

describe('throttleAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:db8:85a3:12::ffff', '2001:db8:85a3:12::/64'],
    ['2001:0DB8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, expected) => {
    expect(throttleAddress(address)).toBe(expected);
  });

  it('rotating through one IPv6 /64 does not buy more guesses', async () => {
    for (let i = 1; i <= SIGN_IN_LIMITS.pair; i++)
      expect((await signIn(`2001:db8:1:2::${i}`)).status).toBe(401);
    const next = await signIn('2001:db8:1:2:ffff:1:2:3');
    expect(next.status).toBe(429);
    // The pair's 15-minute limit, not the email's 2-second delay: the /64 is one client.
    expect(next.json.message).toMatch(/Please wait 15 minutes/);
  });
});

describe('clientAddress behind proxies', () => {
  const seenBy = (hops: number) => new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
  const ask = async (hops: number, forwardedFor?: string) =>
    (
      await seenBy(hops).request(
        'http://x/',
        { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} },
        { incoming: { socket: { remoteAddress: '10.1.1.1' } } },
      )
    ).text();

  it('ignores X-Forwarded-For when no proxy is trusted, so nobody picks their own address', async () => {
    expect(await ask(0, '203.0.113.5')).toBe('10.1.1.1');
  });

  it('behind one trusted proxy, counts the address that proxy saw, not what the client claimed', async () => {
    expect(await ask(1, '203.0.113.5')).toBe('203.0.113.5');
    expect(await ask(1, '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ask(2, '1.2.3.4, 203.0.113.5, 10.0.0.2')).toBe('203.0.113.5');
  });

  it('falls back to the socket when the proxy sent no header', async () => {
    expect(await ask(1)).toBe('10.1.1.1');
  });
});
