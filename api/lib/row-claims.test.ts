import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  notifications,
  outgoingMail,
  outgoingTexts,
  pushDeliveries,
  pushSubscriptions,
  users,
} from '../db/schema';
import { createMailDispatcher } from '../mail/dispatcher';
import { queueMail } from '../mail/queue';
import { type MailTransport, smtpTransport } from '../mail/transport';
import { createPushDispatcher } from '../push/dispatcher';
import { queueNotificationPush } from '../push/notification-push';
import { loadVapidKeys } from '../push/vapid';
import { createSmsDispatcher } from '../sms/dispatcher';
import { queueText } from '../sms/queue';
import { twilioTransport } from '../sms/transport';
import { MAIL_FROM } from '../test/deliver-mail';
import { makeSubscriber, startFakePushService } from '../test/fake-push';
import { startFakeSmtp } from '../test/fake-smtp';
import { FAKE_TWILIO, startFakeTwilio } from '../test/fake-twilio';
import { ORIGIN, type testClock } from '../test/harness';
import { twoInstancesOnOneFile } from '../test/two-instances';
import { newId } from './ids';

// Two app instances drain the same queues on one SQLite file: two connections, two holder ids, the
// real dispatchers, and the fake SMTP server, Twilio and push service that count what arrives.
const instances = twoInstancesOnOneFile('bbe-claims-');

const A = 'host-a:1:aa';
const B = 'host-b:2:bb';
let a: Db;
let b: Db;
let file: number;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  ({ a, b, file, clock } = await instances.next());
});

const count = (values: string[]) => {
  const seen = new Map<string, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return seen;
};

describe('the mail queue drained by two instances', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const dispatcher = (db: Db, holder: string, transport: MailTransport = smtpTransport(smtp.url)) =>
    createMailDispatcher({ db, clock, transport, from: MAIL_FROM, publicOrigin: ORIGIN, holder });
  const queue = (n: number) =>
    queueMail(
      a,
      {
        key: `claims:${n}`,
        to: `guest${n}@example.com`,
        subject: `Mail ${n}`,
        text: `Mail ${n}`,
        html: `<p>Mail ${n}</p>`,
      },
      clock.now(),
    );

  it('sends each of 200 mails exactly once when both send at the same time', async () => {
    for (let n = 1; n <= 200; n++) await queue(n);
    const [onA, onB] = [await dispatcher(a, A), await dispatcher(b, B)];
    const [sentByA, sentByB] = await Promise.all([onA.drain(), onB.drain()]);
    await Promise.all([onA.stop(), onB.stop()]);
    expect(sentByA + sentByB).toBe(200);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    const subjects = count(smtp.received.map((mail) => mail.parsed.subject ?? ''));
    expect(subjects.size).toBe(200);
    expect([...subjects.values()].every((times) => times === 1)).toBe(true);
    const rows = await b
      .select({ status: outgoingMail.status, by: outgoingMail.claimedBy })
      .from(outgoingMail)
      .all();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(count(rows.map((row) => row.by ?? 'nobody'))).toEqual(
      new Map([
        [A, sentByA],
        [B, sentByB],
      ]),
    );
  }, 120_000);

  it('sends a mail claimed by an instance that died once its claim runs out (2 minutes), once', async () => {
    await queue(1);
    // A claimed the mail and hangs in the send: it never comes back to say how it went.
    let hang: (error: Error) => void = () => undefined;
    const dead = await dispatcher(a, A, {
      name: 'smtp',
      send: () =>
        new Promise<void>((_resolve, reject) => {
          hang = reject;
        }),
      close: () => undefined,
    });
    const stuck = dead.drain();
    const onB = await dispatcher(b, B);
    expect(await onB.drain()).toBe(0);
    clock.set('2026-11-27T09:01:59.999Z');
    expect(await onB.drain()).toBe(0);
    clock.set('2026-11-27T09:02:00.000Z');
    expect(await onB.drain()).toBe(1);
    // Should the dead send come back after all, its outcome no longer counts: the claim is B's.
    hang(new Error('connection reset'));
    expect(await stuck).toBe(1);
    clock.set('2026-11-27T09:10:00.000Z');
    expect(await onB.drain()).toBe(0);
    await onB.stop();
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(['Mail 1']);
    expect(
      await b
        .select({ status: outgoingMail.status, attempts: outgoingMail.attempts, by: outgoingMail.claimedBy })
        .from(outgoingMail)
        .all(),
    ).toEqual([{ status: 'sent', attempts: 1, by: B }]);
  });
});

