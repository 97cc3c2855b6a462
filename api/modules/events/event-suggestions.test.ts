import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventDetail, SuggestionsView } from '../../contracts/event-plan';
import { vendorPhotos, vendors } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, signUp } from '../../test/harness';
import { sqliteOf } from '../../test/test-database';
import { fittingServices } from './event-suggestions';
import {
  blockDay,
  createEvent,
  EVENT_DAY,
  fillDay,
  type Planner,
  plan,
  plannerApp,
  put,
} from './plan-test-kit';

let t: Planner['t'];
let party: Planner['party'];
beforeEach(async () => {
  ({ t, party } = await plannerApp()); // 2026-11-23 noon UTC; the event is on 2026-12-12
});

const venue = async (
  name: string,
  rating: number,
  service: { price: number; min?: number; max?: number },
) => {
  const vendor = await addVendor(t.db, {
    businessName: name,
    businessType: 'venue',
    rating,
    reviewCount: 10,
  });
  await addService(t.db, vendor.id, {
    name: `${name} hire`,
    category: 'venue',
    basePriceCents: service.price,
    priceUnit: 'per event',
    minGuests: service.min ?? null,
    maxGuests: service.max ?? null,
  });
  return vendor;
};

const suggest = async (client: Client, eventId: string, category: string) => {
  const res = await client.get(`/api/events/${eventId}/suggestions?category=${category}`);
  expect(res.status).toBe(200);
  return res.json as SuggestionsView;
};
const names = (view: SuggestionsView) => view.vendors.map((v) => v.businessName);

