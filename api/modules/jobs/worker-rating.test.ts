import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorBookingView } from '../../contracts/vendor-dashboard';
import { addJob, addService, addVendor, approveWorker } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { workerRatingOf } from './worker-rating';

// A catering job on Saturday, December 12, 2026 at 5 PM in Broken Bow (23:00 UTC), done by a worker
// and rated by the vendor that owns it.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Client;
let vendorId: string;
let serviceId: string;
let customerId: string;
let worker: { client: Client; userId: string };

beforeEach(async () => {
  t = await makeTestApp();
  const vendorUser = await signUp(t.app, 'vendor');
  owner = vendorUser.client;
  vendorId = (await addVendor(t.db, { userId: vendorUser.user.id })).id;
  serviceId = (await addService(t.db, vendorId)).id;
  customerId = (await signUp(t.app)).user.id;
  const w = await signUp(t.app, 'worker');
  await approveWorker(t.db, w.user.id);
  worker = { client: w.client, userId: w.user.id };
  t.clock.set('2026-12-12T23:30:00.000Z');
});

const newJob = () => addJob(t.db, { customerId, vendorId, ticket: { serviceId } });
async function doneJob() {
  const ticket = await newJob();
  for (const step of ['accept', 'start', 'complete'])
    expect((await worker.client.post(`/api/job-tickets/${ticket.id}/${step}`, {})).status).toBe(200);
  return ticket;
}
const rate = (client: Client, ticketId: string, body: object) =>
  client.post(`/api/vendor/job-tickets/${ticketId}/rating`, body);

describe('the vendor rates the worker', () => {
  it('only once the job is completed', async () => {
    const ticket = await newJob();
    const early = await rate(owner, ticket.id, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ message: 'You can rate the worker once the job is completed' });
    await worker.client.post(`/api/job-tickets/${ticket.id}/accept`, {});
    expect((await rate(owner, ticket.id, { rating: 5 })).status).toBe(409);
  });

  it('with a reason when it is below 4', async () => {
    const ticket = await doneJob();
    const bare = await rate(owner, ticket.id, { rating: 3 });
    expect(bare.status).toBe(400);
    expect(bare.json).toMatchObject({ message: 'Tell us why: a rating below 4 needs a reason' });
    expect((await rate(owner, ticket.id, { rating: 3, reason: '   ' })).status).toBe(400);
    expect((await rate(owner, ticket.id, { rating: 6 })).status).toBe(400);
    expect((await rate(owner, ticket.id, { rating: 2.5, reason: 'Late' })).status).toBe(400);
    const given = await rate(owner, ticket.id, { rating: 3, reason: 'Arrived 20 minutes late' });
    expect(given.status).toBe(200);
    expect(given.json).toEqual({ rating: 3, reason: 'Arrived 20 minutes late' });
  });

  it('once: a second rating is a 409', async () => {
    const ticket = await doneJob();
    const row = async () =>
      ((await owner.get('/api/vendor/orders')).json as VendorBookingView[]).find(
        (b) => b.id === ticket.orderId,
      );
    expect((await row())?.worker).toMatchObject({ canRate: true, myRating: null });
    expect((await rate(owner, ticket.id, { rating: 5 })).status).toBe(200);
    const again = await rate(owner, ticket.id, { rating: 1, reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'You already rated this job' });
    expect(await workerRatingOf(t.db, worker.userId)).toEqual({ average: 5, count: 1 });
    expect((await row())?.worker).toMatchObject({ canRate: false, myRating: 5 });
  });

  it("is the job's vendor's alone: another vendor gets the 404 an unknown job gets", async () => {
    const ticket = await doneJob();
    const stranger = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: stranger.user.id });
    const refused = await rate(stranger.client, ticket.id, { rating: 1, reason: 'Who?' });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ message: 'Job not found' });
    expect((await rate(owner, 'no-such-job', { rating: 5 })).status).toBe(404);
    expect(await workerRatingOf(t.db, worker.userId)).toEqual({ average: null, count: 0 });
  });
});

describe("the worker's standing as vendors see it", () => {
  it('is the average of ratings to one decimal, their count and the completed jobs, on the booking', async () => {
    const jobs = [await doneJob(), await doneJob(), await doneJob()];
    for (const [i, rating] of [5, 4, 4].entries())
      expect((await rate(owner, jobs[i]?.id ?? '', { rating })).status).toBe(200);
    expect(await workerRatingOf(t.db, worker.userId)).toEqual({ average: 4.3, count: 3 });
    const taken = await newJob();
    await worker.client.post(`/api/job-tickets/${taken.id}/accept`, {});
    const bookings = (await owner.get('/api/vendor/orders')).json as VendorBookingView[];
    expect(bookings.find((b) => b.id === taken.orderId)?.worker).toEqual({
      ticketId: taken.id,
      name: 'Jo Worker',
      rating: 4.3,
      ratingCount: 3,
      completedJobs: 3,
      overtime: { minutes: 0, status: 'none' },
      canRate: false,
      myRating: null,
    });
    expect(bookings.find((b) => b.id === jobs[0]?.orderId)?.worker).toMatchObject({
      canRate: false,
      myRating: 5,
    });
    const untaken = await newJob();
    expect(
      ((await owner.get('/api/vendor/orders')).json as VendorBookingView[]).find(
        (b) => b.id === untaken.orderId,
      )?.worker,
    ).toBeNull();
  });
});
