import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, type VendorCard } from '../../contracts/vendors';
import { fts5Match } from '../../db/dialect';
import { services, vendors } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp } from '../../test/harness';
import { searchClauses } from './search-terms';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let client: Client;
const names = async (query: string) => {
  const res = await client.get(`/api/vendors?${query}`);
  expect(res.status, query).toBe(200);
  return (res.json as VendorCard[]).map((v) => v.businessName);
};
const FUTURE = '2026-12-31T00:00:00.000Z';

beforeEach(async () => {
  t = await makeTestApp();
  client = new Client(t.app);
  const pit = await addVendor(t.db, {
    businessName: 'Hickory Pit',
    description: 'Slow-smoked Texas-style barbecue for big crowds.',
    priceRange: '$',
    rating: 4.1,
    reviewCount: 300,
  });
  await addService(t.db, pit.id, { name: 'Brisket buffet' });
  await addVendor(t.db, {
    businessName: 'Smoke Signals',
    priceRange: '$$$',
    rating: 4.6,
    reviewCount: 12,
    metadata: { cuisineType: 'BBQ & Grilled' },
  });
  const lens = await addVendor(t.db, {
    businessName: 'Kiamichi Light',
    businessType: 'photography',
    priceRange: '$$',
    rating: 4.9,
    reviewCount: 40,
    featuredUntil: FUTURE,
  });
  await addService(t.db, lens.id, {
    name: 'Wedding coverage',
    category: 'photography',
    description: 'Eight hours, two shooters',
  });
  const dj = await addVendor(t.db, {
    businessName: 'Red Dirt Sound',
    businessType: 'entertainment',
    description: 'Music for weddings and proms.',
    rating: 3.9,
    reviewCount: 90,
  });
  await addService(t.db, dj.id, { name: 'Wedding DJ & MC', category: 'entertainment' });
  await addVendor(t.db, {
    businessName: 'Casa del Río',
    description: 'Tacos and fajitas',
    rating: 4.4,
    priceRange: '$$',
  });
});

describe('GET /api/vendors?q=', () => {
  it('finds by business name, description, service and cuisine', async () => {
    expect(await names('q=hickory')).toEqual(['Hickory Pit']);
    expect(await names('q=fajitas')).toEqual(['Casa del Río']);
    expect(await names('q=brisket')).toEqual(['Hickory Pit']);
    expect(await names('q=shooters')).toEqual(['Kiamichi Light']);
    expect(await names('q=grilled')).toEqual(['Smoke Signals']);
  });

  it('takes bbq for barbecue and barbecue for BBQ, prefixes, accents and plurals', async () => {
    expect(await names('q=bbq')).toEqual(['Smoke Signals', 'Hickory Pit']);
    expect(await names('q=Barbecue')).toEqual(['Smoke Signals', 'Hickory Pit']);
    expect(await names('q=bar-b-q')).toEqual(['Smoke Signals', 'Hickory Pit']);
    expect(await names('q=disc%20jockey')).toEqual(['Red Dirt Sound']);
    expect(await names('q=photographer')).toEqual(['Kiamichi Light']);
    expect(await names('q=kiam')).toEqual(['Kiamichi Light']);
    expect(await names('q=rio')).toEqual(['Casa del Río']);
    expect(await names('q=weddings')).toEqual(['Kiamichi Light', 'Red Dirt Sound']);
  });

  it('needs every word to match', async () => {
    expect(await names('q=wedding%20dj')).toEqual(['Red Dirt Sound']);
    expect(await names('q=wedding%20pizza')).toEqual([]);
  });

  it('answers odd input with a 200 or a 400, never a 500', async () => {
    for (const q of [
      '"',
      '""bbq',
      '*',
      'bbq*',
      'NEAR(bbq barbecue)',
      'bbq NEAR barbecue',
      'AND OR NOT',
      '^pit',
      'business_name:pit',
      '(',
      "'; drop table vendors; --",
      '😀🔥',
      '   ',
      'x'.repeat(100),
      'é'.repeat(100),
      '\u0000',
    ]) {
      const res = await client.get(`/api/vendors?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect((await client.get(`/api/vendors?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await client.get('/api/vendors?q=a&q=b')).status).toBe(400);
    // Nothing searchable typed: the search is ignored rather than matching nothing.
    expect(await names('q=%22%22')).toHaveLength(5);
  });

  it('follows edits to vendors and services', async () => {
    const [pit] = await t.db.select().from(vendors).where(eq(vendors.businessName, 'Hickory Pit')).all();
    if (!pit) throw new Error('seeded above');
    await t.db.update(vendors).set({ businessName: 'Pecan Pit' }).where(eq(vendors.id, pit.id)).run();
    expect(await names('q=pecan')).toEqual(['Pecan Pit']);
    expect(await names('q=hickory')).toEqual([]);
    await t.db.update(services).set({ isActive: false }).where(eq(services.vendorId, pit.id)).run();
    expect(await names('q=brisket')).toEqual([]);
    await addService(t.db, pit.id, { name: 'Whole hog roast' });
    expect(await names('q=hog')).toEqual(['Pecan Pit']);
    await t.db.delete(vendors).where(eq(vendors.id, pit.id)).run();
    expect(await names('q=hog')).toEqual([]);
  });

  it('combines with filters and paging, and counts the matches', async () => {
    expect(await names('q=bbq&priceRange=$')).toEqual(['Hickory Pit']);
    expect(await names('q=wedding&category=photography')).toEqual(['Kiamichi Light']);
    const first = await client.get('/api/vendors?q=bbq&limit=1');
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe('2');
    expect((first.json as VendorCard[]).map((v) => v.businessName)).toEqual(['Smoke Signals']);
    expect(await names('q=bbq&limit=1&offset=1')).toEqual(['Hickory Pit']);
    expect(await names('q=bbq&sort=price&limit=1&offset=1')).toEqual(['Smoke Signals']);
  });
});

