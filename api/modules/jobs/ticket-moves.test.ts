import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobTicketView } from '../../contracts/jobs';
import { HOURLY_CENTS, workerHours } from '../../contracts/worker-pay';
import { jobTickets, orderStatusChanges, orders } from '../../db/schema';
import { addJob, addService, addVendor, approveWorker } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { completeEndedOrders } from '../orders/completion-job';

// The clock starts at 2026-11-23 noon UTC (06:00 in Broken Bow); the job is on 2026-12-12 at 17:00.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let ticketId: string;
let orderId: string;
let customerId: string;
let vendorId: string;

const CUSTOMER_PHONE = '(580) 555-0177';
const VENDOR_PHONE = '(580) 555-0123';
const DROPOFF = '12 Quail Hollow Ln, Hochatown, OK 74728';

async function worker() {
  const { client, user } = await signUp(t.app, 'worker');
  await approveWorker(t.db, user.id);
  return { client, user };
}
type Worker = Awaited<ReturnType<typeof worker>>;

const move = (w: Worker, step: string) => w.client.post(`/api/job-tickets/${ticketId}/${step}`, {});
const ticketRow = () => t.db.select().from(jobTickets).where(eq(jobTickets.id, ticketId)).get();
const orderRow = () => t.db.select().from(orders).where(eq(orders.id, orderId)).get();
const board = async (w: { client: Client }) =>
  (await w.client.get('/api/job-tickets/pending')).json as JobTicketView[];
const mine = async (w: { client: Client }) =>
  (await w.client.get('/api/job-tickets')).json as JobTicketView[];

beforeEach(async () => {
  t = await makeTestApp();
  const customer = await signUp(t.app, 'customer', { phone: CUSTOMER_PHONE });
  customerId = customer.user.id;
  const vendor = await addVendor(t.db, { businessName: 'Smokehouse', phone: VENDOR_PHONE });
  vendorId = vendor.id;
  const buffet = await addService(t.db, vendorId, { category: 'catering' });
  const ticket = await addJob(t.db, {
    customerId,
    vendorId,
    ticket: {
      serviceId: buffet.id,
      location: '8420 N US Highway 259, Hochatown, OK 74728',
      dropoffAddress: DROPOFF,
    },
  });
  ticketId = ticket.id;
  orderId = ticket.orderId;
});

describe('a ticket as the worker sees it', () => {
  it('says where to pick up and drop off, when to arrive and the hours the pay is for', async () => {
    const [job] = await board(await worker());
    expect(job).toMatchObject({
      pickupAddress: '8420 N US Highway 259, Hochatown, OK 74728',
      dropoffAddress: DROPOFF,
      scheduledTime: '17:00',
      arrivalTime: '16:00', // an hour early to set up
      arriveFrom: '15:30', // in a half-hour window
      arriveBy: '16:00',
      hours: workerHours('catering', 40),
    });
    // The pay and the hours come from one rule.
    const row = await ticketRow();
    expect(workerHours('catering', 40) * HOURLY_CENTS).toBe(6000);
    expect(row?.amountCents).toBe(6000);
  });

  it('gives the phones only to the assigned worker, and only while the job is theirs to do', async () => {
    const me = await worker();
    const other = await worker();
    const phonesIn = (body: unknown) =>
      [CUSTOMER_PHONE, VENDOR_PHONE].filter((p) => JSON.stringify(body).includes(p));

    const browsing = await board(me);
    expect(browsing[0]?.contacts).toBeNull();
    expect(phonesIn(browsing)).toEqual([]);

    const accepted = await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    expect((accepted.json as JobTicketView).contacts).toEqual({
      customerName: expect.stringMatching(/^Test User\d+$/),
      customerPhone: CUSTOMER_PHONE,
      vendorPhone: VENDOR_PHONE,
    });
    expect((await mine(me))[0]?.contacts?.customerPhone).toBe(CUSTOMER_PHONE);

    // Nothing another worker can call shows them: the board, their own jobs, a refused accept or start.
    expect(phonesIn(await board(other))).toEqual([]);
    expect(phonesIn(await mine(other))).toEqual([]);
    const lost = await other.client.post(`/api/job-tickets/${ticketId}/accept`);
    expect(lost.status).toBe(409);
    expect(phonesIn(lost.json)).toEqual([]);
    const notTheirs = await move(other, 'start');
    expect(notTheirs.status).toBe(404);
    expect(phonesIn(notTheirs.json)).toEqual([]);

    t.clock.set('2026-12-12T20:00:00.000Z'); // 14:00 in Broken Bow, two hours before the 16:00 arrival
    await move(me, 'start');
    expect((await move(me, 'complete')).json).toMatchObject({ status: 'completed', contacts: null });
  });
});

