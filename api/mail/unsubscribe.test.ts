import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { PreferencesView } from '../contracts/preferences';
import { openDatabase } from '../db/client';
import { emailOptOuts, outgoingMail } from '../db/schema';
import { BAD_UNSUBSCRIBE_LINK } from '../modules/unsubscribe/unsubscribe.routes';
import { createNotifier } from '../notifications/notifier';
import { createLocalProvider } from '../payments/local';
import { deliverMail } from '../test/deliver-mail';
import { type ReceivedMail, startFakeSmtp } from '../test/fake-smtp';
import { addService } from '../test/fixtures';
import { afterAnswers, Client, ORIGIN, signUp, testClock } from '../test/harness';
import { payCart } from '../test/pay';
import { makeOffer, sendQuote, vendorWithOwner } from '../test/quote-fixtures';
import { OPTED_OUT } from './dispatcher';
import { unsubscribeToken } from './unsubscribe-token';

// One-click unsubscribe (RFC 8058) end to end: the header on the mail as a mail client parses it, the
// mail client's POST to its link, and the mail that no longer leaves.
const SITE = 'https://brokenbow.events';
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let db: ReturnType<typeof openDatabase>;
let clock: ReturnType<typeof testClock>;
let app: Awaited<ReturnType<typeof createApp>>;

beforeEach(async () => {
  smtp = await startFakeSmtp();
  db = openDatabase(':memory:');
  clock = testClock();
  // The site's address is https; the test client speaks from ORIGIN, which the app also trusts.
  app = await createApp({
    db,
    clock,
    payments: createLocalProvider(db, clock),
    publicOrigin: SITE,
    allowedOrigins: [ORIGIN],
  });
});
afterEach(() => smtp.close());

const deliver = () => deliverMail({ db, clock, smtpUrl: smtp.url, publicOrigin: SITE });
const mailTo = (address: string) =>
  smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
const withSubject = (mails: ReceivedMail[], start: string) =>
  mails.filter((m) => m.parsed.subject?.startsWith(start));
const header = (mail: ReceivedMail | undefined, name: string) =>
  mail?.parsed.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

/** The link in a mail's List-Unsubscribe header. */
function unsubscribeLink(mail: ReceivedMail | undefined): URL {
  const value = header(mail, 'list-unsubscribe') ?? '';
  return new URL(value.replace(/^<|>$/g, ''));
}

