import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications, outgoingMail, vendors } from '../../db/schema';
import { loadUnsubscribeSecret, readUnsubscribeToken } from '../../mail/unsubscribe-token';
import { Client, makeTestApp, ORIGIN, signUp } from '../../test/harness';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow; the event is on 2026-12-12
});

describe('a new offer reaches whoever asked', () => {
  it('a customer with an account is notified, word for word, and gets no e-mail of ours', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const customer = await signUp(t.app);
    const quote = await sendQuote(customer.client, { vendorId: vendor.id });
    const { json: offer } = await makeOffer(client, quote.id, vendor.id);

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.user.id), ne(notifications.kind, 'welcome')))
      .all();
    expect(told).toMatchObject([
      {
        key: `offer:${offer.id}:${customer.user.id}`,
        kind: 'offer-new',
        title: 'New offer from Smokehouse: $1,250.00',
        body: 'Smokehouse offers $1,250.00 for your event on December 12, 2026.',
        url: '/quotes',
        facts: [
          'What is included: Dinner buffet for 40, set-up and clean-up',
          'Guests: 40',
          'The offer runs until December 5, 2026.',
        ],
      },
    ]);
    expect(
      await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'june@example.com')).all(),
    ).toEqual([]);
  });

  it('a visitor who asked signed out is e-mailed at the address they gave, with a link that stops these e-mails', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), {
      vendorId: vendor.id,
      email: 'June.Carter@Example.com',
    });
    const { json: offer } = await makeOffer(client, quote.id, vendor.id);

    const mails = await t.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, 'June.Carter@Example.com'))
      .all();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      key: `offer:${offer.id}`,
      userId: null,
      subject: 'New offer from Smokehouse: $1,250.00',
    });
    const stop = mail?.text.match(/Stop these e-mails: (\S+)/)?.[1] ?? '';
    expect(mail?.text).toBe(
      [
        'Hello June,',
        'Smokehouse offers $1,250.00 for your event on December 12, 2026.',
        'What is included: Dinner buffet for 40, set-up and clean-up\nGuests: 40\nThe offer runs until December 5, 2026.',
        'To compare offers and book, sign in or create an account with this e-mail address (June.Carter@Example.com): your request joins it.',
        `See your offers: ${ORIGIN}/quotes`,
        'You get this because you asked for quotes on Broken Bow Events.',
        `Choose what we send you in Communication Preferences: ${ORIGIN}/preferences`,
        `Stop these e-mails: ${stop}`,
        '— Broken Bow Events, Broken Bow, Oklahoma',
      ].join('\n\n'),
    );
    const url = new URL(stop);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/api/unsubscribe`);
    // The list is the address as one, whatever case the visitor typed it in.
    expect(readUnsubscribeToken(await loadUnsubscribeSecret(t.db), url.searchParams.get('t') ?? '')).toEqual({
      email: 'june.carter@example.com',
      kind: 'offers',
      userId: null,
    });
    expect(await t.db.select().from(notifications).where(eq(notifications.kind, 'offer-new')).all()).toEqual(
      [],
    );
  });
});

describe("a declined offer reaches the vendor's owner", () => {
  it('is written once, about that offer; a business with no owner any more is told nothing', async () => {
    const { client, vendor, user: owner } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const customer = await signUp(t.app);
    const quote = await sendQuote(customer.client, { vendorId: vendor.id });
    const { json: first } = await makeOffer(client, quote.id, vendor.id);
    const { json: second } = await makeOffer(client, quote.id, vendor.id, { price: '900.00' });

    expect((await customer.client.post(`/api/offers/${first.id}/decline`, {})).status).toBe(200);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'offer-declined'))
      .all();
    expect(told.map((n) => [n.key, n.userId])).toEqual([
      [`offer-declined:${first.id}:${owner.id}`, owner.id],
    ]);

    await t.db.update(vendors).set({ userId: null }).where(eq(vendors.id, vendor.id)).run();
    const declined = await customer.client.post(`/api/offers/${second.id}/decline`, {});
    expect(declined).toMatchObject({ status: 200, json: { status: 'declined' } });
    expect(
      await t.db.select().from(notifications).where(eq(notifications.kind, 'offer-declined')).all(),
    ).toHaveLength(1);
  });
});
