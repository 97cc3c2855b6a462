import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerOfferView, LeadView } from '../../contracts/offers';
import { notifications, quoteOffers } from '../../db/schema';
import { Client, makeTestApp, signUp } from '../../test/harness';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  t = makeTestApp(); // 2026-11-23 in Broken Bow; the event is on 2026-12-12
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
    expect(t.db.select().from(quoteOffers).all()).toHaveLength(1);
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
    t.db.update(quoteOffers).set({ status: 'booked' }).run();
    const refused = await client.post(`/api/vendor/offers/${booked.id}/withdraw`);
    expect(refused).toMatchObject({
      status: 409,
      json: { message: 'This offer is booked and cannot be withdrawn' },
    });
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

    const told = t.db.select().from(notifications).where(eq(notifications.kind, 'offer-declined')).all();
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
    t.db.update(quoteOffers).set({ status: 'booked' }).where(eq(quoteOffers.id, booked.id)).run();
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
    const [told] = t.db.select().from(notifications).where(eq(notifications.kind, 'offer-declined')).all();
    expect(told?.body).toBe('June declined your offer for December 12, 2026 without giving a reason.');
  });
});