/** What a mail client sends on one click: a form POST with no cookie and no Origin. */
const oneClick = (link: URL | string, accept = 'application/json') =>
  app.request(`${ORIGIN}${typeof link === 'string' ? link : `${link.pathname}${link.search}`}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: accept },
    body: 'List-Unsubscribe=One-Click',
  });

async function book(customer: Client, vendorId: string, serviceId: string, day: string) {
  const added = await customer.post('/api/cart/items', {
    vendorId,
    serviceId,
    selectedDate: day,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });
  expect(added.status).toBe(201);
  return payCart(customer);
}

describe('List-Unsubscribe', () => {
  it('is on a new-booking e-mail with its one-click partner, and not on a receipt or a password reset', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const dinner = await addService(db, owner.vendor.id, { name: 'Rehearsal Dinner', category: 'catering' });
    const customer = await signUp(app);
    await book(customer.client, owner.vendor.id, dinner.id, '2026-12-19');
    expect((await new Client(app).post('/api/password-reset', { email: customer.input.email })).status).toBe(
      200,
    );
    await afterAnswers();
    await deliver();

    const [booking] = withSubject(mailTo(owner.user.email), 'New booking');
    expect(booking?.parsed.subject).toBe('New booking: Rehearsal Dinner, Sat Dec 19');
    expect(unsubscribeLink(booking).href).toMatch(
      /^https:\/\/brokenbow\.events\/api\/unsubscribe\?t=[\w-]+\.[\w-]+$/,
    );
    expect(header(booking, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const [receipt] = withSubject(mailTo(customer.input.email), 'Your receipt');
    const [reset] = withSubject(mailTo(customer.input.email), 'Choose a new password');
    for (const mail of [receipt, reset]) {
      expect(mail).toBeDefined();
      expect(header(mail, 'list-unsubscribe')).toBeUndefined();
      expect(header(mail, 'list-unsubscribe-post')).toBeUndefined();
    }
  });

  it('one click turns e-mail notifications off: a mail already queued and the next one are not sent', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const dinner = await addService(db, owner.vendor.id, { name: 'Rehearsal Dinner', category: 'catering' });
    const customer = await signUp(app);
    await book(customer.client, owner.vendor.id, dinner.id, '2026-12-19');
    await deliver();
    const link = unsubscribeLink(withSubject(mailTo(owner.user.email), 'New booking')[0]);

    // A second booking is queued for mail, and the vendor clicks before it leaves.
    await book(customer.client, owner.vendor.id, dinner.id, '2026-12-26');
    await createNotifier({ db, clock, publicOrigin: SITE }).drain();
    const clicked = await oneClick(link);
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({
      message: `We no longer send e-mail notifications (bookings, messages, offers and changes) to ${owner.user.email}.`,
    });
    const prefs = (await owner.client.get('/api/preferences')).json as PreferencesView;
    expect(prefs).toMatchObject({ emailNotifications: false, bookingReminders: true });
    await deliver();
    await book(customer.client, owner.vendor.id, dinner.id, '2027-01-02');
    await deliver();

    expect(withSubject(mailTo(owner.user.email), 'New booking').map((m) => m.parsed.subject)).toEqual([
      'New booking: Rehearsal Dinner, Sat Dec 19',
    ]);
    const held = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.subject, 'New booking: Rehearsal Dinner, Sat Dec 26'))
      .get();
    expect(held).toMatchObject({ status: 'failed', lastError: OPTED_OUT, sentAt: null });
    // The third was never queued; the bell still has all three.
    const bell = (await owner.client.get('/api/notifications')).json as {
      notifications: { title: string }[];
    };
    expect(bell.notifications.map((n) => n.title)).toEqual([
      'New booking: Rehearsal Dinner, Sat Jan 2',
      'New booking: Rehearsal Dinner, Sat Dec 26',
      'New booking: Rehearsal Dinner, Sat Dec 19',
    ]);
    // A second click (the mail client retrying) is as good as the first.
    expect((await oneClick(link)).status).toBe(200);
  });

  it("lets a visitor stop offers to their address: the next vendor's offer is not sent", async () => {
    const first = await vendorWithOwner(app, db, 'Smokehouse');
    const second = await vendorWithOwner(app, db, 'Timber Ridge');
    const quote = await sendQuote(new Client(app), { email: 'June.Carter@Example.com' });
    expect((await makeOffer(first.client, quote.id, first.vendor.id)).status).toBe(201);
    await deliver();
    const [offer] = mailTo('June.Carter@Example.com');
    expect(offer?.parsed.subject).toBe('New offer from Smokehouse: $1,250.00');
    expect(header(offer, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // A visitor has no preferences to change: the footer offers the same one-click link, in both parts.
    const link = unsubscribeLink(offer);
    expect(offer?.parsed.html).toContain(`href="${link.href}"`);
    expect(offer?.parsed.html).toContain('Stop these e-mails</a>');
    expect(offer?.parsed.text).toContain(`Stop these e-mails: ${link.href}`);

    expect((await oneClick(link)).status).toBe(200);
    expect(await db.select().from(emailOptOuts).all()).toEqual([
      expect.objectContaining({ email: 'june.carter@example.com', kind: 'offers' }),
    ]);
    expect((await makeOffer(second.client, quote.id, second.vendor.id)).status).toBe(201);
    await deliver();
    expect(mailTo('June.Carter@Example.com')).toHaveLength(1);
    expect(
      await db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.subject, 'New offer from Timber Ridge: $1,250.00'))
        .get(),
    ).toMatchObject({
      status: 'failed',
      lastError: OPTED_OUT,
    });
  });

  it('refuses a tampered, truncated or foreign token with 400 and a message, and turns nothing off', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const good = unsubscribeToken('x'.repeat(43), {
      email: owner.user.email,
      kind: 'emailNotifications',
      userId: owner.user.id,
    });
    const [payload = '', signature = ''] = good.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ e: 'someone@example.com', k: 'emailNotifications', u: owner.user.id }),
    ).toString('base64url');
    for (const token of [good, `${otherPayload}.${signature}`, payload, `${payload}.`, '']) {
      const res = await oneClick(`/api/unsubscribe?t=${token}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: BAD_UNSUBSCRIBE_LINK });
    }
    const prefs = (await owner.client.get('/api/preferences')).json as PreferencesView;
    expect(prefs.emailNotifications).toBe(true);
    expect(await db.select().from(emailOptOuts).all()).toEqual([]);
  });

  it('opened in a browser shows a button that posts, and unsubscribes nobody until it is pressed', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const dinner = await addService(db, owner.vendor.id, { name: 'Rehearsal Dinner', category: 'catering' });
    await book((await signUp(app)).client, owner.vendor.id, dinner.id, '2026-12-19');
    await deliver();
    const link = unsubscribeLink(withSubject(mailTo(owner.user.email), 'New booking')[0]);
    const path = `${link.pathname}${link.search}`;

    const page = await app.request(`${ORIGIN}${path}`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).toContain('<button type="submit"');
    expect(html).toContain(`href="${SITE}/preferences"`);
    expect(((await owner.client.get('/api/preferences')).json as PreferencesView).emailNotifications).toBe(
      true,
    );

    const pressed = await oneClick(path, 'text/html');
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('You are unsubscribed');
    expect(((await owner.client.get('/api/preferences')).json as PreferencesView).emailNotifications).toBe(
      false,
    );

    const broken = await app.request(`${ORIGIN}/api/unsubscribe?t=nonsense`, {
      headers: { Accept: 'text/html' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('This unsubscribe link is not valid.');
  });
});
