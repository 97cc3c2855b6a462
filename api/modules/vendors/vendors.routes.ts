import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { directoryQuerySchema, TOTAL_COUNT_HEADER } from '../../contracts/vendors';
import type { AppDeps, AppEnv } from '../../lib/context';
import { validate } from '../../lib/validate';
import { createCatalogueCache } from './catalogue-cache';
import { getVendor, listHomeFeatured, listServices, listVendors } from './vendors.service';

// Public and the same for everyone: cacheable by browsers and the service worker, revalidated by ETag.
const PUBLIC = 'public, max-age=0, must-revalidate';

/** A public answer serialized once: its body, its ETag and any extra headers. */
type Prepared = { body: string; etag: string; headers?: Record<string, string> };
const prepare = (value: unknown, headers?: Record<string, string>): Prepared => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, headers };
};

function send(c: Context, prepared: Prepared): Response {
  const headers = { 'Cache-Control': PUBLIC, ETag: prepared.etag, ...prepared.headers };
  if (c.req.header('if-none-match') === prepared.etag) return c.body(null, 304, headers);
  return c.body(prepared.body, 200, { ...headers, 'Content-Type': 'application/json' });
}

export function vendorRoutes(deps: AppDeps) {
  const cached = createCatalogueCache(deps.db, () => deps.clock.now().getTime());
  return (
    new Hono<AppEnv>()
      .get('/vendors', validate('query', directoryQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const compute = async () => {
          const { vendors, total } = await listVendors(deps.db, query, deps.clock.now());
          return prepare(vendors, {
            [TOTAL_COUNT_HEADER]: String(total),
            'Access-Control-Expose-Headers': TOTAL_COUNT_HEADER,
          });
        };
        // Who is free on a day changes with every booking, which the catalogue's version does not
        // follow: a date filter is asked of the database each time (a few index lookups per vendor).
        return send(c, query.date ? await compute() : await cached(`list:${JSON.stringify(query)}`, compute));
      })
      // Before /vendors/:id, which would take "featured" for an id (ids are UUIDs, so none is).
      .get('/vendors/featured', async (c) =>
        send(
          c,
          await cached('featured', async () => prepare(await listHomeFeatured(deps.db, deps.clock.now()))),
        ),
      )
      .get('/vendors/:id', async (c) => {
        const id = c.req.param('id');
        return send(
          c,
          await cached(`vendor:${id}`, async () => prepare(await getVendor(deps.db, id, deps.clock.now()))),
        );
      })
      .get('/vendors/:id/services', async (c) => {
        const id = c.req.param('id');
        return send(c, await cached(`services:${id}`, async () => prepare(await listServices(deps.db, id))));
      })
  );
}
