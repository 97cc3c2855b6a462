import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerOfferView, LeadView } from '../../contracts/offers';
import { notifications, quoteLeads, quoteOffers, vendors } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp, signUp } from '../../test/harness';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow; the event is on 2026-12-12
});

describe('GET /api/vendor/leads', () => {
  it("lists the owner's leads newest first; the contact details show only once answered", async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const first = await sendQuote(new Client(t.app), {
      vendorId: vendor.id,
      additionalRequests: 'Gluten-free',
    });
    t.clock.advance(60_000);
    const second = await sendQuote(new Client(t.app), { vendorId: vendor.id, firstName: 'Ada' });

    const before = (await client.get('/api/vendor/leads')).json as LeadView[];
    expect(before.map((l) => l.quoteId)).toEqual([second.id, first.id]);
    expect(before[1]).toMatchObject({
      vendorName: 'Smokehouse',
      directed: true,
      firstName: 'June',
      lastName: null,
      email: null,
      phone: null,
      guestCount: 40,
      venue: 'Lakeview Lodge, Beavers Bend',
      additionalRequests: 'Gluten-free',
      closedBecause: null,
      offers: [],
    });

    expect((await makeOffer(client, first.id, vendor.id)).status).toBe(201);
    const after = (await client.get('/api/vendor/leads')).json as LeadView[];
    expect(after[1]).toMatchObject({
      lastName: 'Carter',
      email: 'june@example.com',
      phone: '(580) 555-0199',
      answeredAt: '2026-11-23T12:01:00.000Z',
      offers: [{ price: '1250.00', status: 'open', expiresOn: '2026-12-05' }],
    });
    expect(after[0]).toMatchObject({ lastName: null, email: null, phone: null });

    const { client: stranger } = await vendorWithOwner(t.app, t.db, 'Elsewhere');
    expect((await stranger.get('/api/vendor/leads')).json).toEqual([]);
    const { client: customer } = await signUp(t.app);
    expect((await customer.get('/api/vendor/leads')).status).toBe(403);
  });
});

describe('GET /api/vendor/leads, more than one business or request', () => {
  it('a vendor account with no business yet has no leads: an empty list', async () => {
    const { client } = await signUp(t.app, 'vendor');
    expect(await client.get('/api/vendor/leads')).toMatchObject({ status: 200, json: [] });
  });

  it("each lead shows only its own business's offers on its own request, and whether the customer can be written to", async () => {
    const { client, vendor, user } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const lodge = await addVendor(t.db, { businessName: 'Lodge Kitchen', userId: user.id });
    await addService(t.db, lodge.id, { category: 'catering', minGuests: 10, maxGuests: 60 });
    const customer = await signUp(t.app);
    const broadcast = await sendQuote(customer.client, { category: 'catering', lastName: 'Cash' });
    const directed = await sendQuote(new Client(t.app), { vendorId: vendor.id, firstName: 'Ada' });
    expect((await makeOffer(client, broadcast.id, vendor.id)).status).toBe(201);

    const leads = (await client.get('/api/vendor/leads')).json as LeadView[];
    const view = (l: LeadView) => [
      l.vendorName,
      l.firstName,
      l.directed,
      l.canMessage,
      l.lastName,
      l.offers.length,
    ];
    expect(leads.map(view).sort()).toEqual([
      ['Lodge Kitchen', 'June', false, true, null, 0],
      ['Smokehouse', 'Ada', true, false, null, 0],
      ['Smokehouse', 'June', false, true, 'Cash', 1],
    ]);
    expect(leads.find((l) => l.quoteId === directed.id)?.email).toBeNull();
  });

  it("the contact details show on the one lead whose customer wrote in that business's thread", async () => {
    const { client, vendor, user } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const lodge = await addVendor(t.db, { businessName: 'Lodge Kitchen', userId: user.id });
    await addService(t.db, lodge.id, { category: 'catering', minGuests: 10, maxGuests: 60 });
    const customer = await signUp(t.app);
    // Three leads of one owner, the customer wrote about one of them only: the same request's lead
    // at the other business, and the same business's lead on another request, stay hidden.
    const wroteAbout = await sendQuote(customer.client, { category: 'catering' });
    await sendQuote(customer.client, { vendorId: vendor.id, firstName: 'Ada' });
    const thread = await customer.client.post('/api/threads', {
      quoteRequestId: wroteAbout.id,
      vendorId: vendor.id,
    });
    const sent = await customer.client.post(`/api/threads/${(thread.json as { id: string }).id}/messages`, {
      id: randomUUID(),
      body: 'Can you do brisket?',
    });
    expect(sent.status).toBe(201);

    const leads = (await client.get('/api/vendor/leads')).json as LeadView[];
    const contact = (l: LeadView) => [l.vendorName, l.firstName, l.email, l.phone];
    expect(leads.map(contact).sort()).toEqual([
      ['Lodge Kitchen', 'June', null, null],
      ['Smokehouse', 'Ada', null, null],
      ['Smokehouse', 'June', 'june@example.com', '(580) 555-0199'],
    ]);
  });

  it('a lead is open through the day of the event and closed the day after: "The event has passed"', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    await sendQuote(new Client(t.app), { vendorId: vendor.id });
    const closedBecause = async () =>
      ((await client.get('/api/vendor/leads')).json as LeadView[])[0]?.closedBecause;
    t.clock.set('2026-12-12T18:00:00.000Z'); // noon on the event's day in Broken Bow
    expect(await closedBecause()).toBeNull();
    t.clock.set('2026-12-13T18:00:00.000Z');
    expect(await closedBecause()).toBe('The event has passed');
  });
});

