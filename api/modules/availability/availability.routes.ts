import { Hono } from 'hono';
import {
  publicAvailabilitySchema,
  setAvailabilitySchema,
  setCapacitySchema,
  setRangeAvailabilitySchema,
  vendorCalendarQuerySchema,
} from '../../contracts/availability';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import {
  publicAvailability,
  setDailyCapacity,
  setDayAvailability,
  vendorCalendar,
} from './availability.service';
import { setRangeAvailability } from './block-range';

/**
 * A vendor's days: the public read for the booking form, and the vendor's own calendar and settings
 * (ownership of the business checked per call). Answers stay `no-store` (set for all of /api): they
 * change with every booking and, signed in, leave out the caller's own holds.
 */
export function availabilityRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const me = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => currentUser(c.get('user')).id;
  return new Hono<AppEnv>()
    .get('/vendors/:id/availability', validate('query', publicAvailabilitySchema), async (c) =>
      c.json(
        await publicAvailability(
          db,
          c.req.param('id'),
          c.req.valid('query'),
          c.get('user')?.id ?? null,
          clock.now(),
        ),
      ),
    )
    .get('/vendor/availability', requireVendor, validate('query', vendorCalendarQuerySchema), async (c) =>
      c.json(await vendorCalendar(db, me(c), c.req.valid('query'), clock.now())),
    )
    .post('/vendor/availability', requireVendor, validate('json', setAvailabilitySchema), async (c) =>
      c.json(await setDayAvailability(db, me(c), c.req.valid('json'), clock.now())),
    )
    .post(
      '/vendor/availability/range',
      requireVendor,
      validate('json', setRangeAvailabilitySchema),
      async (c) => c.json(await setRangeAvailability(db, me(c), c.req.valid('json'), clock.now())),
    )
    .put('/vendor/capacity', requireVendor, validate('json', setCapacitySchema), async (c) =>
      c.json(await setDailyCapacity(db, me(c), c.req.valid('json'), clock.now())),
    );
}
