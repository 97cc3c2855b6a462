import { beforeEach, describe, expect, it } from 'vitest';
import { communicationPreferences } from '../../db/schema';
import { Client, makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;

beforeEach(async () => {
  t = await makeTestApp(); // the clock reads 2026-11-23 noon UTC
});

const prefs = (over: Record<string, unknown> = {}) => ({
  email: 'me@example.com',
  phone: '+1 (580) 555-0123',
  emailNotifications: false,
  smsNotifications: true,
  marketingEmails: true,
  bookingReminders: false,
  promotionalTexts: true,
  clientUpdatedAt: '2026-11-23T11:00:00.000Z',
  ...over,
});

const rows = () => t.db.select().from(communicationPreferences).all();

describe('/api/preferences', () => {
  it('needs a signed-in user', async () => {
    const anon = new Client(t.app);
    expect((await anon.get('/api/preferences')).status).toBe(401);
    expect((await anon.post('/api/preferences', prefs())).status).toBe(401);
  });

  it("answers the spec's defaults with the account's email and phone before any save", async () => {
    const { client, user } = await signUp(t.app, 'customer', { phone: '580-555-0100' });
    expect((await client.get('/api/preferences')).json).toEqual({
      email: user.email,
      phone: '580-555-0100',
      emailNotifications: true,
      smsNotifications: false,
      marketingEmails: false,
      bookingReminders: true,
      promotionalTexts: false,
      clientUpdatedAt: null,
    });
    const { client: noPhone } = await signUp(t.app);
    expect((await noPhone.get('/api/preferences')).json).toMatchObject({ phone: '' });
    expect(await rows()).toHaveLength(0);
  });

  it('saves, reads back, and updates the same row (an upsert)', async () => {
    const { client } = await signUp(t.app);
    const saved = await client.post('/api/preferences', prefs());
    expect(saved.status).toBe(200);
    const { clientUpdatedAt: _at, ...expected } = prefs();
    expect(saved.json).toMatchObject(expected);
    expect((await client.get('/api/preferences')).json).toEqual(saved.json);

    const changed = await client.post(
      '/api/preferences',
      prefs({ phone: '', marketingEmails: false, clientUpdatedAt: '2026-11-23T11:30:00.000Z' }),
    );
    expect(changed.json).toMatchObject({ phone: '', marketingEmails: false });
    expect(await rows()).toHaveLength(1);
  });

  it('keeps the newer edit when an older one arrives late (newest edit wins)', async () => {
    const { client } = await signUp(t.app);
    await client.post(
      '/api/preferences',
      prefs({ marketingEmails: true, clientUpdatedAt: '2026-11-23T11:30:00Z' }),
    );
    const late = await client.post(
      '/api/preferences',
      prefs({ marketingEmails: false, clientUpdatedAt: '2026-11-23T11:00:00.000Z' }),
    );
    expect(late.status).toBe(200);
    expect(late.json).toMatchObject({ marketingEmails: true, clientUpdatedAt: '2026-11-23T11:30:00.000Z' });
    expect((await client.get('/api/preferences')).json).toMatchObject({ marketingEmails: true });
  });

  it('counts an edit without a time as now, and caps a fast phone clock at now', async () => {
    const { client } = await signUp(t.app);
    const future = await client.post(
      '/api/preferences',
      prefs({ clientUpdatedAt: '2030-01-01T00:00:00.000Z' }),
    );
    expect(future.json).toMatchObject({ clientUpdatedAt: '2026-11-23T12:00:00.000Z' });
    t.clock.advance(60_000);
    const { clientUpdatedAt: _omit, ...untimed } = prefs({ smsNotifications: false });
    const now = await client.post('/api/preferences', untimed);
    expect(now.json).toMatchObject({ smsNotifications: false, clientUpdatedAt: '2026-11-23T12:01:00.000Z' });
  });

  it("keeps each person's preferences apart", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await alice.client.post('/api/preferences', prefs());
    expect((await bob.client.get('/api/preferences')).json).toMatchObject({
      email: bob.user.email,
      marketingEmails: false,
    });
  });

  it('accepts and ignores an outbox id', async () => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/preferences', prefs({ id: crypto.randomUUID() }));
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('id');
  });

  it.each([
    ['a bad email', { email: 'me@' }, 'email', 'Invalid email address'],
    ['no email', { email: undefined }, 'email', 'Invalid email address'],
    ['a short phone', { phone: '555-0123' }, 'phone', 'Valid phone number is required'],
    [
      'a switch that is not on or off',
      { smsNotifications: 'yes' },
      'smsNotifications',
      'SMS notifications must be on or off',
    ],
    [
      'a bad edit time',
      { clientUpdatedAt: 'yesterday' },
      'clientUpdatedAt',
      'clientUpdatedAt must be an ISO timestamp',
    ],
    ['an unknown field', { userId: 'someone-else' }, 'userId', 'Unexpected field'],
  ])('refuses %s', async (_name, over, field, message) => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/preferences', prefs(over));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { [field]: message } });
    expect(await rows()).toHaveLength(0);
  });
});
