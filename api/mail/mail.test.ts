import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { outgoingMail } from '../db/schema';
import { startFakeSmtp } from '../test/fake-smtp';
import { ORIGIN, testClock } from '../test/harness';
import { createMailDispatcher } from './dispatcher';
import { renderMail } from './layout';
import { queueMail } from './queue';
import { embeddedTransport, smtpTransport } from './transport';

// The mail queue against a real SMTP server on 127.0.0.1: what arrives is parsed as a mail client would.
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let db: ReturnType<typeof openDatabase>;
let clock: ReturnType<typeof testClock>;
const FROM = 'Broken Bow Events <hello@brokenbow.events>';

beforeEach(async () => {
  smtp = await startFakeSmtp();
  db = openDatabase(':memory:');
  clock = testClock();
});
afterEach(() => smtp.close());

const dispatcher = () =>
  createMailDispatcher({ db, clock, transport: smtpTransport(smtp.url), from: FROM, publicOrigin: ORIGIN });
const queue = (key: string, to = 'casey@example.com') =>
  queueMail(
    db,
    {
      key,
      to,
      ...renderMail({
        subject: 'Your booking <is> confirmed',
        greeting: 'Hello Casey,',
        paragraphs: ['Timber Ridge Smokehouse & Co. will cater on Saturday, December 12, 2026.'],
        action: { label: 'See your booking', url: 'https://brokenbow.events/bookings/abc' },
        footnote: 'You get this because you booked on Broken Bow Events.',
        preferencesUrl: 'https://brokenbow.events/preferences',
      }),
    },
    clock.now(),
  );
const rows = () => db.select().from(outgoingMail).all();

describe('the mail queue over SMTP', () => {
  it('delivers a queued message with its headers, a plain-text part and a branded HTML part', async () => {
    expect(await queue('receipt:1')).toBe(true);
    const mailer = await dispatcher();
    expect(await mailer.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    const row = (await rows())[0];
    expect(mail?.from).toBe('hello@brokenbow.events');
    expect(mail?.to).toEqual(['casey@example.com']);
    expect(mail?.parsed.subject).toBe('Your booking <is> confirmed');
    expect(mail?.parsed.from?.value).toEqual([
      { name: 'Broken Bow Events', address: 'hello@brokenbow.events' },
    ]);
    expect(mail?.parsed.messageId).toBe(`<${row?.id}@brokenbow.events>`);
    expect(mail?.parsed.text).toContain('Timber Ridge Smokehouse & Co. will cater');
    expect(mail?.parsed.text).toContain('See your booking: https://brokenbow.events/bookings/abc');
    // Text is escaped inside the HTML, never taken as markup.
    expect(mail?.parsed.html).toContain('Timber Ridge Smokehouse &amp; Co. will cater');
    expect(mail?.parsed.html).toContain('href="https://brokenbow.events/bookings/abc"');
    expect(mail?.parsed.html).toContain('Broken Bow Events');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now().toISOString() });
    await mailer.stop();
  });

  it('queues a key once, and sends once however many drains run at the same time', async () => {
    expect(await queue('reset:1')).toBe(true);
    expect(await queue('reset:1')).toBe(false);
    const mailer = await dispatcher();
    await Promise.all([mailer.drain(), mailer.drain(), mailer.drain()]);
    await mailer.drain();
    expect(await rows()).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    await mailer.stop();
  });

  it('keeps a message while the server is down and sends it once it is back, with the same Message-ID', async () => {
    await queue('receipt:2');
    smtp.failConnections(1);
    const mailer = await dispatcher();
    await mailer.drain();
    expect(smtp.received).toHaveLength(0);
    const waiting = (await rows())[0];
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt).toBe(new Date(clock.now().getTime() + 30_000).toISOString());

    await mailer.drain(); // not due yet: nothing is tried
    expect((await rows())[0]?.attempts).toBe(1);
    clock.advance(30_000);
    await mailer.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.parsed.messageId).toBe(`<${waiting?.id}@brokenbow.events>`);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await mailer.stop();
  });

  it('gives up at once on a mailbox the server refuses (550), and goes on with the rest', async () => {
    await queue('receipt:3', 'nobody@refused.example');
    await queue('receipt:4', 'june@example.com');
    const mailer = await dispatcher();
    await mailer.drain();
    const byKey = Object.fromEntries((await rows()).map((r) => [r.key, r]));
    expect(byKey['receipt:3']).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byKey['receipt:3']?.lastError).toContain('No such mailbox');
    expect(byKey['receipt:4']).toMatchObject({ status: 'sent' });
    expect(smtp.received.map((m) => m.to)).toEqual([['june@example.com']]);
    await mailer.stop();
  });

  it('after a restart sends what was left queued, and nothing already sent', async () => {
    await queue('receipt:5');
    const first = await dispatcher();
    await first.drain();
    await first.stop();
    await queue('receipt:6'); // queued while the server was down
    const second = await dispatcher();
    second.start();
    await expect.poll(() => smtp.received.length).toBe(2);
    await second.stop();
    expect(smtp.received.map((m) => m.parsed.messageId)).toEqual(
      (await rows()).sort((a, b) => a.key.localeCompare(b.key)).map((r) => `<${r.id}@brokenbow.events>`),
    );
  });
});