describe('starting a job', () => {
  it('is refused until two hours before the arrival time in Broken Bow, and allowed from then', async () => {
    const me = await worker();
    await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    t.clock.set('2026-12-12T05:30:00.000Z'); // 23:30 on the 11th in Broken Bow, already the 12th in UTC
    expect(await move(me, 'start')).toMatchObject({
      status: 409,
      json: { message: 'You can start this job from 2:00 PM on Sat, Dec 12' },
    });
    t.clock.set('2026-12-12T19:59:00.000Z'); // 13:59 on the 12th: the 17:00 event's crew arrives at 16:00
    expect(await move(me, 'start')).toMatchObject({
      status: 409,
      json: { message: 'You can start this job from 2:00 PM' },
    });
    expect((await ticketRow())?.status).toBe('assigned');
    expect((await orderRow())?.status).toBe('pending');

    t.clock.set('2026-12-12T20:00:00.000Z'); // 14:00
    const started = await move(me, 'start');
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'in_progress' });
    expect((await orderRow())?.status).toBe('in_progress');
  });

  it('opens from two hours before its day starts when the booking gave no time', async () => {
    const me = await worker();
    await t.db.update(jobTickets).set({ scheduledTime: null }).where(eq(jobTickets.id, ticketId)).run();
    await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    t.clock.set('2026-12-12T03:59:00.000Z'); // 21:59 on the 11th
    expect((await move(me, 'start')).json).toMatchObject({
      message: 'You can start this job from 10:00 PM', // the 11th is today in Broken Bow
    });
    t.clock.set('2026-12-12T04:00:00.000Z');
    expect((await move(me, 'start')).status).toBe(200);
  });
});

describe('completing a job', () => {
  it('is refused before the booked start, and shows when it opens', async () => {
    // As fulfilment stores it: the party runs 17:00 to 21:00 in Broken Bow (23:00 to 03:00 UTC).
    await t.db
      .update(orders)
      .set({ startsAt: '2026-12-12T23:00:00.000Z', endsAt: '2026-12-13T03:00:00.000Z' })
      .where(eq(orders.id, orderId))
      .run();
    const me = await worker();
    await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    t.clock.set('2026-12-12T20:00:00.000Z');
    const started = (await move(me, 'start')).json as JobTicketView;
    expect(started).toMatchObject({
      startsFrom: '2026-12-12T20:00:00.000Z',
      completesFrom: '2026-12-12T23:00:00.000Z',
    });
    t.clock.set('2026-12-12T22:59:00.000Z'); // 16:59
    expect(await move(me, 'complete')).toMatchObject({
      status: 409,
      json: { message: 'You can complete this job after it starts at 5:00 PM' },
    });
    expect((await ticketRow())?.status).toBe('in_progress');
    t.clock.set('2026-12-12T23:00:00.000Z');
    expect((await move(me, 'complete')).json).toMatchObject({ status: 'completed' });
    // Done before the party is over: the booking stays in progress until 21:00.
    expect((await orderRow())?.status).toBe('in_progress');
  });
});

describe('releasing a job', () => {
  it('puts it back on the board for everyone, with nobody on the order', async () => {
    const me = await worker();
    const other = await worker();
    await me.client.post(`/api/job-tickets/${ticketId}/accept`, {});
    await t.db
      .update(jobTickets)
      .set({ workerNotes: 'Need the van' })
      .where(eq(jobTickets.id, ticketId))
      .run();
    expect((await orderRow())?.assignedWorkerId).toBe(me.user.id);
    expect(await board(other)).toHaveLength(0);

    const released = await move(me, 'release');
    expect(released.status).toBe(200);
    expect(released.json).toMatchObject({ status: 'pending', assignedToMe: false, contacts: null });
    expect(await ticketRow()).toMatchObject({ status: 'pending', assignedWorkerId: null, workerNotes: null });
    expect((await orderRow())?.assignedWorkerId).toBeNull();
    expect((await board(other)).map((j) => j.id)).toEqual([ticketId]);
    expect(await mine(me)).toHaveLength(0);

    expect((await other.client.post(`/api/job-tickets/${ticketId}/accept`)).status).toBe(200);
    expect((await orderRow())?.assignedWorkerId).toBe(other.user.id);
  });

  it('is for the assigned worker only, and not once the job has started', async () => {
    const me = await worker();
    const other = await worker();
    expect((await move(me, 'release')).status).toBe(404); // nobody's yet
    await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    const stranger = await move(other, 'release');
    expect(stranger.status).toBe(404);
    expect(stranger.json).toMatchObject({ message: 'Job not found' });
    t.clock.set('2026-12-12T20:00:00.000Z'); // 14:00 in Broken Bow, two hours before the 16:00 arrival
    await move(me, 'start');
    const late = await move(me, 'release');
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ message: 'This job is in progress and cannot be released' });
    expect((await ticketRow())?.assignedWorkerId).toBe(me.user.id);
  });
});

