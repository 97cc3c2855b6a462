import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../contracts/checkout';
import type { JobTicketView } from '../../contracts/jobs';
import type { VendorBookingView } from '../../contracts/vendor-dashboard';
import { jobChecks, notifications, orders } from '../../db/schema';
import { addJob, addService, addVendor, approveWorker } from '../../test/fixtures';
import { type Client, signUp } from '../../test/harness';
import { makeJpeg, makePhotoApp, photoDataUrl } from '../../test/photo-fixtures';
import { positionVerdict } from './position-verdict';

// The job is on Sat 2026-12-12 in Broken Bow (UTC-6): the booking starts at 17:00 (23:00Z), the
// catering crew is due at 16:00 and may check in from 14:00 (20:00Z).
let t: Awaited<ReturnType<typeof makePhotoApp>>;
let ticketId: string;
let orderId: string;
let customer: { client: Client; user: { id: string } };
let owner: { client: Client; user: { id: string } };
let me: { client: Client; user: { id: string } };

const DROPOFF = '12 Quail Hollow Ln, Hochatown, OK 74728';
const CHECK_IN = '6f1c2b1e-0c55-4d8e-9a4b-3f1e6a2d7c01';
const CHECK_OUT = '6f1c2b1e-0c55-4d8e-9a4b-3f1e6a2d7c02';
const IN_HOCHATOWN = { latitude: 34.172, longitude: -94.75, accuracyM: 20 };

async function worker() {
  const signed = await signUp(t.app, 'worker');
  await approveWorker(t.db, signed.user.id);
  return signed;
}

const check = (who: { client: Client }, step: 'start' | 'complete', body: object) =>
  who.client.post(`/api/job-tickets/${ticketId}/${step}`, body);
const checks = () => t.db.select().from(jobChecks).where(eq(jobChecks.ticketId, ticketId)).all();
const told = (kind: 'job-arrived' | 'job-done') =>
  t.db
    .select({ userId: notifications.userId, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.kind, kind))
    .all();
