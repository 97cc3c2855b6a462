import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { sessions, users } from '../../db/schema';
import { Client, makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const valid = {
  username: 'casey_m',
  email: 'Casey@Example.com',
  password: 'correct horse battery',
  role: 'customer',
  firstName: 'Casey',
  lastName: 'Morgan',
  phone: '(580) 555-0100',
};

describe('POST /api/register', () => {
  it('creates the account, signs it in and never returns the password hash', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/register', valid);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      username: 'casey_m',
      email: 'casey@example.com',
      firstName: 'Casey',
      role: 'customer',
    });
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      username: 'casey_m',
      email: 'casey@example.com',
      firstName: 'Casey',
      lastName: 'Morgan',
    });
    const row = await t.db.select().from(users).where(eq(users.username, 'casey_m')).get();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(valid.password);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie whose token is stored only as its SHA-256', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/register', valid);
    expect(res.setCookie).toMatch(/^bbe_session=[\w-]{40,};/);
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=Lax/i);
    expect(res.setCookie).toMatch(/Path=\//);
    const token = client.cookie.split('=')[1] ?? '';
    const stored = await t.db.select().from(sessions).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const app = await createApp({
      db: t.db,
      clock: t.clock,
      payments: t.payments,
      publicOrigin: 'https://bbe.example',
    });
    const res = await app.request('https://bbe.example/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://bbe.example' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it.each([
    ['vendor', 'vendor'],
    ['worker', 'worker'],
  ])('accepts the %s role', async (role, expected) => {
    const res = await new Client(t.app).post('/api/register', { ...valid, role });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ role: expected });
  });

  it('defaults the role to customer', async () => {
    const { role: _role, ...rest } = valid;
    const res = await new Client(t.app).post('/api/register', rest);
    expect(res.json).toMatchObject({ role: 'customer' });
  });

  it('refuses to make anyone an admin', async () => {
    const res = await new Client(t.app).post('/api/register', { ...valid, role: 'admin' });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(users).all()).toHaveLength(0);
  });

  it('accepts only the listed fields', async () => {
    const res = await new Client(t.app).post('/api/register', { ...valid, subscriptionTier: 'premium' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Unexpected field: subscriptionTier' });
  });

  it('answers a taken email or username with a clear 400', async () => {
    await new Client(t.app).post('/api/register', valid);
    const sameEmail = await new Client(t.app).post('/api/register', {
      ...valid,
      username: 'other',
      email: 'CASEY@example.com',
    });
    expect(sameEmail.status).toBe(400);
    // The form shows the field's words under the field the person must change.
    expect(sameEmail.json).toMatchObject({
      message: 'An account with this email already exists',
      fields: { email: 'Email is taken' },
    });
    const sameName = await new Client(t.app).post('/api/register', { ...valid, email: 'other@example.com' });
    expect(sameName.status).toBe(400);
    expect(sameName.json).toMatchObject({
      message: 'That username is taken',
      fields: { username: 'Username is taken' },
    });
  });

  it('lets one of two sign-ups racing for the same email win; the other hears a 400, never a 500', async () => {
    // Both pass the lookup before either has hashed its password: the unique index decides.
    const [first, second] = await Promise.all([
      new Client(t.app).post('/api/register', valid),
      new Client(t.app).post('/api/register', { ...valid, username: 'casey_two' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    const loser = first.status === 400 ? first : second;
    expect(loser.json).toMatchObject({ message: 'Username or email is taken' });
    expect(await t.db.select().from(users).where(eq(users.email, 'casey@example.com')).all()).toHaveLength(1);
  });

  it("uses SPEC section 5's message for a bad email, with fields", async () => {
    const res = await new Client(t.app).post('/api/register', { ...valid, email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Invalid email address',
      code: 'bad_request',
      fields: { email: 'Invalid email address' },
    });
  });
});

describe('POST /api/login', () => {
  it('signs in with email and password', async () => {
    await new Client(t.app).post('/api/register', valid);
    const client = new Client(t.app);
    const res = await client.post('/api/login', { email: 'casey@example.com', password: valid.password });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: 'casey_m' });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('answers a wrong password and an unknown email alike with a 401', async () => {
    await new Client(t.app).post('/api/register', valid);
    const wrong = await new Client(t.app).post('/api/login', { email: valid.email, password: 'nope-nope' });
    const unknown = await new Client(t.app).post('/api/login', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toMatchObject({ message: 'Invalid email or password', code: 'invalid_credentials' });
  });

  it("validates with SPEC section 5's messages", async () => {
    const res = await new Client(t.app).post('/api/login', { email: 'x', password: '' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      fields: { email: 'Invalid email address', password: 'Password is required' },
    });
  });

  it('throttles repeated failures with a 429, even for the right password, until the window passes', async () => {
    await new Client(t.app).post('/api/register', valid);
    for (let i = 0; i < 5; i++) {
      expect(
        (await new Client(t.app).post('/api/login', { email: valid.email, password: 'wrong-one' })).status,
      ).toBe(401);
    }
    const blocked = await new Client(t.app).post('/api/login', {
      email: valid.email,
      password: valid.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: 'throttled' });
    t.clock.advance(16 * 60_000);
    const later = await new Client(t.app).post('/api/login', {
      email: valid.email,
      password: valid.password,
    });
    expect(later.status).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/user is a 401 when anonymous', async () => {
    const res = await new Client(t.app).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: expect.any(String) });
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { client } = await signUp(t.app);
    const stolen = client.cookie;
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect(res.setCookie).toMatch(/bbe_session=;/);
    const replay = new Client(t.app);
    replay.cookie = stolen;
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('an expired session is anonymous', async () => {
    const { client } = await signUp(t.app);
    t.clock.advance(31 * 24 * 60 * 60_000);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('a forged cookie is anonymous', async () => {
    const client = new Client(t.app);
    client.cookie = 'bbe_session=forged-token-value';
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
