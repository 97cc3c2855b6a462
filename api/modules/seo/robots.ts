/** Pages that are someone's own (or the API): nothing in them is for a search engine. */
export const PRIVATE_PATHS = [
  '/api/',
  '/auth',
  '/cart',
  '/checkout',
  '/bookings',
  '/quotes',
  '/messages',
  '/notifications',
  '/profile',
  '/preferences',
  '/reset-password',
  '/admin',
  '/vendor-dashboard',
  '/vendor-plan',
  '/worker-jobs',
  '/event-planner/',
  // Someone's saved list, and its share links: private by being unguessable, never indexed.
  '/saved',
] as const;

/** robots.txt: every public page may be crawled, the private ones not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
