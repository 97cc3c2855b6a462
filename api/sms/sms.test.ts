import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/client';
import { communicationPreferences, outgoingTexts, users } from '../db/schema';
import { newId } from '../lib/ids';
import { createNotifier } from '../notifications/notifier';
import { notify } from '../notifications/notify';
import { FAKE_TWILIO, startFakeTwilio } from '../test/fake-twilio';
import { testClock } from '../test/harness';
import { createSmsDispatcher } from './dispatcher';
import { queueText } from './queue';
import { embeddedTransport, twilioTransport } from './transport';

// The text queue against a fake Twilio Messages API on 127.0.0.1, spoken to by Twilio's own SDK.
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let db: Db;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  twilio = await startFakeTwilio();
  db = openDatabase(':memory:');
  clock = testClock();
});
afterEach(() => twilio.close());

const viaTwilio = () =>
  createSmsDispatcher({
    db,
    clock,
    transport: twilioTransport({
      accountSid: FAKE_TWILIO.accountSid,
      authToken: FAKE_TWILIO.authToken,
      from: FAKE_TWILIO.from,
      apiBase: twilio.apiBase,
    }),
  });
const queue = (key: string, to = '+15805550101') =>
  queueText(db, { key, to, body: 'Broken Bow Events: your booking is tomorrow.' }, clock.now());
const rows = () => db.select().from(outgoingTexts).all();
const byKey = async () => Object.fromEntries((await rows()).map((r) => [r.key, r]));

/** A person whose Communication Preferences have texts on, at the number they typed. */
async function textingPerson(phone = '(580) 555-0101', smsNotifications = true) {
  const userId = newId();
  await db
    .insert(users)
    .values({
      id: userId,
      username: `casey_${userId.slice(0, 8)}`,
      email: `casey.${userId.slice(0, 8)}@example.com`,
      passwordHash: 'x',
      role: 'customer',
      firstName: 'Casey',
      lastName: 'Brooks',
    })
    .run();
  await db.insert(communicationPreferences).values({ id: newId(), userId, phone, smsNotifications }).run();
  return userId;
}

describe('texts through Twilio', () => {
  it('sends a queued text once, from our number, and keeps Twilio’s SID', async () => {
    expect(await queue('reminder:1')).toBe(true);
    expect(await queue('reminder:1')).toBe(false);
    const texts = viaTwilio();
    await Promise.all([texts.drain(), texts.drain()]);
    await texts.drain();
    expect(twilio.received).toHaveLength(1);
    const [sent] = twilio.received;
    expect(sent).toMatchObject({
      accountSid: FAKE_TWILIO.accountSid,
      to: '+15805550101',
      from: FAKE_TWILIO.from,
      body: 'Broken Bow Events: your booking is tomorrow.',
    });
    expect((await rows())[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerId: sent?.sid,
      sentAt: clock.now().toISOString(),
      lastError: null,
    });
    await texts.stop();
  });

  it('keeps a text Twilio could not take (500) and sends it once the backoff is over', async () => {
    await queue('reminder:2');
    twilio.failRequests(1);
    const texts = viaTwilio();
    await texts.drain();
    expect(twilio.received).toHaveLength(0);
    const waiting = (await rows())[0];
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt).toBe(new Date(clock.now().getTime() + 30_000).toISOString());

    await texts.drain(); // not due yet: nothing is tried
    expect((await rows())[0]?.attempts).toBe(1);
    clock.advance(30_000);
    await texts.drain();
    expect(twilio.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await texts.stop();
  });

  it('gives up at once on a number Twilio refuses (400, error 21211), and goes on with the rest', async () => {
    await queue('reminder:3', FAKE_TWILIO.invalidNumber);
    await queue('reminder:4', '+15805550102');
    const texts = viaTwilio();
    await texts.drain();
    expect((await byKey())['reminder:3']).toMatchObject({ status: 'failed', attempts: 1, providerId: null });
    expect((await byKey())['reminder:3']?.lastError).toContain('21211');
    expect((await byKey())['reminder:4']).toMatchObject({ status: 'sent' });
    expect(twilio.received.map((t) => t.to)).toEqual(['+15805550102']);
    await texts.stop();
  });

  it('keeps retrying while Twilio cannot be reached at all', async () => {
    await queue('reminder:5');
    await twilio.close();
    const texts = viaTwilio();
    await texts.drain();
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rows())[0]?.lastError).toBeTruthy();
    await texts.stop();
  });
});

describe('the embedded log', () => {
  it('marks the text sent where it is: the row is the message', async () => {
    await queue('reminder:6');
    const texts = createSmsDispatcher({ db, clock, transport: embeddedTransport() });
    expect(texts.transport).toBe('embedded');
    await texts.drain();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, to: '+15805550101' });
    expect((await rows())[0]?.providerId).toMatch(/^embedded-[0-9a-f-]{36}$/);
    expect(twilio.received).toHaveLength(0);
    await texts.stop();
  });
});

describe('notifications by text', () => {
  it('texts a booking reminder to a person with texts on, and only reminders and job dispatches', async () => {
    const casey = await textingPerson('(580) 555-0101');
    const quiet = await textingPerson('580.555.0199', false);
    const now = clock.now();
    const reminder = {
      kind: 'booking-reminder' as const,
      title: 'Your booking is tomorrow',
      body: 'Timber Ridge Smokehouse caters at 5 PM.',
      url: '/bookings/abc',
    };
    await notify(db, { ...reminder, userId: casey, about: 'reminder:abc' }, now);
    await notify(db, { ...reminder, userId: quiet, about: 'reminder:abc' }, now);
    await notify(
      db,
      {
        userId: casey,
        kind: 'booking-accepted',
        about: 'accepted:abc',
        title: 'Accepted',
        body: 'Yes.',
        url: '/',
      },
      now,
    );
    const texts = viaTwilio();
    const notifier = createNotifier({ db, clock, publicOrigin: 'https://brokenbow.events', sms: texts });
    expect(await notifier.drain()).toBe(3);
    await texts.drain();
    expect(twilio.received).toHaveLength(1);
    expect(twilio.received[0]).toMatchObject({ to: '+15805550101', from: FAKE_TWILIO.from });
    expect(twilio.received[0]?.body).toContain('Your booking is tomorrow');
    expect(twilio.received[0]?.body).toContain('https://brokenbow.events/bookings/abc');
    expect(twilio.received[0]?.body).toContain('Reply STOP');
    await Promise.all([notifier.stop(), texts.stop()]);
  });
});
