import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import {
  endpointAllowed,
  type JobPushPayload,
  MAX_PUSH_SUBSCRIPTIONS,
  PUSH_ENDPOINT_MESSAGE,
} from '../contracts/push';
import { openDatabase } from '../db/client';
import { jobTickets, pushDeliveries, pushSubscriptions } from '../db/schema';
import { createOpenToAllJob } from '../modules/jobs/announce-jobs';
import { createLocalProvider } from '../payments/local';
import { decryptPush, makeSubscriber, startFakePushService } from '../test/fake-push';
import { addJob, addService, addVendor, approveWorker, rateWorker } from '../test/fixtures';
import { type Client, signUp, testClock } from '../test/harness';
import { payCart } from '../test/pay';
import { createPushDispatcher } from './dispatcher';
import { ENDPOINT_TAKEN_MESSAGE } from './subscriptions';
import { loadVapidKeys } from './vapid';

let pushService: Awaited<ReturnType<typeof startFakePushService>>;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => pushService.close());

async function setup(path = ':memory:', send: typeof fetch = fetch, clock = testClock()) {
  const db = openDatabase(path);
  const vapid = await loadVapidKeys(db, { subject: 'mailto:jobs@brokenbow.events' });
  const push = createPushDispatcher(db, clock, vapid, send);
  const app = await createApp({
    db,
    clock,
    payments: createLocalProvider(db, clock),
    push,
    allowLoopbackPush: true,
  });
  return { db, clock, vapid, push, app };
}
let s: Awaited<ReturnType<typeof setup>>;
beforeEach(async () => {
  s = await setup();
});

let deviceCount = 0;
async function subscribedWorker(status: 'approved' | 'pending' = 'approved') {
  const worker = await signUp(s.app, 'worker');
  await approveWorker(s.db, worker.user.id, 'approved');
  const subscriber = makeSubscriber();
  deviceCount += 1;
  const name = `device${deviceCount}`;
  const res = await worker.client.post('/api/push/subscriptions', {
    endpoint: pushService.endpoint(name),
    keys: subscriber.keys,
  });
  expect(res.status).toBe(201);
  if (status !== 'approved') {
    const { gigWorkers } = await import('../db/schema');
    await s.db.update(gigWorkers).set({ status }).where(eq(gigWorkers.userId, worker.user.id)).run();
  }
  return { ...worker, subscriber, name };
}

async function checkoutTwoJobs(customer: Client) {
  const vendor = await addVendor(s.db, { businessName: 'Smokehouse' });
  const buffet = await addService(s.db, vendor.id, { category: 'catering', basePriceCents: 1000 });
  const tables = await addService(s.db, vendor.id, {
    name: 'Tables',
    category: 'rentals',
    basePriceCents: 2000,
  });
  for (const service of [buffet, tables]) {
    await customer.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: service.id,
      selectedDate: '2026-12-24',
      selectedTime: '16:00',
      guestCount: 25,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
  }
  await payCart(customer);
}

describe('VAPID keys', () => {
  it('are generated once and kept across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bbe-push-'));
    const first = await setup(join(dir, 'app.db'));
    const again = await setup(join(dir, 'app.db'));
    expect(again.vapid.publicKey).toBe(first.vapid.publicKey);
    expect(again.vapid.privateKey).toBe(first.vapid.privateKey);
  });

  it('are served to the browser', async () => {
    const worker = await signUp(s.app, 'worker');
    expect((await worker.client.get('/api/push/public-key')).json).toEqual({ publicKey: s.vapid.publicKey });
  });
});

