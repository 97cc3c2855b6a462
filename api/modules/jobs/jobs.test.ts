import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobTicketView } from '../../contracts/jobs';
import { gigWorkers, jobTickets, orders } from '../../db/schema';
import { addJob, addVendor, approveWorker } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let ticketId: string;
let customerId: string;
let vendorId: string;

async function worker(status: 'approved' | 'pending' | 'rejected' = 'approved') {
  const { client, user } = await signUp(t.app, 'worker');
  await approveWorker(t.db, user.id, status);
  return { client, user };
}

beforeEach(async () => {
  t = await makeTestApp();
  const customer = await signUp(t.app);
  customerId = customer.user.id;
  vendorId = (await addVendor(t.db, { businessName: 'Smokehouse' })).id;
  ticketId = (await addJob(t.db, { customerId, vendorId })).id;
  await addJob(t.db, { customerId, vendorId, scheduledDate: '2026-11-01' }); // in the past: not on the board
});

describe('the job board', () => {
  it('lists upcoming pending tickets to approved workers only', async () => {
    const approved = await worker();
    const res = await approved.client.get('/api/job-tickets/pending');
    expect(res.status).toBe(200);
    const jobs = res.json as JobTicketView[];
    expect(jobs.map((j) => j.id)).toEqual([ticketId]);
    expect(jobs[0]).toMatchObject({
      status: 'pending',
      scheduledDate: '2026-12-12',
      scheduledTime: '17:00',
      guestCount: 40,
      amount: '60.00',
      vendorName: 'Smokehouse',
    });

    for (const status of ['pending', 'rejected'] as const) {
      const other = await worker(status);
      const refused = await other.client.get('/api/job-tickets/pending');
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({
        message: `Your gig worker application is ${status}. Jobs open once it is approved.`,
      });
    }
    const customer = await signUp(t.app);
    expect((await customer.client.get('/api/job-tickets/pending')).status).toBe(403);
  });

  // One process, one synchronous connection: these calls queue rather than interleave. This checks
  // what the workers are told; accept-race.test.ts races real connections from several processes.
  it('answers one of many workers accepting a ticket with the job and the others with 409', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => worker()));
    const answers = await Promise.all(
      racers.map((r) => r.client.post(`/api/job-tickets/${ticketId}/accept`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const winner = racers[statuses.indexOf(200)];
    const rows = await t.db.select().from(jobTickets).where(eq(jobTickets.id, ticketId)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'assigned', assignedWorkerId: winner?.user.id });
    const order = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, rows[0]?.orderId ?? ''))
      .get();
    expect(order?.assignedWorkerId).toBe(winner?.user.id);
    const loser = answers.find((a) => a.status === 409);
    expect(loser?.json).toMatchObject({ message: 'This job has already been taken by another worker' });
  });

  it('refuses a ticket whose day has passed in Broken Bow', async () => {
    const past = await addJob(t.db, { customerId, vendorId, scheduledDate: '2026-11-22' });
    const today = await addJob(t.db, { customerId, vendorId, scheduledDate: '2026-11-23' });
    const { client } = await worker();
    const refused = await client.post(`/api/job-tickets/${past.id}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: 'This job was for a day that has passed' });
    expect((await t.db.select().from(jobTickets).where(eq(jobTickets.id, past.id)).get())?.status).toBe(
      'pending',
    );
    expect((await client.post(`/api/job-tickets/${today.id}/accept`)).status).toBe(200);
  });

  it('accepting twice is not an error for the winner, and the job moves to My Jobs', async () => {
    const me = await worker();
    expect((await me.client.post(`/api/job-tickets/${ticketId}/accept`)).status).toBe(200);
    const again = await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ status: 'assigned', assignedToMe: true });
    const mine = (await me.client.get('/api/job-tickets')).json as JobTicketView[];
    expect(mine.map((j) => j.id)).toEqual([ticketId]);
    const board = (await me.client.get('/api/job-tickets/pending')).json as JobTicketView[];
    expect(board).toHaveLength(0);
  });

  it('allows only started after assigned and completed after started, by the assigned worker', async () => {
    const me = await worker();
    const other = await worker();
    const call = (w: { client: Client }, step: string, body: object = {}) =>
      w.client.post(`/api/job-tickets/${ticketId}/${step}`, body);
    expect((await call(me, 'start')).status).toBe(404); // not theirs yet
    await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    t.clock.set('2026-12-12T21:00:00.000Z'); // 15:00 on the job's day, two hours before the 17:00 arrival
    expect((await call(me, 'complete')).status).toBe(409);
    expect((await call(other, 'start')).status).toBe(404);
    const started = await call(me, 'start', { workerNotes: 'On my way' });
    expect(started.json).toMatchObject({ status: 'in_progress', workerNotes: 'On my way' });
    // A second check of a step (issue 31: a second phone, a double tap) is the ticket as it is.
    const again = await call(me, 'start', { workerNotes: 'Second tap' });
    expect(again).toMatchObject({ status: 200, json: { status: 'in_progress', workerNotes: 'On my way' } });
    const done = await call(me, 'complete', { workerNotes: 'All cleared' });
    expect(done.json).toMatchObject({ status: 'completed', workerNotes: 'All cleared' });
    const twice = await call(me, 'complete');
    expect(twice).toMatchObject({ status: 200, json: { status: 'completed', workerNotes: 'All cleared' } });
    const profile = await t.db.select().from(gigWorkers).where(eq(gigWorkers.userId, me.user.id)).get();
    expect(profile?.completedJobs).toBe(1);
  });

  it('answers a missing ticket with 404 and anonymous calls with 401', async () => {
    const me = await worker();
    expect((await me.client.post('/api/job-tickets/nope/accept')).status).toBe(404);
    me.client.cookie = '';
    expect((await me.client.get('/api/job-tickets')).status).toBe(401);
  });
});
