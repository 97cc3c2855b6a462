import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendors } from '../../db/schema';

/** The pages every visitor reads the same (SPEC section 5's signed-out pages), for search engines. */
export const PUBLIC_PAGES = [
  '/',
  '/vendors',
  '/catering',
  '/delivery',
  '/packages',
  '/quote',
  '/event-planner',
  '/gig-workers',
  '/blog',
  '/terms',
] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entry = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;

/** The sitemaps.org document: the public pages, then each listed vendor's page with when it last changed. */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const listed = await db
    .select({ id: vendors.id, updatedAt: vendors.updatedAt })
    .from(vendors)
    .where(and(eq(vendors.isActive, true), eq(vendors.applicationStatus, 'approved')))
    .orderBy(vendors.id)
    .all();
  const urls = [
    ...PUBLIC_PAGES.map((path) => entry(new URL(path, origin).href)),
    ...listed.map((v) => entry(new URL(`/vendor/${encodeURIComponent(v.id)}`, origin).href, v.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
