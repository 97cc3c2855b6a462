import { Hono } from 'hono';
import { addExternalCalendarSchema, vendorFeedQuerySchema } from '../../contracts/calendars';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import {
  addExternalCalendar,
  listExternalCalendars,
  removeExternalCalendar,
} from './external-calendars.service';

/** A vendor's outside calendars (ICS addresses) whose busy days block their own (ownership per call). */
export function externalCalendarRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const refresh = { db, clock, allowLoopbackHttp: deps.allowLoopbackCalendars ?? false };
  const me = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => currentUser(c.get('user')).id;
  return new Hono<AppEnv>()
    .get('/vendor/external-calendars', requireVendor, validate('query', vendorFeedQuerySchema), async (c) =>
      c.json(await listExternalCalendars(db, me(c), c.req.valid('query').vendorId)),
    )
    .post(
      '/vendor/external-calendars',
      requireVendor,
      validate('json', addExternalCalendarSchema),
      async (c) => c.json(await addExternalCalendar(refresh, me(c), c.req.valid('json')), 201),
    )
    .delete('/vendor/external-calendars/:id', requireVendor, async (c) =>
      c.json(await removeExternalCalendar(db, me(c), c.req.param('id'))),
    );
}
