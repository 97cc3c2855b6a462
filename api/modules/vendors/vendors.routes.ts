import { Hono } from 'hono';
import { directoryQuerySchema, TOTAL_COUNT_HEADER } from '../../contracts/vendors';
import type { AppDeps, AppEnv } from '../../lib/context';
import { validate } from '../../lib/validate';
import { getVendor, listServices, listVendors } from './vendors.service';

export function vendorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/vendors', validate('query', directoryQuerySchema), (c) => {
      const { vendors, total } = listVendors(deps.db, c.req.valid('query'), deps.clock.now());
      c.header(TOTAL_COUNT_HEADER, String(total));
      c.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
      return c.json(vendors);
    })
    .get('/vendors/:id', (c) => c.json(getVendor(deps.db, c.req.param('id'))))
    .get('/vendors/:id/services', (c) => c.json(listServices(deps.db, c.req.param('id'))));
}