describe('POST /api/vendor/leads/:quoteId/offers', () => {
  it('checks price, description and expiry day', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id, eventDate: '2027-03-01' });
    const refused = async (over: Record<string, unknown>) =>
      (await makeOffer(client, quote.id, vendor.id, over)).json;
    for (const price of ['0', '0.50', '0.99'])
      expect(await refused({ price })).toMatchObject({
        fields: { price: 'Price must be at least $1.00' },
      });
    expect(await refused({ price: '12.345' })).toMatchObject({
      fields: { price: 'Price must look like 125 or 18.50' },
    });
    expect(await refused({ price: '1000000.00' })).toMatchObject({
      fields: { price: 'At most $999,999.99' },
    });
    expect(await refused({ description: ' ' })).toMatchObject({
      fields: { description: 'Say what the price includes' },
    });
    expect(await refused({ description: 'x'.repeat(1001) })).toMatchObject({
      fields: { description: 'Must be at most 1000 characters' },
    });
    expect(await refused({ expiresOn: '2026-11-22' })).toMatchObject({
      fields: { expiresOn: 'The offer must run until today or later' },
    });
    expect(await refused({ expiresOn: '2027-01-23' })).toMatchObject({
      fields: { expiresOn: 'An offer can run for at most 60 days (until January 22, 2027)' },
    });
    const soon = await sendQuote(new Client(t.app), { vendorId: vendor.id, eventDate: '2026-11-30' });
    expect((await makeOffer(client, soon.id, vendor.id, { expiresOn: '2026-12-01' })).json).toMatchObject({
      fields: { expiresOn: 'The offer cannot run past the event on November 30, 2026' },
    });
    expect((await makeOffer(client, quote.id, vendor.id, { expiresOn: '2026-11-23' })).status).toBe(201);
  });

  it('replays a client id once; only the owner of a vendor that has the lead may offer', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const other = await vendorWithOwner(t.app, t.db, 'Elsewhere');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    const id = randomUUID();
    expect((await makeOffer(client, quote.id, vendor.id, { id })).status).toBe(201);
    const again = await makeOffer(client, quote.id, vendor.id, { id, price: '1.00' });
    expect(again).toMatchObject({ status: 200, json: { id, price: '1250.00' } });

    // Another vendor: its own business lacks the lead; the first one is not its to use.
    expect((await makeOffer(other.client, quote.id, other.vendor.id)).json).toMatchObject({
      message: 'Elsewhere did not receive this quote request',
    });
    expect((await makeOffer(other.client, quote.id, vendor.id)).status).toBe(404);
    expect((await makeOffer(other.client, quote.id, other.vendor.id, { id })).status).toBe(409);
    expect(await t.db.select().from(quoteOffers).all()).toHaveLength(1);
  });
});

