import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { directoryQuerySchema, TOTAL_COUNT_HEADER } from '../../contracts/vendors';
import type { AppDeps, AppEnv } from '../../lib/context';
import { validate } from '../../lib/validate';
import { createCatalogueCache } from './catalogue-cache';
import { getVendor, listServices, listVendors } from './vendors.service';

// Public and the same for everyone: cacheable by browsers and the service worker, revalidated by ETag.
const PUBLIC = 'public, max-age=0, must-revalidate';

export function vendorRoutes(deps: AppDeps) {
  const cached = createCatalogueCache(deps.db, () => deps.clock.now().getTime());
  return new Hono<AppEnv>()
    .get('/vendors', etag(), validate('query', directoryQuerySchema), (c) => {
      const query = c.req.valid('query');
      const { vendors, total } = cached(`list:${JSON.stringify(query)}`, () =>
        listVendors(deps.db, query, deps.clock.now()),
      );
      c.header('Cache-Control', PUBLIC);
      c.header(TOTAL_COUNT_HEADER, String(total));
      c.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
      return c.json(vendors);
    })
    .get('/vendors/:id', etag(), (c) => {
      const id = c.req.param('id');
      const vendor = cached(`vendor:${id}`, () => getVendor(deps.db, id));
      c.header('Cache-Control', PUBLIC);
      return c.json(vendor);
    })
    .get('/vendors/:id/services', etag(), (c) => {
      const id = c.req.param('id');
      const services = cached(`services:${id}`, () => listServices(deps.db, id));
      c.header('Cache-Control', PUBLIC);
      return c.json(services);
    });
}