describe('the text queue drained by two instances', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());

  const dispatcher = (db: Db, holder: string) =>
    createSmsDispatcher({
      db,
      clock,
      holder,
      transport: twilioTransport({
        accountSid: FAKE_TWILIO.accountSid,
        authToken: FAKE_TWILIO.authToken,
        from: FAKE_TWILIO.from,
        apiBase: twilio.apiBase,
      }),
    });

  it('sends each of 200 texts exactly once when both send at the same time', async () => {
    for (let n = 1; n <= 200; n++)
      await queueText(a, { key: `claims:${n}`, to: '+15805550101', body: `Text ${n}` }, clock.now());
    const [sentByA, sentByB] = await Promise.all([dispatcher(a, A).drain(), dispatcher(b, B).drain()]);
    expect(sentByA + sentByB).toBe(200);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    const bodies = count(twilio.received.map((text) => text.body));
    expect(bodies.size).toBe(200);
    expect([...bodies.values()].every((times) => times === 1)).toBe(true);
    expect(await b.select({ status: outgoingTexts.status }).from(outgoingTexts).all()).toEqual(
      Array.from({ length: 200 }, () => ({ status: 'sent' })),
    );
  }, 120_000);
});

describe('the push queue drained by two instances', () => {
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    pushService = await startFakePushService();
  });
  afterAll(() => pushService.close());

  /** One person with `devices` devices and `notes` notifications: a delivery for each pair. */
  async function queueDeliveries(devices: number, notes: number) {
    const userId = newId();
    await a
      .insert(users)
      .values({
        id: userId,
        username: `claims${file}`,
        email: `claims${file}@example.com`,
        passwordHash: 'x',
      })
      .run();
    for (let d = 1; d <= devices; d++) {
      const subscriber = makeSubscriber();
      await a
        .insert(pushSubscriptions)
        .values({ id: newId(), userId, endpoint: pushService.endpoint(`f${file}-d${d}`), ...subscriber.keys })
        .run();
    }
    for (let n = 1; n <= notes; n++) {
      const id = newId();
      await a
        .insert(notifications)
        .values({
          id,
          key: `claims:${n}`,
          userId,
          kind: 'booking-new',
          title: `Note ${n}`,
          body: 'A booking',
          url: '/bookings',
        })
        .run();
      await queueNotificationPush(a, id, userId, clock.now());
    }
  }
  const subject = 'mailto:jobs@brokenbow.events';
  const arrived = () => pushService.received.filter((push) => push.path.startsWith(`/push/f${file}-`));

  it('sends each of 200 deliveries exactly once when both send at the same time', async () => {
    await queueDeliveries(4, 50);
    const onA = createPushDispatcher(a, clock, await loadVapidKeys(a, { subject }), fetch, A);
    const onB = createPushDispatcher(b, clock, await loadVapidKeys(b, { subject }), fetch, B);
    const [sentByA, sentByB] = await Promise.all([onA.drain(), onB.drain()]);
    expect(sentByA + sentByB).toBe(200);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    expect(arrived()).toHaveLength(200);
    expect(await b.select({ status: pushDeliveries.status }).from(pushDeliveries).all()).toEqual(
      Array.from({ length: 200 }, () => ({ status: 'sent' })),
    );
  }, 120_000);

  it('sends a delivery claimed by an instance that died once its claim runs out (2 minutes), once', async () => {
    await queueDeliveries(1, 1);
    // A claimed the delivery and hangs in the request: it never comes back to say how it went.
    let hang: (error: Error) => void = () => undefined;
    const hanging: typeof fetch = () =>
      new Promise<Response>((_resolve, reject) => {
        hang = reject;
      });
    const dead = createPushDispatcher(a, clock, await loadVapidKeys(a, { subject }), hanging, A);
    const stuck = dead.drain();
    const onB = createPushDispatcher(b, clock, await loadVapidKeys(b, { subject }), fetch, B);
    expect(await onB.drain()).toBe(0);
    clock.set('2026-11-27T09:01:59.999Z');
    expect(await onB.drain()).toBe(0);
    clock.set('2026-11-27T09:02:00.000Z');
    expect(await onB.drain()).toBe(1);
    // Should the dead request come back after all, its retry is not written: the claim is B's.
    hang(new Error('socket hang up'));
    expect(await stuck).toBe(1);
    clock.set('2026-11-27T10:00:00.000Z');
    expect(await onB.drain()).toBe(0);
    expect(arrived()).toHaveLength(1);
    expect(
      await b
        .select({
          status: pushDeliveries.status,
          attempts: pushDeliveries.attempts,
          by: pushDeliveries.claimedBy,
        })
        .from(pushDeliveries)
        .all(),
    ).toEqual([{ status: 'sent', attempts: 1, by: B }]);
  });
});
