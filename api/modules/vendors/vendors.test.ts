import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorCard, VendorDetail } from '../../contracts/vendors';
import { services, vendors } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let client: Client;
const names = async (query = '') => {
  const res = await client.get(`/api/vendors${query}`);
  expect(res.status).toBe(200);
  return (res.json as VendorCard[]).map((v) => v.businessName);
};

beforeEach(async () => {
  t = await makeTestApp();
  client = new Client(t.app);
  const bbq = await addVendor(t.db, {
    businessName: 'Smokehouse',
    businessType: 'restaurant',
    priceRange: '$$',
    rating: 4.2,
    metadata: { cuisineType: 'BBQ & Grilled' },
  });
  await addService(t.db, bbq.id, { minGuests: 10, maxGuests: 40 });
  await addService(t.db, bbq.id, { name: 'Delivery', category: 'delivery', minGuests: 1, maxGuests: 20 });
  const trattoria = await addVendor(t.db, {
    businessName: 'Trattoria',
    businessType: 'restaurant',
    priceRange: '$$$',
    rating: 4.9,
    metadata: { cuisineType: 'Italian' },
  });
  await addService(t.db, trattoria.id, { minGuests: 20, maxGuests: 80 });
  const barn = await addVendor(t.db, {
    businessName: 'Barn',
    businessType: 'venue',
    priceRange: '$$$$',
    rating: 3.1,
    featuredUntil: '2026-12-31T00:00:00.000Z',
  });
  await addService(t.db, barn.id, { category: 'venue', minGuests: 50, maxGuests: 300 });
  await addVendor(t.db, {
    businessName: 'Expired',
    businessType: 'venue',
    rating: 5,
    featuredUntil: '2026-11-01T00:00:00.000Z',
  });
  await addVendor(t.db, { businessName: 'Closed', businessType: 'venue', rating: 5, isActive: false });
});