describe('POST /api/vendor/leads/:quoteId/offers, when the offer cannot be made', () => {
  it("an offer id is one business's on one request: on another request it is refused, 'That offer id is already used'", async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const first = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    const second = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    const id = randomUUID();
    expect((await makeOffer(client, first.id, vendor.id, { id })).status).toBe(201);
    expect(await makeOffer(client, second.id, vendor.id, { id })).toMatchObject({
      status: 409,
      json: { message: 'That offer id is already used' },
    });
    expect((await t.db.select().from(quoteOffers).all()).map((o) => o.quoteRequestId)).toEqual([first.id]);
  });

  it("a business no longer active cannot offer: 'Smokehouse is not taking bookings, so it cannot make offers'", async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, vendor.id)).run();
    expect(await makeOffer(client, quote.id, vendor.id)).toMatchObject({
      status: 409,
      json: { message: 'Smokehouse is not taking bookings, so it cannot make offers' },
    });
    expect(await t.db.select().from(quoteOffers).all()).toHaveLength(0);
  });

  it("a request takes offers through its event's day; the day after: 'This event has passed, so it cannot take offers'", async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    t.clock.set('2026-12-12T18:00:00.000Z');
    expect((await makeOffer(client, quote.id, vendor.id, { expiresOn: '2026-12-12' })).status).toBe(201);
    t.clock.set('2026-12-13T18:00:00.000Z');
    expect(await makeOffer(client, quote.id, vendor.id, { expiresOn: '2026-12-13' })).toMatchObject({
      status: 409,
      json: { message: 'This event has passed, so it cannot take offers' },
    });
  });

  it("an offer may be $999,999.99 and not a cent more: 'An offer can be at most $999,999.99'", async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    expect(await makeOffer(client, quote.id, vendor.id, { price: '999999.99' })).toMatchObject({
      status: 201,
      json: { price: '999999.99' },
    });
    expect(await makeOffer(client, quote.id, vendor.id, { price: '1000000.00' })).toMatchObject({
      status: 400,
      json: { message: 'An offer can be at most $999,999.99', fields: { price: 'At most $999,999.99' } },
    });
  });

  it("the lead's answeredAt is the business's first answer; a later offer does not move it", async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    expect((await makeOffer(client, quote.id, vendor.id)).status).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await makeOffer(client, quote.id, vendor.id, { price: '900.00' })).status).toBe(201);
    const lead = await t.db.select().from(quoteLeads).where(eq(quoteLeads.quoteRequestId, quote.id)).get();
    expect(lead?.answeredAt).toBe('2026-11-23T12:00:00.000Z');
  });
});

describe('the offer routes are for their own people', () => {
  it('signed out is 401 before the body is read; a customer is 403 on the vendor routes', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    const { json: offer } = await makeOffer(client, quote.id, vendor.id);
    const anon = new Client(t.app);
    const { client: customer } = await signUp(t.app);
    const tooLong = { price: 'x'.repeat(21), reason: 'x'.repeat(501) };
    for (const who of [anon, customer]) {
      const expected =
        who === anon
          ? { status: 401 }
          : { status: 403, json: { message: 'The vendor dashboard opens once your business is approved.' } };
      expect(await who.get('/api/vendor/leads')).toMatchObject(expected);
      expect(await who.post(`/api/vendor/leads/${quote.id}/offers`, { vendorId: vendor.id })).toMatchObject(
        expected,
      );
      expect(await who.post(`/api/vendor/offers/${offer.id}/withdraw`)).toMatchObject(expected);
    }
    expect(await anon.post(`/api/offers/${offer.id}/book`, tooLong)).toMatchObject({ status: 401 });
    expect(await anon.post(`/api/offers/${offer.id}/decline`, tooLong)).toMatchObject({ status: 401 });
    expect((await t.db.select().from(quoteOffers).get())?.status).toBe('open');
  });
});

describe('POST /api/vendor/offers/:id/withdraw', () => {
  it('withdraws an open offer once; another vendor gets 404; a booked offer is 409', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const other = await vendorWithOwner(t.app, t.db, 'Elsewhere');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    const { json: offer } = await makeOffer(client, quote.id, vendor.id);
    expect((await other.client.post(`/api/vendor/offers/${offer.id}/withdraw`)).status).toBe(404);
    const done = await client.post(`/api/vendor/offers/${offer.id}/withdraw`);
    expect(done).toMatchObject({ status: 200, json: { status: 'withdrawn' } });
    expect((await client.post(`/api/vendor/offers/${offer.id}/withdraw`)).status).toBe(200);

    const { json: booked } = await makeOffer(client, quote.id, vendor.id);
    await t.db.update(quoteOffers).set({ status: 'booked' }).run();
    const refused = await client.post(`/api/vendor/offers/${booked.id}/withdraw`);
    expect(refused).toMatchObject({
      status: 409,
      json: { message: 'This offer is booked and cannot be withdrawn' },
    });
  });
});