describe('GET /api/events/:id/suggestions', () => {
  it("suggests the category's vendors that take the guests, best rated first, priced for the event", async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client, { budget: null });
    await venue('Small Cabin', 4.9, { price: 50_000, max: 40 });
    await venue('Lake Hall', 4.6, { price: 300_000, min: 20, max: 200 });
    await venue('Creek Pavilion', 4.6, { price: 90_000 });
    const twoOffers = await venue('Depot Hall', 4.1, { price: 400_000, max: 300 });
    await addService(t.db, twoOffers.id, {
      name: 'Depot weekday',
      category: 'venue',
      basePriceCents: 200_000,
    });
    await addService(t.db, twoOffers.id, { name: 'Depot tables', category: 'rentals', basePriceCents: 100 });

    const view = await suggest(client, event.id, 'venue');
    expect(view).toMatchObject({ category: 'venue', allowance: null, overShare: 0 });
    // Rating first, then more reviews (Lake Hall 10 vs Creek Pavilion 10: by name).
    expect(names(view)).toEqual(['Pine Barn', 'Creek Pavilion', 'Lake Hall', 'Depot Hall']);
    expect(view.vendors.find((v) => v.businessName === 'Depot Hall')).toMatchObject({
      serviceName: 'Depot weekday',
      price: '2000.00',
      rating: '4.10',
      planned: false,
      photo: null,
    });

    // The caterer's extras (a juice pack per item, a server per hour) cost less but do not feed 80.
    await addService(t.db, party.caterer.id, {
      name: 'Juice pack',
      category: 'catering',
      basePriceCents: 3_900,
      priceUnit: 'per item',
    });
    await addService(t.db, party.caterer.id, {
      name: 'Extra server',
      category: 'catering',
      basePriceCents: 2_500,
      priceUnit: 'per hour',
    });
    const catering = await suggest(client, event.id, 'catering');
    expect(catering.vendors).toMatchObject([
      { businessName: 'Smokehouse', serviceName: 'BBQ Buffet', priceUnit: 'per person', price: '1480.00' },
    ]);
    // A vendor with only extras still shows, at its cheapest.
    const bakery = await addVendor(t.db, { businessName: 'Cake Shop', rating: 4.0 });
    await addService(t.db, bakery.id, {
      name: 'Cupcakes',
      category: 'catering',
      basePriceCents: 300,
      priceUnit: 'per item',
    });
    await addService(t.db, bakery.id, {
      name: 'Cake',
      category: 'catering',
      basePriceCents: 9_000,
      priceUnit: 'per item',
    });
    expect((await suggest(client, event.id, 'catering')).vendors.map((v) => v.serviceName)).toEqual([
      'BBQ Buffet',
      'Cupcakes',
    ]);
  });

  it("leaves out vendors dearer than the category's share of the budget, and counts them", async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client); // budget 20,000.00: the venue's 10 % is 2,000.00
    await venue('Creek Pavilion', 4.6, { price: 90_000 });
    await venue('Lake Hall', 4.6, { price: 200_000 });
    await venue('Chapel', 4.0, { price: 200_001 });
    const view = await suggest(client, event.id, 'venue');
    expect(view.allowance).toBe('2000.00');
    expect(names(view)).toEqual(['Creek Pavilion', 'Lake Hall']);
    expect(view.overShare).toBe(2); // Chapel and Pine Barn

    await put(client, `/api/events/${event.id}/plan`, { shares: { venue: 40 } });
    const wider = await suggest(client, event.id, 'venue');
    expect(wider).toMatchObject({ allowance: '8000.00', overShare: 0 });
    expect(names(wider)).toContain('Pine Barn');
  });

  it('leaves out vendors not free that day: blocked, full, inactive or not approved', async () => {
    const { client, user } = await signUp(t.app);
    const other = await signUp(t.app);
    const event = await createEvent(client, { budget: null });
    const blocked = await venue('Blocked Hall', 4.0, { price: 10_000 });
    const full = await venue('Full Hall', 4.0, { price: 10_000 });
    const closed = await venue('Closed Hall', 4.0, { price: 10_000 });
    const pending = await venue('Pending Hall', 4.0, { price: 10_000 });
    const elsewhere = await venue('Busy Elsewhere', 4.0, { price: 10_000 });
    await blockDay(t.db, blocked.id);
    await fillDay(t.db, full.id, other.user.id);
    await fillDay(t.db, elsewhere.id, other.user.id, '2026-12-13');
    // The host's own booking that day leaves the vendor free for the host.
    await fillDay(t.db, party.barn.id, user.id);
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, closed.id)).run();
    await t.db.update(vendors).set({ applicationStatus: 'pending' }).where(eq(vendors.id, pending.id)).run();
    expect(names(await suggest(client, event.id, 'venue'))).toEqual(['Pine Barn', 'Busy Elsewhere']);

    t.clock.set('2026-12-13T18:00:00.000Z');
    expect(names(await suggest(client, event.id, 'venue'))).toEqual([]);
  });

  it('marks what is already planned and shows the cover photo', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client, { budget: null });
    await t.db
      .insert(vendorPhotos)
      .values({ id: 'cover-1', vendorId: party.barn.id, widths: [480, 960], width: 1600, height: 1067 })
      .run();
    await t.db.update(vendors).set({ coverPhotoId: 'cover-1' }).where(eq(vendors.id, party.barn.id)).run();
    expect(((await plan(client, event.id, party.rental.id)).json as EventDetail).plan).toHaveLength(1);
    const [barn] = (await suggest(client, event.id, 'venue')).vendors;
    expect(barn).toMatchObject({ businessName: 'Pine Barn', planned: true });
    expect(barn?.photo).toMatchObject({ width: 1600, height: 1067, srcset: expect.stringContaining('480w') });
  });

  it('refuses an unknown or missing category', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    for (const query of ['?category=dj', '', '?category=']) {
      const res = await client.get(`/api/events/${event.id}/suggestions${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ message: 'Unknown category' });
    }
  });

  it('reads services, vendors, photos, orders, holds and blocks through their indexes', () => {
    const query = fittingServices(t.db, {
      category: 'venue',
      guests: 80,
      day: EVENT_DAY,
      now: t.clock.now(),
      customerId: 'the-host',
    });
    const { sql: source, params } = query.toSQL();
    const steps = sqliteOf(t.db)
      .prepare(`explain query plan ${source}`)
      .all(...params)
      .map((row) => (row as { detail: string }).detail)
      .filter((step) => /^(SEARCH|SCAN) /.test(step));
    expect(steps.length).toBeGreaterThanOrEqual(7);
    for (const step of steps) expect(step).toMatch(/^SEARCH \w+ USING (INDEX|PRIMARY KEY|COVERING INDEX)/);
    expect(steps[0]).toMatch(/^SEARCH services USING INDEX services_category_idx/);
  });
});