describe('a cancelled job', () => {
  const cancel = () =>
    t.db
      .update(jobTickets)
      .set({ status: 'cancelled', cancellationReason: 'The vendor declined the booking' })
      .where(eq(jobTickets.id, ticketId))
      .run();

  it('cannot be accepted, and leaves the board at once', async () => {
    const me = await worker();
    await cancel();
    expect(await board(me)).toHaveLength(0);
    const refused = await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      message: 'This job is cancelled and cannot be accepted: The vendor declined the booking',
      code: 'job_cancelled',
    });
    expect((await ticketRow())?.assignedWorkerId).toBeNull();
  });

  it.each([
    ['started', 'start', 'assigned'],
    ['released', 'release', 'assigned'],
    ['completed', 'complete', 'in_progress'],
    ['accepted', 'accept', 'in_progress'],
  ] as const)('cannot be %s by its worker, who sees it cancelled and why', async (verb, step, before) => {
    const me = await worker();
    await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    t.clock.set('2026-12-12T20:00:00.000Z'); // 14:00 in Broken Bow, two hours before the 16:00 arrival
    if (before === 'in_progress') await move(me, 'start');
    await cancel();
    const refused = await move(me, step);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      message: `This job is cancelled and cannot be ${verb}: The vendor declined the booking`,
    });
    expect(await ticketRow()).toMatchObject({ status: 'cancelled', assignedWorkerId: me.user.id });
    const [seen] = await mine(me);
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'The vendor declined the booking',
      contacts: null,
    });
  });
});

describe('the order follows its tickets', () => {
  it('is in progress once one starts and completed once all are completed', async () => {
    const second = await addJob(t.db, { customerId, vendorId, orderId });
    const a = await worker();
    const b = await worker();
    await a.client.post(`/api/job-tickets/${ticketId}/accept`);
    await b.client.post(`/api/job-tickets/${second.id}/accept`);
    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, orderId)).run();
    t.clock.set('2026-12-12T20:00:00.000Z'); // 14:00 in Broken Bow, two hours before the 16:00 arrival

    await move(a, 'start');
    expect((await orderRow())?.status).toBe('in_progress');
    await move(a, 'complete');
    expect((await orderRow())?.status).toBe('in_progress'); // the other crew is still at work
    t.clock.set('2026-12-12T21:00:00.000Z'); // 15:00: the second crew (no set-up hour) arrives at 17:00
    await b.client.post(`/api/job-tickets/${second.id}/start`, {});
    expect((await b.client.post(`/api/job-tickets/${second.id}/complete`, {})).status).toBe(200);
    // All done by 15:00 of the 12th, which ends (no end time on this row) at midnight.
    expect((await orderRow())?.status).toBe('in_progress');
    t.clock.set('2026-12-13T05:59:00.000Z'); // 23:59 on the 12th
    expect(await completeEndedOrders(t.db, t.clock.now())).toBe(0);
    expect((await orderRow())?.status).toBe('in_progress');
    t.clock.set('2026-12-13T06:00:00.000Z');
    expect(await completeEndedOrders(t.db, t.clock.now())).toBe(1);
    expect((await orderRow())?.status).toBe('completed');
    const history = await t.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId))
      .orderBy(orderStatusChanges.createdAt)
      .all();
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor, h.actorId])).toEqual([
      ['accepted', 'in_progress', 'worker', a.user.id],
      ['in_progress', 'completed', 'system', null],
    ]);
  });

  it('is completed by its last worker when the event is over: an open job holds it, a cancelled one does not', async () => {
    const second = await addJob(t.db, { customerId, vendorId, orderId });
    await addJob(t.db, { customerId, vendorId, orderId, ticket: { status: 'cancelled' } });
    const a = await worker();
    const b = await worker();
    await a.client.post(`/api/job-tickets/${ticketId}/accept`);
    await b.client.post(`/api/job-tickets/${second.id}/accept`);
    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, orderId)).run();
    // 00:30 on the 13th in Broken Bow: the 12th's party (no end time on this row) is over.
    t.clock.set('2026-12-13T06:30:00.000Z');

    await move(a, 'start');
    expect((await move(a, 'complete')).status).toBe(200);
    expect((await orderRow())?.status).toBe('in_progress'); // the second crew's job is still open
    await b.client.post(`/api/job-tickets/${second.id}/start`, {});
    expect((await b.client.post(`/api/job-tickets/${second.id}/complete`, {})).status).toBe(200);
    expect((await orderRow())?.status).toBe('completed');
    const history = await t.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId))
      .all();
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'in_progress',
      toStatus: 'completed',
      actor: 'worker',
      actorId: b.user.id,
    });
  });

  it('does not come back from cancelled when a ticket moves', async () => {
    const me = await worker();
    await me.client.post(`/api/job-tickets/${ticketId}/accept`);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId)).run();
    t.clock.set('2026-12-12T20:00:00.000Z'); // 14:00 in Broken Bow, two hours before the 16:00 arrival
    await move(me, 'start');
    expect((await orderRow())?.status).toBe('cancelled');
  });
});
