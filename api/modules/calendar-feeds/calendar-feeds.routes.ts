import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { vendorFeedQuerySchema } from '../../contracts/calendars';
import type { Db } from '../../db/client';
import { gigWorkers } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { currentUser, requireUser, requireVendor } from '../../lib/guards';
import { icsCalendar } from '../../lib/ics';
import { requireOwnVendor } from '../../lib/ownership';
import { validate } from '../../lib/validate';
import { requireApprovedWorker } from '../jobs/jobs.service';
import { vendorFeed, workerFeed } from './feed-events';
import { feedOwnerOf, liveFeedToken, revokeFeed } from './feed-tokens';

/** The signed-in approved worker's gig_workers.id. */
const workerIdOf = async (db: Db, userId: string) =>
  (await db.select({ id: gigWorkers.id }).from(gigWorkers).where(eq(gigWorkers.userId, userId)).get())?.id ??
  '';

/**
 * Private calendar feeds: a vendor's bookings, a worker's jobs. The owner reads and revokes the
 * address here; calendar apps fetch the .ics by its token alone (no session: apps have none).
 */
export function calendarFeedRoutes(deps: AppDeps) {
  const { db, clock, publicOrigin } = deps;
  const feedUrl = (token: string) => ({ url: `${publicOrigin}/api/calendar/${token}.ics` });
  const ownVendor = async (c: { get: (key: 'user') => AppEnv['Variables']['user'] }, vendorId: string) => ({
    vendorId: (await requireOwnVendor(db, currentUser(c.get('user')).id, vendorId)).id,
  });
  const ownWorker = async (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => ({
    workerId: await workerIdOf(db, currentUser(c.get('user')).id),
  });
  return new Hono<AppEnv>()
    .get('/vendor/calendar-feed', requireVendor, validate('query', vendorFeedQuerySchema), async (c) =>
      c.json(
        feedUrl(await liveFeedToken(db, await ownVendor(c, c.req.valid('query').vendorId), clock.now())),
      ),
    )
    .delete('/vendor/calendar-feed', requireVendor, validate('query', vendorFeedQuerySchema), async (c) => {
      await revokeFeed(db, await ownVendor(c, c.req.valid('query').vendorId), clock.now());
      return c.json({ ok: true });
    })
    .get('/worker/calendar-feed', requireUser, requireApprovedWorker(db), async (c) =>
      c.json(feedUrl(await liveFeedToken(db, await ownWorker(c), clock.now()))),
    )
    .delete('/worker/calendar-feed', requireUser, requireApprovedWorker(db), async (c) => {
      await revokeFeed(db, await ownWorker(c), clock.now());
      return c.json({ ok: true });
    })
    .get('/calendar/:file', async (c) => {
      const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(c.req.param('file'))?.[1];
      const owner = token ? await feedOwnerOf(db, token) : null;
      if (!owner) throw notFound('No such calendar');
      const now = clock.now();
      const feed =
        'vendorId' in owner
          ? await vendorFeed(db, owner.vendorId, now)
          : await workerFeed(db, owner.workerId, now);
      return c.body(icsCalendar(feed.name, feed.events, now), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="brokenbow.ics"',
      });
    });
}
