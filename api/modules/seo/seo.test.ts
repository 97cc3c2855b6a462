import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, setApiTransport } from '../../../app/entry-server';
import { BLOG_POSTS } from '../../../app/features/content/blog-posts';
import { reviews } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addService, addVendor } from '../../test/fixtures';
import { makeTestApp, ORIGIN, signUp } from '../../test/harness';

// Search engines read the server's drawing: the page is drawn here as the server draws it (the real
// index.html, the API answered in process), asked for at another host than PUBLIC_ORIGIN (ORIGIN), so
// every absolute link must come from the origin the server was told.

const template = readFileSync('index.html', 'utf8');
let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendorId: string;
let hiddenVendorId: string;

beforeAll(async () => {
  t = await makeTestApp();
  setApiTransport(async (path, init) => t.app.request(path, init));
  const customer = await signUp(t.app);
  const vendor = await addVendor(t.db, {
    businessName: 'Timber Ridge Catering',
    businessType: 'restaurant',
    description: 'Smoked brisket buffets for lake weddings.',
    address: '12 Lakeview Rd',
    city: 'Broken Bow',
    state: 'OK',
    zipCode: '74728',
    phone: '(580) 555-0142',
    // The stored figure is not what the page shows: the rating must come from the visible reviews.
    rating: 2,
    reviewCount: 9,
    updatedAt: '2026-10-05T09:30:00.000Z',
  });
  vendorId = vendor.id;
  await addService(t.db, vendorId, { name: 'Buffet', basePriceCents: 4_500 });
  await addService(t.db, vendorId, { name: 'Whole hog', basePriceCents: 125_000 });
  await addService(t.db, vendorId, { name: 'Retired menu', basePriceCents: 900_000, isActive: false });
  const review = (rating: number, hiddenAt: string | null = null) => ({
    id: newId(),
    customerId: customer.user.id,
    vendorId,
    rating,
    comment: 'Great',
    hiddenAt,
  });
  await t.db
    .insert(reviews)
    .values([review(5), review(4), review(4), review(1, '2026-11-01T00:00:00Z')])
    .run();
  hiddenVendorId = (await addVendor(t.db, { businessName: 'Closed Shop', isActive: false })).id;
});

const PUBLIC_ORIGIN = 'https://brokenbow.example';
// A real HTML and XML parser (the API's own tests run in Node, where the app's fs reads need it).
const { DOMParser } = new Window();
type Parsed = ReturnType<InstanceType<typeof DOMParser>['parseFromString']>;

async function drawn(path: string) {
  const page = await render(new Request(`${ORIGIN}${path}`), template, 'nonce', PUBLIC_ORIGIN);
  if (!page || !('html' in page)) throw new Error(`${path} was not drawn`);
  return new DOMParser().parseFromString(page.html, 'text/html');
}

const jsonLd = (doc: Parsed) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
const head = (doc: Parsed, selector: string) => doc.head.querySelector(selector)?.getAttribute('content');

describe('a vendor page as drawn by the server', () => {
  it('describes the business, its rating from the visible reviews and the way back to the directory', async () => {
    const doc = await drawn(`/vendor/${vendorId}?utm_source=newsletter`);
    const [business, breadcrumbs] = jsonLd(doc);
    const url = `${PUBLIC_ORIGIN}/vendor/${vendorId}`;
    expect(business).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishment',
      name: 'Timber Ridge Catering',
      url,
      image: `${PUBLIC_ORIGIN}/images/restaurant.svg`,
      description: 'Smoked brisket buffets for lake weddings.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Lakeview Rd',
        addressLocality: 'Broken Bow',
        addressRegion: 'OK',
        postalCode: '74728',
        addressCountry: 'US',
      },
      telephone: '(580) 555-0142',
      priceRange: '$45.00 - $1,250.00',
      // (5 + 4 + 4) / 3: the hidden 1-star review is not on the page, so not in the rating.
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.33,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Vendors', item: `${PUBLIC_ORIGIN}/vendors` },
        { '@type': 'ListItem', position: 3, name: 'Timber Ridge Catering', item: url },
      ],
    });
    // The query string only tracked where the visitor came from: the canonical address is the path.
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(head(doc, 'meta[property="og:url"]')).toBe(url);
    expect(head(doc, 'meta[property="og:title"]')).toBe('Timber Ridge Catering — Broken Bow Events');
    expect(head(doc, 'meta[property="og:description"]')).toBe('Smoked brisket buffets for lake weddings.');
    expect(head(doc, 'meta[property="og:type"]')).toBe('business.business');
    expect(head(doc, 'meta[property="og:image"]')).toBe(`${PUBLIC_ORIGIN}/images/restaurant.svg`);
    expect(head(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('gives no rating to a vendor without reviews, and falls back to its price band without services', async () => {
    const bare = (
      await addVendor(t.db, {
        businessName: 'New Bar',
        businessType: 'bartending',
        priceRange: '$$',
      })
    ).id;
    const [business] = jsonLd(await drawn(`/vendor/${bare}`));
    expect(business).toMatchObject({ '@type': 'FoodEstablishment', priceRange: '$$' });
    expect(business).not.toHaveProperty('aggregateRating');
    expect(business).not.toHaveProperty('telephone');
  });

  it('draws a missing vendor with no canonical address or structured data', async () => {
    const doc = await drawn(`/vendor/${hiddenVendorId}`);
    expect(jsonLd(doc)).toEqual([]);
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('the blog as drawn by the server', () => {
  it('is one Article per post, with its headline, date, author and picture', async () => {
    const doc = await drawn('/blog');
    const articles = jsonLd(doc);
    expect(articles).toHaveLength(BLOG_POSTS.length);
    expect(articles[0]).toMatchObject({
      '@type': 'Article',
      headline: 'The Complete Guide to Planning an Event in Broken Bow',
      datePublished: '2025-09-18',
      author: { '@type': 'Person', name: 'Jessica Hartley' },
      image: `${PUBLIC_ORIGIN}/images/venue.svg`,
      url: `${PUBLIC_ORIGIN}/blog#event-planning-guide-title`,
    });
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_ORIGIN}/blog`,
    );
    expect(head(doc, 'meta[property="og:type"]')).toBe('website');
    expect(head(doc, 'meta[property="og:image"]')).toBe(`${PUBLIC_ORIGIN}/icons/icon-512.png`);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the public pages and each listed vendor with its last change, as absolute links', async () => {
    const res = await t.app.request('http://127.0.0.1:4650/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = new DOMParser().parseFromString(await res.text(), 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    const urlset = xml.documentElement;
    expect(urlset.nodeName).toBe('urlset');
    expect(urlset.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = [...urlset.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/vendors`);
    expect(locs).toContain(`${ORIGIN}/blog`);
    expect(entries).toContainEqual({
      loc: `${ORIGIN}/vendor/${vendorId}`,
      lastmod: '2026-10-05T09:30:00.000Z',
    });
    expect(locs).not.toContain(`${ORIGIN}/vendor/${hiddenVendorId}`);
    expect(locs.filter((loc) => loc?.includes('/cart'))).toEqual([]);
    expect(locs.every((loc) => loc?.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('lets crawlers read the public pages, keeps them out of private ones, and names the sitemap', async () => {
    const res = await t.app.request('http://127.0.0.1:4650/robots.txt');
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/checkout',
      '/cart',
      '/bookings',
      '/admin',
      '/vendor-dashboard',
      '/saved',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /vendors');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
