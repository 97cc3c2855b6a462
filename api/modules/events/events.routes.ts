import { Hono } from 'hono';
import { createEventSchema } from '../../contracts/events';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { createEvent, listEvents } from './events.service';

export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/events', requireUser)
    .get('/events', (c) => c.json(listEvents(deps.db, currentUser(c.get('user')).id)))
    .post('/events', validate('json', createEventSchema), (c) => {
      const user = currentUser(c.get('user'));
      const { event, created } = createEvent(deps.db, user.id, c.req.valid('json'), deps.clock.now());
      return c.json(event, created ? 201 : 200);
    });
}
