import { Hono } from 'hono';
import {
  bookPlanSchema,
  checklistTickSchema,
  planItemSchema,
  planSettingsSchema,
  suggestionsQuerySchema,
} from '../../contracts/event-plan';
import { createEventSchema, updateEventSchema } from '../../contracts/events';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { bookPlan } from './event-book';
import { eventDetail } from './event-detail';
import { addPlanItem, removePlanItem, tickChecklist, updatePlanSettings } from './event-plan.service';
import { eventReview } from './event-review';
import { eventSuggestions } from './event-suggestions';
import { updateEvent } from './event-update';
import { createEvent, listEvents } from './events.service';

// Every call is the signed-in host's, on their own events: another's event answers 404.
export function eventRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use('/events', requireUser)
    .use('/events/*', requireUser)
    .get('/events', async (c) => c.json(await listEvents(db, currentUser(c.get('user')).id)))
    .post('/events', validate('json', createEventSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { event, created } = await createEvent(db, user.id, c.req.valid('json'), clock.now());
      return c.json(event, created ? 201 : 200);
    })
    .get('/events/:id', async (c) =>
      c.json(await eventDetail(db, currentUser(c.get('user')).id, c.req.param('id'))),
    )
    .put('/events/:id', validate('json', updateEventSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await updateEvent(db, user.id, c.req.param('id'), c.req.valid('json'), clock.now()));
    })
    .put('/events/:id/plan', validate('json', planSettingsSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(
        await updatePlanSettings(db, user.id, c.req.param('id'), c.req.valid('json'), clock.now()),
      );
    })
    .post('/events/:id/plan-items', validate('json', planItemSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { detail, created } = await addPlanItem(
        db,
        user.id,
        c.req.param('id'),
        c.req.valid('json'),
        clock.now(),
      );
      return c.json(detail, created ? 201 : 200);
    })
    .delete('/events/:id/plan-items/:itemId', async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(
        await removePlanItem(
          db,
          user.id,
          { eventId: c.req.param('id'), itemId: c.req.param('itemId') },
          clock.now(),
        ),
      );
    })
    .put('/events/:id/checklist/:key', validate('json', checklistTickSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const q = { eventId: c.req.param('id'), key: c.req.param('key'), done: c.req.valid('json').done };
      return c.json(await tickChecklist(db, user.id, q, clock.now()));
    })
    .get('/events/:id/suggestions', validate('query', suggestionsQuerySchema), async (c) => {
      const user = currentUser(c.get('user'));
      const q = { eventId: c.req.param('id'), category: c.req.valid('query').category };
      return c.json(await eventSuggestions(db, user.id, q, clock.now()));
    })
    .get('/events/:id/review', async (c) =>
      c.json(await eventReview(db, currentUser(c.get('user')).id, c.req.param('id'), clock.now())),
    )
    .post('/events/:id/book', validate('json', bookPlanSchema), async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await bookPlan(db, user.id, c.req.param('id'), c.req.valid('json'), clock.now()));
    });
}
