import { Hono } from 'hono';
import { jobCompleteSchema, jobStartSchema } from '../../contracts/job-checks';
import type { AppDeps, AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { photosJsonLimit } from '../vendor-page/photo-data-urls';
import { isCheckParty } from './check-parties';
import { readCheckPhoto } from './check-photos';
import { checkJob } from './job-checks';
import { myJobs, pendingJobs, requireApprovedWorker } from './jobs.service';
import { acceptJob, releaseJob } from './ticket-moves';

/** A check-out carries its photos in its JSON (contracts/job-checks.ts): the global 100 KB limit lets it by (app.ts). */
export const CHECK_UPLOAD_PATH = /^\/api\/job-tickets\/[^/]+\/complete$/;

export function jobRoutes(deps: AppDeps & { photosDir: string }) {
  const { db, clock, photosDir } = deps;
  return new Hono<AppEnv>()
    .use('/job-tickets', requireUser)
    .use('/job-tickets/*', requireUser)
    .get('/job-tickets/pending', requireApprovedWorker(db), async (c) =>
      c.json(await pendingJobs(db, currentUser(c.get('user')).id, clock.now())),
    )
    .get('/job-tickets', async (c) => c.json(await myJobs(db, currentUser(c.get('user')).id)))
    .post('/job-tickets/:id/accept', requireApprovedWorker(db), async (c) =>
      c.json(await acceptJob(db, c.req.param('id'), currentUser(c.get('user')).id, clock.now())),
    )
    .post('/job-tickets/:id/start', validate('json', jobStartSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { id } = c.req.param();
      return c.json(
        await checkJob({ db, photosDir }, id, user.id, 'start', c.req.valid('json'), clock.now()),
      );
    })
    .post('/job-tickets/:id/complete', photosJsonLimit, validate('json', jobCompleteSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { id } = c.req.param();
      return c.json(
        await checkJob({ db, photosDir }, id, user.id, 'complete', c.req.valid('json'), clock.now()),
      );
    })
    .get('/job-tickets/:id/photos/:file', async (c) => {
      const { id, file } = c.req.param();
      const party = await isCheckParty(db, currentUser(c.get('user')), id);
      const bytes = party ? await readCheckPhoto(photosDir, id, file) : null;
      if (!bytes) throw notFound('No such photo');
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/webp' });
    })
    .post('/job-tickets/:id/release', async (c) => {
      const user = currentUser(c.get('user'));
      const ticket = await releaseJob(db, c.req.param('id'), user.id, clock.now());
      // After the commit: back on the board, and on other workers' phones.
      await deps.push?.reannounce(ticket.id, user.id);
      return c.json(ticket);
    });
}