describe('GET /api/vendors', () => {
  it('lists active vendors only: featured first, then by rating', async () => {
    expect(await names()).toEqual(['Barn', 'Expired', 'Trattoria', 'Smokehouse']);
  });

  it('counts a feature only while featuredUntil is later than now', async () => {
    t.clock.set('2027-01-02T00:00:00.000Z');
    expect(await names()).toEqual(['Expired', 'Trattoria', 'Smokehouse', 'Barn']);
  });

  it('answers the card fields with the rating as a two-place decimal', async () => {
    const res = await client.get('/api/vendors?category=venue');
    const barn = (res.json as VendorCard[])[0];
    expect(barn).toMatchObject({
      businessName: 'Barn',
      businessType: 'venue',
      rating: '3.10',
      reviewCount: 0,
      priceRange: '$$$$',
      isVerified: false,
      featuredUntil: '2026-12-31T00:00:00.000Z',
      guestRange: '50-300',
    });
    expect(res.headers.get('x-total-count')).toBe('2');
  });

  it.each([
    ['?category=restaurant', ['Trattoria', 'Smokehouse']],
    ['?category=catering', ['Trattoria', 'Smokehouse']],
    ['?category=venue', ['Barn', 'Expired']],
    ['?category=delivery', ['Smokehouse']],
    ['?category=all', ['Barn', 'Expired', 'Trattoria', 'Smokehouse']],
    ['?category=', ['Barn', 'Expired', 'Trattoria', 'Smokehouse']],
    ['?priceRange=%24%24', ['Smokehouse']],
    ['?priceRange=all', ['Barn', 'Expired', 'Trattoria', 'Smokehouse']],
    ['?category=restaurant&cuisineType=Italian', ['Trattoria']],
    ['?cuisineType=BBQ%20%26%20Grilled', ['Smokehouse']],
    ['?guests=10-25', ['Smokehouse', 'Trattoria'].sort()],
    ['?guests=100%2B', ['Barn']],
    ['?guests=51-100', ['Barn', 'Trattoria']],
    ['?package=intimate', ['Smokehouse', 'Trattoria'].sort()],
    ['?package=grand&guests=201-500', ['Barn']],
  ])('filters %s', async (query, expected) => {
    expect((await names(query)).sort()).toEqual([...expected].sort());
  });

  it.each([
    '?category=spaceships',
    '?priceRange=%24%24%24%24%24',
    '?cuisineType=Klingon',
    '?guests=lots',
    '?guests=50-10',
    '?package=huge',
    '?limit=0',
    '?limit=abc',
    '?offset=-1',
  ])('answers a malformed filter %s with a 400 JSON message', async (query) => {
    const res = await client.get(`/api/vendors${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: expect.any(String) });
  });

  it('pages with limit and offset, and says the total', async () => {
    const first = await client.get('/api/vendors?limit=2');
    const second = await client.get('/api/vendors?limit=2&offset=2');
    expect((first.json as VendorCard[]).map((v) => v.businessName)).toEqual(['Barn', 'Expired']);
    expect((second.json as VendorCard[]).map((v) => v.businessName)).toEqual(['Trattoria', 'Smokehouse']);
    expect(first.headers.get('x-total-count')).toBe('4');
  });
});

describe('GET /api/vendors/:id and /services', () => {
  it('answers the vendor with its contact details', async () => {
    const v = await addVendor(t.db, {
      businessName: 'Lakeside',
      address: '1 Lake Rd',
      city: 'Broken Bow',
      state: 'OK',
      zipCode: '74728',
      phone: '(580) 584-0000',
    });
    const res = await client.get(`/api/vendors/${v.id}`);
    expect(res.status).toBe(200);
    expect(res.json as VendorDetail).toMatchObject({
      businessName: 'Lakeside',
      address: '1 Lake Rd',
      city: 'Broken Bow',
      state: 'OK',
      zipCode: '74728',
    });
  });

  it('lists active services with price as a decimal string', async () => {
    const v = await addVendor(t.db);
    await addService(t.db, v.id, {
      name: 'Brisket plate',
      basePriceCents: 1850,
      priceUnit: 'per person',
      duration: '3 hours',
    });
    await addService(t.db, v.id, { name: 'Gone', isActive: false });
    const res = await client.get(`/api/vendors/${v.id}/services`);
    expect(res.json).toEqual([
      expect.objectContaining({
        name: 'Brisket plate',
        price: '18.50',
        priceUnit: 'per person',
        duration: '3 hours',
      }),
    ]);
  });

  it('is a JSON 404 for a missing or inactive vendor', async () => {
    const closed = await addVendor(t.db, { isActive: false });
    for (const path of [
      `/api/vendors/${closed.id}`,
      '/api/vendors/nope',
      `/api/vendors/${closed.id}/services`,
      "/api/vendors/'%20or%201=1--",
    ]) {
      const res = await client.get(path);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ message: 'Vendor not found' });
    }
  });
});

describe('catalogue caching', () => {
  it('serves a remembered answer until a vendor or service changes, then the fresh one', async () => {
    const first = (await client.get('/api/vendors?category=venue')).json as VendorCard[];
    expect(first.map((v) => v.businessName)).toEqual(['Barn', 'Expired']);
    const barn = first[0];
    await t.db
      .update(vendors)
      .set({ businessName: 'Big Barn' })
      .where(eq(vendors.id, barn?.id ?? ''))
      .run();
    const after = (await client.get('/api/vendors?category=venue')).json as VendorCard[];
    expect(after[0]?.businessName).toBe('Big Barn');
    await addService(t.db, barn?.id ?? '', {
      name: 'Hayride',
      category: 'venue',
      minGuests: 5,
      maxGuests: 500,
    });
    const widened = (await client.get(`/api/vendors/${barn?.id}`)).json as VendorCard;
    expect(widened.guestRange).toBe('5-500');
  });

  it('answers a repeat visit with 304 Not Modified by ETag', async () => {
    const first = await client.get('/api/vendors');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await client.call('GET', '/api/vendors', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
  });

  it('keeps the vendor guest range in step with its services (triggers)', async () => {
    const v = await addVendor(t.db, { businessName: 'Tiny' });
    const s1 = await addService(t.db, v.id, { minGuests: 2, maxGuests: 8 });
    expect((await client.get('/api/vendors?guests=10-25')).json as VendorCard[]).not.toContainEqual(
      expect.objectContaining({ id: v.id }),
    );
    await addService(t.db, v.id, { minGuests: 10, maxGuests: null });
    expect(((await client.get(`/api/vendors/${v.id}`)).json as VendorCard).guestRange).toBe('2+');
    await t.db
      .update(services)
      .set({ isActive: false })
      .where(and(eq(services.vendorId, v.id), ne(services.id, s1.id)))
      .run();
    expect(((await client.get(`/api/vendors/${v.id}`)).json as VendorCard).guestRange).toBe('2-8');
  });
});
