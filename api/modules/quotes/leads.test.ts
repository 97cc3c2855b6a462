import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BusinessType, ServiceCategory } from '../../contracts/enums';
import { outgoingMail, quoteLeads, quoteRequests, vendorAvailability } from '../../db/schema';
import { createNotifier } from '../../notifications/notifier';
import { addJob, addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp, ORIGIN, signUp } from '../../test/harness';
import { quoteBody, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';
import { MAX_LEADS } from './leads';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow
});

const leadVendorIds = async (quoteId: string) =>
  (await t.db.select().from(quoteLeads).all())
    .filter((l) => l.quoteRequestId === quoteId)
    .map((l) => l.vendorId)
    .sort();

async function caterer(
  name: string,
  over: Parameters<typeof addVendor>[1] = {},
  guests = { min: 10, max: 60 },
) {
  const vendor = await addVendor(t.db, { businessName: name, ...over });
  await addService(t.db, vendor.id, { category: 'catering', minGuests: guests.min, maxGuests: guests.max });
  return vendor;
}

describe('POST /api/quotes writes leads', () => {
  it('reaches the listed vendors of the chosen category who take the guests and are free that day', async () => {
    const fits = await caterer('Fits');
    await caterer('Too small', {}, { min: 10, max: 20 });
    await caterer('Inactive', { isActive: false });
    await caterer('Pending', { applicationStatus: 'pending' });
    const blocked = await caterer('Blocked');
    await t.db.insert(vendorAvailability).values({ vendorId: blocked.id, availableDate: '2026-12-12' }).run();
    const full = await caterer('Full');
    const { user: other } = await signUp(t.app);
    await addJob(t.db, { customerId: other.id, vendorId: full.id, scheduledDate: '2026-12-12' });
    const photographer = await addVendor(t.db, { businessName: 'Photos' });
    await addService(t.db, photographer.id, { category: 'photography' });

    const quote = await sendQuote(new Client(t.app), { category: 'catering' });
    expect(quote).toMatchObject({ category: 'catering', vendorId: null });
    expect(await leadVendorIds(quote.id)).toEqual([fits.id]);
  });

  it("reaches the vendors who supply the package's items: a Social request goes to caterers and rentals, no DJ", async () => {
    const trade = async (name: string, businessType: BusinessType, categories: ServiceCategory[]) => {
      const vendor = await addVendor(t.db, { businessName: name, businessType, rating: 4.9 });
      for (const category of categories)
        await addService(t.db, vendor.id, { category, minGuests: null, maxGuests: 200 });
      return vendor;
    };
    const smokehouse = await trade('Smokehouse BBQ', 'restaurant', ['catering']);
    const kitchen = await trade('Lakeside Kitchen', 'restaurant', ['catering']);
    const tents = await trade('Broken Bow Tent & Table', 'rentals', ['rentals']);
    const linens = await trade('Lakeside Linen & Lighting', 'rentals', ['rentals', 'delivery']);
    const odd = await trade('Pine Events', 'other', ['rentals']);
    // The demo's DJ rents uplighting and its barn rents farm tables: rentals services, not rentals trades.
    await trade('Red Dirt DJ Co.', 'entertainment', ['entertainment', 'rentals']);
    await trade('Whispering Pines Event Barn', 'venue', ['venue', 'rentals']);
    await trade('Firefly Magic & Mirth', 'entertainment', ['entertainment']);
    await trade('Lens & Light', 'photography', ['photography']);
    await trade('Pinecone Pours', 'bartending', ['bartending']);
    // A retired rentals service is no rentals service.
    const retired = await addVendor(t.db, { businessName: 'Closed Rentals', businessType: 'rentals' });
    await addService(t.db, retired.id, { category: 'rentals', isActive: false });

    const quote = await sendQuote(new Client(t.app), { packageId: 'social', guestCount: '40' });
    expect(await leadVendorIds(quote.id)).toEqual(
      [smokehouse.id, kitchen.id, tents.id, linens.id, odd.id].sort(),
    );
  });

  it(`reaches every category without package or category, at most ${MAX_LEADS} vendors, best rated first`, async () => {
    const made = [];
    for (let i = 0; i < MAX_LEADS + 3; i++) made.push(await caterer(`V${i}`, { rating: i / 10 }));
    const quote = await sendQuote(new Client(t.app));
    const best = made.slice(3).map((v) => v.id);
    expect(await leadVendorIds(quote.id)).toEqual(best.sort());
  });

  it('goes to the named vendor alone, and refuses one that is not listed', async () => {
    const named = await caterer('Named', {}, { min: 1, max: 5 });
    await caterer('Other');
    const quote = await sendQuote(new Client(t.app), { vendorId: named.id });
    expect(quote.vendorId).toBe(named.id);
    expect(await leadVendorIds(quote.id)).toEqual([named.id]);

    const pending = await caterer('Pending', { applicationStatus: 'pending' });
    const res = await new Client(t.app).post('/api/quotes', quoteBody({ vendorId: pending.id }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: 'This vendor is not taking quote requests. Please choose another vendor.',
      fields: { vendorId: 'Unknown or inactive vendor' },
    });
    expect(await t.db.select().from(quoteRequests).all()).toHaveLength(1);
  });

  it('refuses an unknown category, and writes no new leads for a replayed id', async () => {
    const bad = await new Client(t.app).post('/api/quotes', quoteBody({ category: 'fireworks' }));
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ fields: { category: 'Choose a service category from the list' } });

    const first = await caterer('First');
    const id = randomUUID();
    const anon = new Client(t.app);
    await sendQuote(anon, { id, category: 'catering' });
    await caterer('Second');
    expect((await anon.post('/api/quotes', quoteBody({ id, category: 'catering' }))).status).toBe(200);
    expect(await leadVendorIds(id)).toEqual([first.id]);
  });
});