describe('GET /api/vendors?sort=', () => {
  it('orders featured first by default, then by rating', async () => {
    const all = ['Kiamichi Light', 'Smoke Signals', 'Casa del Río', 'Hickory Pit', 'Red Dirt Sound'];
    expect(await names('')).toEqual(all);
    expect(await names('sort=featured')).toEqual(all);
    expect(await names('sort=')).toEqual(all);
  });

  it('orders by rating, by review count and by price range, unpriced last', async () => {
    expect(await names('sort=rating')).toEqual([
      'Kiamichi Light',
      'Smoke Signals',
      'Casa del Río',
      'Hickory Pit',
      'Red Dirt Sound',
    ]);
    expect(await names('sort=reviews')).toEqual([
      'Hickory Pit',
      'Red Dirt Sound',
      'Kiamichi Light',
      'Smoke Signals',
      'Casa del Río',
    ]);
    expect(await names('sort=price')).toEqual([
      'Hickory Pit',
      'Kiamichi Light',
      'Casa del Río',
      'Smoke Signals',
      'Red Dirt Sound',
    ]);
    expect(await names('sort=price&limit=2&offset=2')).toEqual(['Casa del Río', 'Smoke Signals']);
  });

  it('refuses an unknown sort', async () => {
    expect((await client.get('/api/vendors?sort=cheapest')).status).toBe(400);
  });
});

describe('GET /api/vendors/featured', () => {
  it('leads with the best featured caterer, venue and photographer, filling from other featured', async () => {
    await addVendor(t.db, {
      businessName: 'Old Barn',
      businessType: 'venue',
      rating: 3,
      featuredUntil: FUTURE,
    });
    await addVendor(t.db, {
      businessName: 'Lapsed Hall',
      businessType: 'venue',
      rating: 5,
      featuredUntil: '2020-01-01',
    });
    await addVendor(t.db, {
      businessName: 'Top Bar',
      businessType: 'bartending',
      rating: 5,
      featuredUntil: FUTURE,
    });
    const res = await client.get('/api/vendors/featured');
    expect(res.status).toBe(200);
    expect((res.json as VendorCard[]).map((v) => v.businessName)).toEqual([
      'Old Barn',
      'Kiamichi Light',
      'Top Bar',
    ]);
  });
});

describe('searchClauses', () => {
  it('keeps letters and digits only, so FTS5 or tsquery syntax in the input is only text', () => {
    expect(searchClauses('NEAR("a" b*)')).toEqual([['b']]);
    expect(searchClauses('*** ""')).toBeNull();
  });

  it('gives each word its spellings, spelled for FTS5 as quoted prefixes', () => {
    const clauses = searchClauses('bbq pit');
    expect(clauses).toEqual([['bbq', 'barbecue', 'barbeque', 'barbq'], ['pit']]);
    expect(fts5Match(clauses ?? [])).toBe('("bbq"* OR "barbecue"* OR "barbeque"* OR "barbq"*) AND ("pit"*)');
  });
});