const photoFiles = () => {
  const dir = join(t.photosDir, 'checks', ticketId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function checkIn(takenAt = '2026-12-12T22:52:00.000Z') {
  t.clock.set('2026-12-12T22:53:00.000Z');
  return check(me, 'start', { checkId: CHECK_IN, takenAt, position: IN_HOCHATOWN });
}

beforeEach(async () => {
  t = await makePhotoApp();
  customer = await signUp(t.app, 'customer');
  owner = await signUp(t.app, 'vendor');
  const vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
  const buffet = await addService(t.db, vendor.id, { category: 'catering', name: 'BBQ Buffet' });
  const ticket = await addJob(t.db, {
    customerId: customer.user.id,
    vendorId: vendor.id,
    ticket: { serviceId: buffet.id, dropoffAddress: DROPOFF },
  });
  ticketId = ticket.id;
  orderId = ticket.orderId;
  await t.db.update(orders).set({ startsAt: '2026-12-12T23:00:00.000Z' }).where(eq(orders.id, orderId)).run();
  me = await worker();
  await me.client.post(`/api/job-tickets/${ticketId}/accept`);
});
afterEach(() => rmSync(t.photosDir, { recursive: true, force: true }));

describe('a check-in', () => {
  it('replayed twice is stored once, and the customer and the vendor are told once, at the time it was taken', async () => {
    const first = await checkIn();
    const replays = [await checkIn(), await checkIn()];
    expect(first.json).toMatchObject({ status: 'in_progress', arrivedAt: '2026-12-12T22:52:00.000Z' });
    for (const replay of replays)
      expect(replay).toMatchObject({ status: 200, json: { status: 'in_progress' } });
    expect(await checks()).toHaveLength(1);
    expect(await told('job-arrived')).toEqual(
      expect.arrayContaining([
        { userId: customer.user.id, title: 'Arrived 4:52 PM' },
        { userId: owner.user.id, title: 'Arrived 4:52 PM' },
      ]),
    );
    expect(await told('job-arrived')).toHaveLength(2);
  });

  it('by another worker is a 404 and stores nothing', async () => {
    const other = await worker();
    t.clock.set('2026-12-12T22:53:00.000Z');
    const refused = await check(other, 'start', { checkId: CHECK_IN, takenAt: '2026-12-12T22:52:00.000Z' });
    expect(refused).toMatchObject({ status: 404, json: { message: 'Job not found' } });
    expect(await checks()).toHaveLength(0);
  });

  it('with an id already used for another step is a 409', async () => {
    await checkIn();
    t.clock.set('2026-12-12T23:30:00.000Z');
    const reused = await check(me, 'complete', { checkId: CHECK_IN });
    expect(reused).toMatchObject({ status: 409, json: { message: 'This check belongs to another job' } });
  });
});

describe("the phone's time", () => {
  it('is honoured within bounds: a check-out taken at 5:31 PM offline that arrives at 9 PM counts at 5:31 PM', async () => {
    await checkIn();
    t.clock.set('2026-12-13T03:00:00.000Z'); // 9:00 PM in Broken Bow
    const done = await check(me, 'complete', { checkId: CHECK_OUT, takenAt: '2026-12-12T23:31:00.000Z' });
    expect(done.json).toMatchObject({ status: 'completed', doneAt: '2026-12-12T23:31:00.000Z' });
    expect((await checks()).find((c) => c.step === 'complete')).toMatchObject({
      takenAt: '2026-12-12T23:31:00.000Z',
      deviceTakenAt: '2026-12-12T23:31:00.000Z',
      receivedAt: '2026-12-13T03:00:00.000Z',
    });
    expect((await told('job-done')).map((n) => n.title)).toEqual([
      'Setup done 5:31 PM',
      'Setup done 5:31 PM',
    ]);
  });

  it('judges the windows at the time taken: a check-out taken at 4:59 PM, before the 5:00 PM start, is refused even at 9 PM', async () => {
    await checkIn();
    t.clock.set('2026-12-13T03:00:00.000Z');
    const early = await check(me, 'complete', { checkId: CHECK_OUT, takenAt: '2026-12-12T22:59:00.000Z' });
    expect(early).toMatchObject({
      status: 409,
      json: { message: 'You can complete this job after it starts at 5:00 PM' },
    });
  });

  it('is never after the check arrived', async () => {
    t.clock.set('2026-12-12T22:00:00.000Z');
    await check(me, 'start', { checkId: CHECK_IN, takenAt: '2026-12-12T22:30:00.000Z' });
    expect((await checks())[0]).toMatchObject({
      takenAt: '2026-12-12T22:00:00.000Z',
      deviceTakenAt: '2026-12-12T22:30:00.000Z',
    });
  });

  it('is never before the start window opens (2:00 PM) nor 48 hours before it arrived', async () => {
    t.clock.set('2026-12-12T21:00:00.000Z');
    await check(me, 'start', { checkId: CHECK_IN, takenAt: '2026-12-12T19:00:00.000Z' });
    expect((await checks())[0]?.takenAt).toBe('2026-12-12T20:00:00.000Z');
    t.clock.set('2026-12-16T12:00:00.000Z');
    await check(me, 'complete', { checkId: CHECK_OUT, takenAt: '2026-12-13T01:00:00.000Z' });
    expect((await checks()).find((c) => c.step === 'complete')).toMatchObject({
      takenAt: '2026-12-14T12:00:00.000Z',
      deviceTakenAt: '2026-12-13T01:00:00.000Z',
    });
  });

  it('a check-out is never before the check-in', async () => {
    // A booking from 4:30 PM, so the check-out may count from the 4:52 PM check-in.
    await t.db
      .update(orders)
      .set({ startsAt: '2026-12-12T22:30:00.000Z' })
      .where(eq(orders.id, orderId))
      .run();
    await checkIn();
    t.clock.set('2026-12-12T23:40:00.000Z');
    await check(me, 'complete', { checkId: CHECK_OUT, takenAt: '2026-12-12T22:00:00.000Z' });
    expect((await checks()).find((c) => c.step === 'complete')?.takenAt).toBe('2026-12-12T22:52:00.000Z');
  });
});

describe('check-out photos', () => {
  async function completeWith(photos: string[]) {
    await checkIn();
    t.clock.set('2026-12-12T23:31:00.000Z');
    return check(me, 'complete', { checkId: CHECK_OUT, takenAt: '2026-12-12T23:31:00.000Z', photos });
  }

  it('are stored without their EXIF and shown only to the worker, the customer and the vendor', async () => {
    const done = await completeWith([photoDataUrl(await makeJpeg({ gps: true }))]);
    const [url] = (done.json as JobTicketView).photos;
    expect(url).toMatch(new RegExp(`^/api/job-tickets/${ticketId}/photos/[0-9a-f-]{36}-1280\\.webp$`));
    for (const party of [me, customer, owner]) {
      const seen = await party.client.app.request(`http://localhost${url}`, {
        headers: { Cookie: party.client.cookie },
      });
      expect(seen.status).toBe(200);
      const meta = await sharp(Buffer.from(await seen.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
    const stranger = await worker();
    expect((await stranger.client.get(url ?? '')).status).toBe(404);
    expect((await t.app.request(`http://localhost${url}`)).status).toBe(401);
  });

  it("reach the booking page and the vendor's row with the times; the verdicts go to the vendor only", async () => {
    await completeWith([photoDataUrl(await makeJpeg())]);
    const detail = (await customer.client.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail.fieldWork).toEqual({
      arrivedAt: '2026-12-12T22:52:00.000Z',
      doneAt: '2026-12-12T23:31:00.000Z',
      doneWord: 'Setup done',
      photos: [expect.stringMatching(/\.webp$/)],
    });
    const rows = (await owner.client.get('/api/vendor/orders')).json as VendorBookingView[];
    expect(rows.find((r) => r.id === orderId)?.fieldWork).toMatchObject({
      arrivedAt: '2026-12-12T22:52:00.000Z',
      positions: { arrived: 'near', done: 'none' },
    });
  });

  it('keep no least size: a 40 × 30 photo from a phone is evidence all the same', async () => {
    const done = await completeWith([photoDataUrl(await makeJpeg({ width: 40, height: 30 }))]);
    expect(done.status).toBe(200);
    expect(photoFiles()).toEqual([expect.stringMatching(/-40\.webp$/)]);
  });

  it('are at most 3', async () => {
    const photo = photoDataUrl(await makeJpeg({ width: 40, height: 30 }));
    const refused = await completeWith([photo, photo, photo, photo]);
    expect(refused).toMatchObject({ status: 400, json: { message: 'Add at most 3 photos.' } });
    expect((await checks()).filter((c) => c.step === 'complete')).toHaveLength(0);
  });

  it('that are not images are refused', async () => {
    const refused = await completeWith([
      `data:image/jpeg;base64,${Buffer.from('not a photo').toString('base64')}`,
    ]);
    expect(refused.status).toBe(400);
    expect(photoFiles()).toEqual([]);
  });

  it('are removed again when the check-out loses (the job was not started)', async () => {
    t.clock.set('2026-12-12T23:31:00.000Z');
    const refused = await check(me, 'complete', {
      checkId: CHECK_OUT,
      photos: [photoDataUrl(await makeJpeg())],
    });
    expect(refused).toMatchObject({
      status: 409,
      json: { message: 'This job is assigned and cannot be completed' },
    });
    expect(photoFiles()).toEqual([]);
    expect(await checks()).toHaveLength(0);
  });

  it('are not taken at check-in', async () => {
    t.clock.set('2026-12-12T22:53:00.000Z');
    const refused = await check(me, 'start', { photos: [photoDataUrl(await makeJpeg())] });
    expect(refused.status).toBe(400);
  });
});

describe("the position against the event's place", () => {
  it('is recorded with the check, never refusing it', async () => {
    await checkIn();
    expect((await checks())[0]).toMatchObject({ positionVerdict: 'near', latitude: 34.172, accuracyM: 20 });
    expect((await checks())[0]?.distanceM).toBeLessThan(100);
  });

  it("is near within the place's radius plus the accuracy, far beyond, unknown for an unknown place, none without a position", () => {
    // Hochatown's centre is 34.1715, -94.7505, its radius 7 km.
    expect(positionVerdict({ latitude: 34.172, longitude: -94.75, accuracyM: 20 }, DROPOFF).verdict).toBe(
      'near',
    );
    // Idabel's courthouse, about 31 km south of Hochatown.
    expect(positionVerdict({ latitude: 33.8957, longitude: -94.8263, accuracyM: 50 }, DROPOFF)).toEqual({
      verdict: 'far',
      distanceM: expect.toSatisfy((m: number) => m > 30_000 && m < 32_000),
    });
    // 8 km out is far with a 100 m fix, near with a 2 km one.
    const eightKmNorth = { latitude: 34.2435, longitude: -94.7505 };
    expect(positionVerdict({ ...eightKmNorth, accuracyM: 100 }, DROPOFF).verdict).toBe('far');
    expect(positionVerdict({ ...eightKmNorth, accuracyM: 2_000 }, DROPOFF).verdict).toBe('near');
    // The park is named before the town in its address, and is the park.
    const park = 'Beavers Bend State Park, Group Shelter 2, 4350 OK-259A, Broken Bow, OK 74728';
    expect(positionVerdict({ latitude: 34.1285, longitude: -94.687, accuracyM: 10 }, park)).toEqual({
      verdict: 'near',
      distanceM: 0,
    });
    expect(
      positionVerdict({ latitude: 34.0, longitude: -94.7, accuracyM: 10 }, '1 Main St, Texarkana, TX'),
    ).toEqual({
      verdict: 'unknown',
      distanceM: null,
    });
    expect(positionVerdict(null, DROPOFF)).toEqual({ verdict: 'none', distanceM: null });
  });
});

describe('an old app without evidence', () => {
  it('still starts and completes, stamped when each arrived', async () => {
    t.clock.set('2026-12-12T22:10:00.000Z');
    await check(me, 'start', {});
    t.clock.set('2026-12-12T23:20:00.000Z');
    await check(me, 'complete', {});
    const rows = await t.db.select().from(jobChecks).orderBy(asc(jobChecks.takenAt)).all();
    expect(rows.map((r) => [r.step, r.takenAt, r.deviceTakenAt, r.positionVerdict])).toEqual([
      ['start', '2026-12-12T22:10:00.000Z', null, 'none'],
      ['complete', '2026-12-12T23:20:00.000Z', null, 'none'],
    ]);
  });
});