describe("the vendor's e-mail about a request", () => {
  it("shows the visitor's words with their web addresses broken, so only our own link is a link", async () => {
    const { user: owner } = await vendorWithOwner(t.app, t.db, 'Timber Ridge');
    await sendQuote(new Client(t.app), {
      firstName: 'www.evil.example',
      venue: 'https://evil.example/win, call now',
      category: 'catering',
    });
    await createNotifier({ db: t.db, clock: t.clock, publicOrigin: ORIGIN }).drain();
    const [mail] = (await t.db.select().from(outgoingMail).all()).filter((m) =>
      m.subject.startsWith('New quote request'),
    );
    expect(mail?.to).toBe(owner.email);
    expect(mail?.text).toContain(
      'www[.]evil[.]example is planning a wedding on Saturday, December 12, 2026 for 40 guests at https[://]evil[.]example/win, call now.',
    );
    for (const part of [mail?.text, mail?.html]) expect(part).not.toMatch(/evil\.|www\.|:\/\/evil/);
    expect(mail?.subject).toBe('New quote request: Wedding, Sat Dec 12');
    expect(mail?.html.match(/href="[^"]*"/g)).toEqual([
      expect.stringMatching(new RegExp(`^href="${ORIGIN}/vendor-dashboard\\?tab=leads&amp;quote=`)),
      `href="${ORIGIN}/preferences"`,
    ]);
  });
});

describe("a visitor's requests join their account", () => {
  it('at sign-up with the same e-mail in any case', async () => {
    const quote = await sendQuote(new Client(t.app), { email: 'June.Carter@Example.com' });
    await sendQuote(new Client(t.app), { email: 'someone@example.com' });
    const { client } = await signUp(t.app, 'customer', { email: 'june.carter@example.com' });
    const mine = await client.get('/api/quotes/mine');
    expect(mine.status).toBe(200);
    expect((mine.json as { id: string }[]).map((q) => q.id)).toEqual([quote.id]);
  });

  it('at sign-in, without taking requests already joined to another account', async () => {
    const { input } = await signUp(t.app, 'customer', { email: 'june@example.com' });
    const theirs = await sendQuote(new Client(t.app), { email: 'JUNE@example.com' });
    const client = new Client(t.app);
    expect((await client.post('/api/login', { email: input.email, password: input.password })).status).toBe(
      200,
    );
    const mine = (await client.get('/api/quotes/mine')).json as { id: string }[];
    expect(mine.map((q) => q.id)).toEqual([theirs.id]);
    expect((await new Client(t.app).get('/api/quotes/mine')).status).toBe(401);
  });
});
