import { Hono } from 'hono';
import { jobProgressSchema } from '../../contracts/jobs';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { myJobs, pendingJobs, requireApprovedWorker } from './jobs.service';
import { acceptJob, progressJob, releaseJob } from './ticket-moves';

export function jobRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use('/job-tickets', requireUser)
    .use('/job-tickets/*', requireUser)
    .get('/job-tickets/pending', requireApprovedWorker(db), (c) =>
      c.json(pendingJobs(db, currentUser(c.get('user')).id, clock.now())),
    )
    .get('/job-tickets', (c) => c.json(myJobs(db, currentUser(c.get('user')).id)))
    .post('/job-tickets/:id/accept', requireApprovedWorker(db), (c) =>
      c.json(acceptJob(db, c.req.param('id'), currentUser(c.get('user')).id, clock.now())),
    )
    .post('/job-tickets/:id/start', validate('json', jobProgressSchema), (c) => {
      const user = currentUser(c.get('user'));
      return c.json(
        progressJob(db, c.req.param('id'), user.id, 'start', c.req.valid('json').workerNotes, clock.now()),
      );
    })
    .post('/job-tickets/:id/complete', validate('json', jobProgressSchema), (c) => {
      const user = currentUser(c.get('user'));
      return c.json(
        progressJob(db, c.req.param('id'), user.id, 'complete', c.req.valid('json').workerNotes, clock.now()),
      );
    })
    .post('/job-tickets/:id/release', (c) => {
      const user = currentUser(c.get('user'));
      const ticket = releaseJob(db, c.req.param('id'), user.id, clock.now());
      // After the commit: back on the board, and on other workers' phones.
      deps.push?.reannounce(ticket.id, user.id);
      return c.json(ticket);
    });
}
