import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** For search engines, at the site's root where they look: absolute links from PUBLIC_ORIGIN. */
export function seoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) =>
      c.body(await sitemapXml(deps.db, deps.publicOrigin), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    )
    .get('/robots.txt', (c) =>
      c.text(robotsTxt(deps.publicOrigin), 200, { 'Cache-Control': 'public, max-age=3600' }),
    );
}