describe('subscriptions', () => {
  it('are for anyone signed in, validated, and re-subscribing updates in place', async () => {
    const customer = await signUp(s.app);
    const subscriber = makeSubscriber();
    const body = { endpoint: pushService.endpoint('x'), keys: subscriber.keys };
    expect((await s.app.request('/api/push/subscriptions', { method: 'POST' })).status).toBe(403);
    expect((await customer.client.post('/api/push/subscriptions', body)).status).toBe(201);
    const worker = await subscribedWorker();
    expect(
      (await worker.client.post('/api/push/subscriptions', { ...body, endpoint: 'http://example.com/push' }))
        .json,
    ).toMatchObject({
      message: PUSH_ENDPOINT_MESSAGE,
    });
    expect(
      (await worker.client.post('/api/push/subscriptions', { ...body, keys: { p256dh: 'short', auth: 'x' } }))
        .status,
    ).toBe(400);
    const again = await worker.client.post('/api/push/subscriptions', {
      endpoint: pushService.endpoint(worker.name),
      keys: makeSubscriber().keys,
    });
    expect(again.status).toBe(201);
    expect(
      await s.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, pushService.endpoint(worker.name)))
        .all(),
    ).toHaveLength(1);
    const removed = await worker.client.call('DELETE', '/api/push/subscriptions', {
      body: { endpoint: pushService.endpoint(worker.name) },
    });
    expect(removed.json).toEqual({ removed: true });
  });

  it('refuses plain http off loopback even in tests, and loopback http in production', async () => {
    const strict = await createApp({
      db: s.db,
      clock: s.clock,
      payments: createLocalProvider(s.db, s.clock),
      push: s.push,
      allowLoopbackPush: false,
    });
    const worker = await signUp(strict, 'worker');
    await approveWorker(s.db, worker.user.id);
    const res = await worker.client.post('/api/push/subscriptions', {
      endpoint: pushService.endpoint('p'),
      keys: makeSubscriber().keys,
    });
    expect(res.status).toBe(400);
  });
});

