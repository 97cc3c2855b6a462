import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { OutgoingTextView } from '../../contracts/admin';
import type { PreferencesView } from '../../contracts/preferences';
import { openDatabase } from '../../db/client';
import { communicationPreferences, outgoingTexts } from '../../db/schema';
import { createLocalProvider } from '../../payments/local';
import { queueText } from '../../sms/queue';
import { makeAdmin } from '../../test/fixtures';
import { Client, makeTestApp, ORIGIN, signUp, testClock } from '../../test/harness';
import { inbound, reply, TWILIO_AUTH_TOKEN, WEBHOOK } from '../../test/inbound-text';

// Twilio's inbound-text webhook (a reply of STOP turns texts off) and the admin's Outgoing texts.

async function makeTwilioApp() {
  const db = openDatabase(':memory:');
  const clock = testClock();
  const payments = createLocalProvider(db, clock);
  const app = await createApp({
    db,
    clock,
    payments,
    publicOrigin: ORIGIN,
    twilioAuthToken: TWILIO_AUTH_TOKEN,
  });
  return { app, db, clock };
}

let t: Awaited<ReturnType<typeof makeTwilioApp>>;
beforeEach(async () => {
  t = await makeTwilioApp();
});

/** A signed-up person who turned texts on for the number they typed, as their phone saved it. */
async function texting(phone: string, editedAt = t.clock.now()) {
  const person = await signUp(t.app);
  await savePrefs(person.client, person.input.email, phone, true, editedAt);
  return person;
}
const savePrefs = (client: Client, email: string, phone: string, sms: boolean, editedAt: Date) =>
  client.post('/api/preferences', {
    email,
    phone,
    emailNotifications: true,
    smsNotifications: sms,
    marketingEmails: false,
    bookingReminders: true,
    promotionalTexts: sms,
    clientUpdatedAt: editedAt.toISOString(),
  });
const prefsOf = async (client: Client) => (await client.get('/api/preferences')).json as PreferencesView;

describe('a STOP reply', () => {
  it('turns texts off for every account with that number, however it was typed, and nobody else', async () => {
    const casey = await texting('(580) 555-0101');
    const june = await texting('580.555.0101');
    const other = await texting('580-555-0199');
    t.clock.advance(60_000);
    const res = await inbound(t.app, reply('+15805550101', ' stop '));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/xml');
    expect(await res.text()).toContain('<Response></Response>');
    for (const person of [casey, june]) {
      expect(await prefsOf(person.client)).toMatchObject({
        smsNotifications: false,
        promotionalTexts: false,
        clientUpdatedAt: t.clock.now().toISOString(),
      });
    }
    expect(await prefsOf(other.client)).toMatchObject({ smsNotifications: true });
  });

  it('is not undone by an older edit replayed late from an offline outbox; a newer edit may turn texts on', async () => {
    const start = t.clock.now();
    const casey = await texting('(580) 555-0101', start);
    t.clock.advance(5 * 60_000);
    await inbound(t.app, reply('+15805550101', 'STOP'));
    // Edited on the phone a minute after the first save, before the STOP, and synced only now.
    const stale = await savePrefs(
      casey.client,
      casey.input.email,
      '(580) 555-0101',
      true,
      new Date(start.getTime() + 60_000),
    );
    expect(stale.status).toBe(200);
    expect(await prefsOf(casey.client)).toMatchObject({ smsNotifications: false });
    t.clock.advance(60_000);
    await savePrefs(casey.client, casey.input.email, '(580) 555-0101', true, t.clock.now());
    expect(await prefsOf(casey.client)).toMatchObject({ smsNotifications: true });
  });

  it('keeps texts still waiting for that number from being sent', async () => {
    await queueText(t.db, { key: 'notification:1', to: '+15805550101', body: 'Reminder' }, t.clock.now());
    await queueText(t.db, { key: 'notification:2', to: '+15805550199', body: 'Reminder' }, t.clock.now());
    await inbound(t.app, reply('+15805550101', 'Unsubscribe'));
    const rows = Object.fromEntries((await t.db.select().from(outgoingTexts).all()).map((r) => [r.key, r]));
    expect(rows['notification:1']).toMatchObject({
      status: 'failed',
      lastError: 'The recipient replied STOP',
    });
    expect(rows['notification:2']).toMatchObject({ status: 'pending' });
  });

  it('changes nothing for any other reply, which is answered with how to take a job', async () => {
    const casey = await texting('(580) 555-0101');
    for (const body of ['Thanks!', 'START', 'stop please', '']) {
      const res = await inbound(t.app, reply('+15805550101', body));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(
        '<Response><Message>Sorry, we did not understand that. Reply Y and the code from a job text to take the job, or HELP.</Message></Response>',
      );
    }
    expect(await prefsOf(casey.client)).toMatchObject({ smsNotifications: true });
  });
});

describe("the webhook's guards", () => {
  it('refuses a missing or wrong signature with 403, changing nothing', async () => {
    const casey = await texting('(580) 555-0101');
    const fields = reply('+15805550101', 'STOP');
    const forged = twilio.getExpectedTwilioSignature('not-our-token', WEBHOOK, fields);
    // Signed for other fields: the STOP is someone else's word.
    const swapped = twilio.getExpectedTwilioSignature(
      TWILIO_AUTH_TOKEN,
      WEBHOOK,
      reply('+15805550199', 'STOP'),
    );
    for (const signature of ['', forged, swapped]) {
      const res = await inbound(t.app, fields, signature);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'Invalid Twilio signature', code: 'forbidden' });
    }
    expect(await prefsOf(casey.client)).toMatchObject({ smsNotifications: true });
    const row = await t.db
      .select()
      .from(communicationPreferences)
      .where(eq(communicationPreferences.phone, '(580) 555-0101'))
      .get();
    expect(row?.smsNotifications).toBe(true);
  });

  it('is a 404 on a server without Twilio', async () => {
    const local = await makeTestApp();
    const res = await inbound(local.app, reply('+15805550101', 'STOP'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('still refuses a cross-site form on every other route', async () => {
    const res = await t.app.request(`${ORIGIN}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'email=a%40b.c&password=x',
    });
    expect(res.status).toBe(403);
  });
});

describe('Outgoing texts in the admin console', () => {
  it('lists the latest texts, newest first, to admins only', async () => {
    await queueText(t.db, { key: 'notification:1', to: '+15805550101', body: 'First' }, t.clock.now());
    t.clock.advance(1_000);
    await queueText(t.db, { key: 'notification:2', to: '+15805550102', body: 'Second' }, t.clock.now());
    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    const res = await admin.client.get('/api/admin/texts');
    expect(res.status).toBe(200);
    const list = res.json as OutgoingTextView[];
    expect(list.map((text) => text.body)).toEqual(['Second', 'First']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      to: '+15805550102',
      body: 'Second',
      status: 'pending',
      sentAt: null,
      lastError: null,
      createdAt: t.clock.now().toISOString(),
    });
    const customer = await signUp(t.app);
    expect((await customer.client.get('/api/admin/texts')).status).toBe(403);
    expect((await new Client(t.app).get('/api/admin/texts')).status).toBe(401);
  });
});