describe('the embedded store', () => {
  it('marks the message sent where it is: the row is the mail', async () => {
    await queue('receipt:7');
    const mailer = await createMailDispatcher({
      db,
      clock,
      transport: embeddedTransport(),
      from: FROM,
      publicOrigin: ORIGIN,
    });
    await mailer.drain();
    const row = await db.select().from(outgoingMail).where(eq(outgoingMail.key, 'receipt:7')).get();
    expect(row).toMatchObject({
      status: 'sent',
      to: 'casey@example.com',
      messageId: `<${row?.id}@brokenbow.events>`,
    });
    expect(smtp.received).toHaveLength(0);
    await mailer.stop();
  });
});

describe('the layout', () => {
  it('is a complete HTML document that keeps its colours in dark mode, beside its plain-text part', async () => {
    await queue('receipt:8');
    const mailer = await dispatcher();
    await mailer.drain();
    const [mail] = smtp.received;
    const html = String(mail?.parsed.html);
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toContain('<title>Your booking &lt;is&gt; confirmed</title>');
    // The wrapping table and the card name their own background and text colour.
    expect(html).toContain(
      '<table role="presentation" class="bbe-page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fbf8f3" style="background:#fbf8f3;color:#1c2420;',
    );
    expect(html).toContain('bgcolor="#ffffff" style="background:#ffffff;color:#1c2420;');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail?.parsed.text).toContain('Timber Ridge Smokehouse & Co. will cater');
    await mailer.stop();
  });

  it('links Communication Preferences from every footer, in HTML and in text', () => {
    const bare = renderMail({
      subject: 'Your Broken Bow Events password was changed',
      greeting: 'Hello Casey,',
      paragraphs: ['The password was changed.'],
      preferencesUrl: 'https://brokenbow.events/preferences',
    });
    expect(bare.html).toContain(
      '<a class="bbe-link" href="https://brokenbow.events/preferences" style="color:#1f4d3a;text-decoration:underline">Communication Preferences</a>',
    );
    expect(bare.text).toContain(
      'Choose what we send you in Communication Preferences: https://brokenbow.events/preferences',
    );
  });

  const ours = 'https://brokenbow.events/bookings/abc';
  const mail = renderMail({
    subject: 'Your booking',
    greeting: 'Hello www.evil.example,',
    paragraphs: [
      'Pay at https://evil.example/pay or http://203.0.113.9/x, see Evil.Example. or shop.evil.co.uk/now',
      'Write to casey@example.com. The buffet is $1,250.00 for 40 guests, e.g. at 5.30pm.',
    ],
    action: { label: 'See your booking', url: ours },
    footnote: 'Change that in Communication Preferences.',
    preferencesUrl: 'https://brokenbow.events/preferences',
  });

  it("breaks every web address in a person's words, so no mail client makes it a link", () => {
    const broken =
      'Pay at https[://]evil[.]example/pay or http[://]203[.]0[.]113[.]9/x, see Evil[.]Example. or shop[.]evil[.]co[.]uk/now';
    expect(mail.text).toContain('Hello www[.]evil[.]example,');
    expect(mail.text).toContain(broken);
    expect(mail.html).toContain('Hello www[.]evil[.]example,');
    expect(mail.html).toContain(broken);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.|www\.|203\.0|https?:\/\/(?!brokenbow\.events\/)/i);
    }
  });

  it('leaves e-mail addresses, prices and times as they were, and our own links as links', () => {
    const plain = 'Write to casey@example.com. The buffet is $1,250.00 for 40 guests, e.g. at 5.30pm.';
    expect(mail.text).toContain(plain);
    expect(mail.html).toContain(plain);
    expect(mail.text).toContain(`See your booking: ${ours}`);
    expect(mail.text).toContain('Communication Preferences: https://brokenbow.events/preferences');
    expect(mail.html.match(/href="[^"]*"/g)).toEqual([
      `href="${ours}"`,
      'href="https://brokenbow.events/preferences"',
    ]);
  });
});