describe('POST /api/vendor/offers/:id/withdraw, twice or too late', () => {
  it('withdrawing twice changes nothing the second time; a closed offer is 409: "This offer is already closed"', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(new Client(t.app), { vendorId: vendor.id });
    const { json: offer } = await makeOffer(client, quote.id, vendor.id);
    await client.post(`/api/vendor/offers/${offer.id}/withdraw`);
    t.clock.advance(60_000);
    expect(await client.post(`/api/vendor/offers/${offer.id}/withdraw`)).toMatchObject({
      status: 200,
      json: { status: 'withdrawn' },
    });
    const row = await t.db.select().from(quoteOffers).where(eq(quoteOffers.id, offer.id)).get();
    expect(row?.updatedAt).toBe('2026-11-23T12:00:00.000Z');

    const { json: closed } = await makeOffer(client, quote.id, vendor.id);
    await t.db.update(quoteOffers).set({ status: 'closed' }).where(eq(quoteOffers.id, closed.id)).run();
    expect(await client.post(`/api/vendor/offers/${closed.id}/withdraw`)).toMatchObject({
      status: 409,
      json: { message: 'This offer is already closed' },
    });
    expect((await t.db.select().from(quoteOffers).where(eq(quoteOffers.id, closed.id)).get())?.status).toBe(
      'closed',
    );
  });
});

describe('POST /api/offers/:id/decline', () => {
  it('lets the customer decline an open offer once, with a reason the vendor reads; others get 404', async () => {
    const { client, vendor, user: owner } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const customer = await signUp(t.app);
    const quote = await sendQuote(customer.client, { vendorId: vendor.id });
    const { json: offer } = await makeOffer(client, quote.id, vendor.id);

    const stranger = await signUp(t.app);
    expect((await stranger.client.post(`/api/offers/${offer.id}/decline`, {})).status).toBe(404);
    expect((await client.post(`/api/offers/${offer.id}/decline`, {})).status).toBe(404);
    expect(
      (await customer.client.post(`/api/offers/${offer.id}/decline`, { reason: 'x'.repeat(501) })).json,
    ).toMatchObject({
      fields: { reason: 'Keep the reason under 500 characters' },
    });

    t.clock.advance(60_000);
    const declined = await customer.client.post(`/api/offers/${offer.id}/decline`, {
      reason: ' We chose a smaller menu ',
    });
    expect(declined.status).toBe(200);
    expect(declined.json as CustomerOfferView).toMatchObject({
      status: 'declined',
      declinedAt: '2026-11-23T12:01:00.000Z',
      declineReason: 'We chose a smaller menu',
      vendorName: 'Smokehouse',
    });
    const [lead] = (await client.get('/api/vendor/leads')).json as LeadView[];
    expect(lead?.offers[0]).toMatchObject({ status: 'declined', declineReason: 'We chose a smaller menu' });

    const twice = await customer.client.post(`/api/offers/${offer.id}/decline`, {});
    expect(twice).toMatchObject({
      status: 409,
      json: { message: 'You declined this offer from Smokehouse' },
    });
    const booked = await customer.client.post(`/api/offers/${offer.id}/book`, {});
    expect(booked).toMatchObject({
      status: 409,
      json: { message: 'You declined this offer from Smokehouse' },
    });

    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'offer-declined'))
      .all();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: owner.id,
      title: 'June declined your $1,250.00 offer',
      body: 'June declined your offer for December 12, 2026: “We chose a smaller menu”',
      url: `/vendor-dashboard?tab=leads&quote=${quote.id}`,
    });
  });

  it('refuses a withdrawn, booked or expired offer with 409 saying why; no reason is kept as none', async () => {
    const { client, vendor } = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const customer = await signUp(t.app);
    const quote = await sendQuote(customer.client, { vendorId: vendor.id });
    const decline = async (id: string) => customer.client.post(`/api/offers/${id}/decline`, {});

    const { json: withdrawn } = await makeOffer(client, quote.id, vendor.id);
    await client.post(`/api/vendor/offers/${withdrawn.id}/withdraw`);
    expect(await decline(withdrawn.id)).toMatchObject({
      status: 409,
      json: { message: 'Smokehouse withdrew this offer' },
    });

    const { json: booked } = await makeOffer(client, quote.id, vendor.id);
    await t.db.update(quoteOffers).set({ status: 'booked' }).where(eq(quoteOffers.id, booked.id)).run();
    expect(await decline(booked.id)).toMatchObject({
      status: 409,
      json: { message: 'This offer from Smokehouse is already booked' },
    });

    const later = await sendQuote(customer.client, { vendorId: vendor.id });
    const { json: open } = await makeOffer(client, later.id, vendor.id, { expiresOn: '2026-11-24' });
    t.clock.set('2026-11-25T18:00:00.000Z');
    expect(await decline(open.id)).toMatchObject({
      status: 409,
      json: { message: 'This offer from Smokehouse expired on November 24, 2026' },
    });
    t.clock.set('2026-11-24T18:00:00.000Z');
    expect(await decline(open.id)).toMatchObject({
      status: 200,
      json: { status: 'declined', declineReason: null },
    });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'offer-declined'))
      .all();
    expect(told?.body).toBe('June declined your offer for December 12, 2026 without giving a reason.');
  });
});