describe('which endpoints the server will call', () => {
  it("accepts the browsers' push services over https only", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://FCM.googleapis.com:443/fcm/send/abc',
    ]) {
      expect(endpointAllowed(endpoint, false), endpoint).toBe(true);
    }
  });

  it('refuses every other host, port, scheme and disguise', () => {
    for (const endpoint of [
      'https://example.com/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evil.example/fcm.googleapis.com/fcm/send/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/w/',
      'https://x.notify.windows.com.evil.example/w/',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'ftp://fcm.googleapis.com/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(endpointAllowed(endpoint, false), endpoint).toBe(false);
    }
  });

  it('allows plain http on loopback only when told to (tests), and nowhere else even then', () => {
    expect(endpointAllowed('http://127.0.0.1:4000/push/a', true)).toBe(true);
    expect(endpointAllowed('http://localhost:4000/push/a', true)).toBe(true);
    expect(endpointAllowed('http://[::1]:4000/push/a', true)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4000/push/a', false)).toBe(false);
    expect(endpointAllowed('http://10.0.0.1/push/a', true)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1.evil.example/push/a', true)).toBe(false);
    expect(endpointAllowed('http://localhost.evil.example/push/a', true)).toBe(false);
  });

  it('answers an endpoint off the list with a 400 and stores nothing', async () => {
    const worker = await signUp(s.app, 'worker');
    await approveWorker(s.db, worker.user.id);
    for (const endpoint of ['https://internal.example/hook', 'http://169.254.169.254/latest/meta-data/']) {
      const res = await worker.client.post('/api/push/subscriptions', {
        endpoint,
        keys: makeSubscriber().keys,
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        message: PUSH_ENDPOINT_MESSAGE,
        fields: { endpoint: PUSH_ENDPOINT_MESSAGE },
      });
    }
    expect(await s.db.select().from(pushSubscriptions).all()).toHaveLength(0);
  });
});

describe('whose device it is', () => {
  it("refuses to hand one person's endpoint to another (409), and the owner keeps it", async () => {
    const owner = await subscribedWorker();
    const other = await signUp(s.app, 'worker');
    await approveWorker(s.db, other.user.id);
    const taken = await other.client.post('/api/push/subscriptions', {
      endpoint: pushService.endpoint(owner.name),
      keys: makeSubscriber().keys,
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ message: ENDPOINT_TAKEN_MESSAGE, code: 'conflict' });
    const row = await s.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, pushService.endpoint(owner.name)))
      .get();
    expect(row).toMatchObject({ userId: owner.user.id, p256dh: owner.subscriber.keys.p256dh });
    const removed = await other.client.call('DELETE', '/api/push/subscriptions', {
      body: { endpoint: pushService.endpoint(owner.name) },
    });
    expect(removed.json).toEqual({ removed: false });
    expect(await s.db.select().from(pushSubscriptions).all()).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices per person, the oldest making room`, async () => {
    const worker = await signUp(s.app, 'worker');
    await approveWorker(s.db, worker.user.id);
    const names = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, (_, i) => `cap-${worker.user.id}-${i}`);
    for (const name of names) {
      s.clock.advance(1_000);
      const res = await worker.client.post('/api/push/subscriptions', {
        endpoint: pushService.endpoint(name),
        keys: makeSubscriber().keys,
      });
      expect(res.status).toBe(201);
    }
    const kept = (
      await s.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, worker.user.id))
        .all()
    )
      .map((row) => row.endpoint)
      .sort();
    expect(kept).toEqual(
      names
        .slice(2)
        .map((name) => pushService.endpoint(name))
        .sort(),
    );
  });

  it('counts a re-subscribed device as fresh when making room', async () => {
    const worker = await signUp(s.app, 'worker');
    await approveWorker(s.db, worker.user.id);
    const names = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, (_, i) => `fresh-${worker.user.id}-${i}`);
    const subscribe = (name: string) =>
      worker.client.post('/api/push/subscriptions', {
        endpoint: pushService.endpoint(name),
        keys: makeSubscriber().keys,
      });
    for (const name of names) {
      s.clock.advance(1_000);
      await subscribe(name);
    }
    s.clock.advance(1_000);
    await subscribe(names[0] ?? '');
    s.clock.advance(1_000);
    await subscribe('fresh-new');
    const kept = (
      await s.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, worker.user.id))
        .all()
    ).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept).toContain(pushService.endpoint(names[0] ?? ''));
    expect(kept).not.toContain(pushService.endpoint(names[1] ?? ''));
  });
});

describe('dispatch', () => {
  it('sends two encrypted pushes per subscribed approved worker for a two-ticket checkout, none to others', async () => {
    const a = await subscribedWorker();
    const b = await subscribedWorker();
    const unapproved = await subscribedWorker('pending');
    await checkoutTwoJobs((await signUp(s.app)).client);
    await s.push.drain();

    expect(pushService.to(a.name)).toHaveLength(2);
    expect(pushService.to(b.name)).toHaveLength(2);
    expect(pushService.to(unapproved.name)).toHaveLength(0);
    const [first] = pushService.to(a.name);
    expect(first?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(first?.headers.authorization)).toContain(`k=${s.vapid.publicKey}`);
    const payload = JSON.parse(decryptPush(first?.body ?? Buffer.alloc(0), a.subscriber)) as JobPushPayload;
    const ticket = await s.db.select().from(jobTickets).where(eq(jobTickets.id, payload.ticketId)).get();
    expect(payload).toMatchObject({
      title: 'New job available',
      url: `/worker-jobs?ticket=${ticket?.id}`,
      tag: `job-${ticket?.id}`,
    });
    expect(payload.body).toContain('Thursday, December 24, 2026 at 4:00 PM');
    expect(payload.body).toContain('25 guests');
    expect(payload.body).toMatch(/Pay \$\d+\.\d{2}/);
  });

  it('sends one notification per ticket and device, however often it is queued', async () => {
    const a = await subscribedWorker();
    const customer = await signUp(s.app);
    const vendor = await addVendor(s.db);
    const ticket = await addJob(s.db, { customerId: customer.user.id, vendorId: vendor.id });
    await s.push.enqueue([ticket.id]);
    await s.push.enqueue([ticket.id]);
    await s.push.drain();
    await s.push.drain();
    expect(pushService.to(a.name)).toHaveLength(1);
  });

  it('deletes a subscription the push service calls gone (410)', async () => {
    const a = await subscribedWorker();
    pushService.respond(a.name, 410);
    const vendor = await addVendor(s.db);
    await s.push.enqueue([(await addJob(s.db, { customerId: a.user.id, vendorId: vendor.id })).id]);
    await s.push.drain();
    expect(
      await s.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, pushService.endpoint(a.name)))
        .all(),
    ).toHaveLength(0);
  });

  it('retries a 503 with backoff and then delivers', async () => {
    const a = await subscribedWorker();
    pushService.respond(a.name, 503);
    const vendor = await addVendor(s.db);
    await s.push.enqueue([(await addJob(s.db, { customerId: a.user.id, vendorId: vendor.id })).id]);
    await s.push.drain();
    const waiting = await s.db.select().from(pushDeliveries).get();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    await s.push.drain(); // not due yet
    expect(pushService.to(a.name)).toHaveLength(1);
    s.clock.advance(6_000);
    await s.push.drain();
    expect(pushService.to(a.name)).toHaveLength(2);
    expect(await s.db.select().from(pushDeliveries).get()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps queued notifications across a restart', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'bbe-push-')), 'app.db');
    // The first process loses its connection mid-send and then dies: the row stays queued.
    const dying = () => Promise.reject(new TypeError('socket hang up'));
    s = await setup(path, dying);
    const a = await subscribedWorker();
    const vendor = await addVendor(s.db);
    await s.push.enqueue([(await addJob(s.db, { customerId: a.user.id, vendorId: vendor.id })).id]);
    await s.push.drain();
    expect(await s.db.select().from(pushDeliveries).get()).toMatchObject({ status: 'pending', attempts: 1 });
    s.db.sqlite.close();

    const later = testClock();
    later.advance(60_000);
    const restarted = await setup(path, fetch, later);
    await restarted.push.drain();
    expect(pushService.to(a.name)).toHaveLength(1);
    expect(await restarted.db.select().from(pushDeliveries).get()).toMatchObject({ status: 'sent' });
  });

  it('does not announce a job already taken', async () => {
    const a = await subscribedWorker();
    const vendor = await addVendor(s.db);
    const ticket = await addJob(s.db, { customerId: a.user.id, vendorId: vendor.id });
    await s.db.update(jobTickets).set({ status: 'assigned' }).where(eq(jobTickets.id, ticket.id)).run();
    await s.push.enqueue([ticket.id]);
    await s.push.drain();
    expect(pushService.to(a.name)).toHaveLength(0);
    expect((await s.db.select().from(pushDeliveries).get())?.status).toBe('skipped');
  });

  it("announces a job in its head start to well-rated workers' phones only, and to the rest once it opens", async () => {
    const rated = await subscribedWorker();
    const other = await subscribedWorker();
    await rateWorker(s.db, rated.user.id, other.user.id, [5, 5, 4]);
    await checkoutTwoJobs((await signUp(s.app)).client);
    await s.push.drain();
    expect(pushService.to(rated.name)).toHaveLength(2);
    expect(pushService.to(other.name)).toHaveLength(0);

    s.clock.advance(10 * 60_000);
    await createOpenToAllJob({ db: s.db, clock: s.clock, push: s.push }).run();
    await s.push.drain();
    expect(pushService.to(rated.name)).toHaveLength(2);
    expect(pushService.to(other.name)).toHaveLength(2);
  });

  it('announces a released job again to every other worker, not to the one who gave it back', async () => {
    const leaver = await subscribedWorker();
    const other = await subscribedWorker();
    const vendor = await addVendor(s.db);
    const customer = await signUp(s.app);
    const ticket = await addJob(s.db, { customerId: customer.user.id, vendorId: vendor.id });
    await s.push.enqueue([ticket.id]);
    await s.push.drain();
    expect(pushService.to(other.name)).toHaveLength(1);
    expect(pushService.to(leaver.name)).toHaveLength(1);

    expect((await leaver.client.post(`/api/job-tickets/${ticket.id}/accept`)).status).toBe(200);
    expect((await leaver.client.post(`/api/job-tickets/${ticket.id}/release`)).status).toBe(200);
    await s.push.drain();
    expect(pushService.to(other.name)).toHaveLength(2);
    expect(pushService.to(leaver.name)).toHaveLength(1);
    const again = JSON.parse(
      decryptPush(pushService.to(other.name)[1]?.body ?? Buffer.alloc(0), other.subscriber),
    ) as JobPushPayload;
    expect(again).toMatchObject({ ticketId: ticket.id, url: `/worker-jobs?ticket=${ticket.id}` });
  });
});
