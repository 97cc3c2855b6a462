import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { NotificationList } from '../contracts/notifications';
import { openDatabase } from '../db/client';
import {
  jobTickets,
  notifications,
  outgoingMail,
  outgoingTexts,
  payments,
  pushDeliveries,
  pushSubscriptions,
} from '../db/schema';
import { newId } from '../lib/ids';
import { acquire } from '../lib/job-lease';
import { createReminderJob, writeDueReminders } from '../modules/orders/reminders';
import { createLocalProvider } from '../payments/local';
import { deliverMail } from '../test/deliver-mail';
import { startFakeSmtp } from '../test/fake-smtp';
import { addJob, addService, addVendor, approveWorker } from '../test/fixtures';
import { type Client, ORIGIN, signUp, testClock } from '../test/harness';
import { payCart } from '../test/pay';
import { vendorWithOwner } from '../test/quote-fixtures';
import { createNotifier } from './notifier';

// The notification service end to end: the change writes the notification in its transaction, the
// notifier fans it out by the person's preferences, and the mail arrives at a real SMTP server.
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let db: ReturnType<typeof openDatabase>;
let clock: ReturnType<typeof testClock>;
let app: Awaited<ReturnType<typeof createApp>>;

beforeEach(async () => {
  smtp = await startFakeSmtp();
  db = openDatabase(':memory:');
  clock = testClock();
  app = await createApp({ db, clock, payments: createLocalProvider(db, clock), publicOrigin: ORIGIN });
});
afterEach(() => smtp.close());

const deliver = () => deliverMail({ db, clock, smtpUrl: smtp.url, publicOrigin: ORIGIN });

// Every sign-up's welcome (api/mail/welcome.test.ts) is left out of what these tests count.
const isWelcome = (subject?: string) => subject?.startsWith('Welcome to Broken Bow Events') ?? false;
const mailTo = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address) && !isWelcome(m.parsed.subject));

async function paidBooking(customer: Client, vendorId: string, serviceId: string, day = '2026-12-12') {
  const added = await customer.post('/api/cart/items', {
    vendorId,
    serviceId,
    selectedDate: day,
    selectedTime: '17:00',
    guestCount: 40,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });
  expect(added.status).toBe(201);
  return payCart(customer);
}

describe('a paid booking', () => {
  it('queues exactly one receipt and one new-booking e-mail per order, sent once across a restart', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const photos = await addService(db, owner.vendor.id, {
      name: 'Photo booth',
      category: 'photography',
      basePriceCents: 30_000,
    });
    const customer = await signUp(app);
    await customer.client.post('/api/cart/items', {
      vendorId: owner.vendor.id,
      serviceId: photos.id,
      selectedDate: '2026-12-19',
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    const { orderIds, cartId } = await paidBooking(customer.client, owner.vendor.id, photos.id);
    expect(orderIds).toHaveLength(2);
    // The browser finishing the payment again (a reload, a retry) tells nothing twice.
    expect((await customer.client.post('/api/checkout/complete', { cartId })).status).toBe(200);

    // A crash before the fan-out: nothing sent, everything kept.
    expect(smtp.received).toHaveLength(0);
    await deliver();
    await deliver();

    const receipts = mailTo(customer.input.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.parsed.subject).toBe('Your receipt: $600.00');
    expect(receipts[0]?.parsed.text).toContain('Total paid: $600.00');
    // Each line's cancellation policy in its own days (the clock is at Nov 23).
    expect(receipts[0]?.parsed.text).toContain(
      'If you cancel: Standard policy: Full refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    expect(receipts[0]?.parsed.text).toContain(
      'If you cancel: Standard policy: Full refund less the 3% processing fee until Sat, Dec 12; half back until Wed, Dec 16; no refund from Thu, Dec 17.',
    );
    expect(receipts[0]?.parsed.text).toContain('Saturday, December 12, 2026 at 5:00 PM');
    expect(receipts[0]?.parsed.html).toContain(`href="${ORIGIN}/bookings"`);

    const vendorMail = mailTo(owner.user.email);
    expect(vendorMail.map((m) => m.parsed.subject).sort()).toEqual([
      'New booking: Photo booth, Sat Dec 12',
      'New booking: Photo booth, Sat Dec 19',
    ]);
    for (const orderId of orderIds) {
      expect(
        vendorMail.some((m) => m.parsed.text?.includes(`/vendor-dashboard?tab=bookings&order=${orderId}`)),
      ).toBe(true);
    }
    expect((await db.select().from(outgoingMail).all()).filter((m) => !isWelcome(m.subject))).toHaveLength(3);
  });

  it('e-mails a customer with e-mail notifications off the receipt, but not the booking news', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
      bookingMode: 'request',
    });
    const customer = await signUp(app);
    const prefs = await customer.client.post('/api/preferences', {
      email: customer.input.email,
      emailNotifications: false,
      smsNotifications: false,
      marketingEmails: false,
      bookingReminders: true,
      promotionalTexts: false,
    });
    expect(prefs.status).toBe(200);
    const { orderIds } = await paidBooking(customer.client, owner.vendor.id, service.id);
    expect((await owner.client.post(`/api/vendor/orders/${orderIds[0]}/accept`)).status).toBe(200);
    await deliver();

    expect(mailTo(customer.input.email).map((m) => m.parsed.subject)).toEqual(['Your receipt: $300.00']);
    // The acceptance still waits in the bell.
    const bell = (await customer.client.get('/api/notifications')).json as NotificationList;
    expect(bell.notifications.map((n) => n.title)).toEqual(['Booking accepted: Buffet, Sat Dec 12']);
    expect(bell.unread).toBe(1);
  });

  it('announces a new job to every approved worker in the bell, and by text only to those who chose SMS', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const catering = await addService(db, owner.vendor.id, {
      category: 'catering',
      basePriceCents: 1_000,
      priceUnit: 'per person',
    });
    const texting = await signUp(app, 'worker');
    await approveWorker(db, texting.user.id);
    await texting.client.post('/api/preferences', {
      email: texting.input.email,
      phone: '(580) 555-0142',
      emailNotifications: false,
      smsNotifications: true,
      marketingEmails: false,
      bookingReminders: true,
      promotionalTexts: false,
    });
    const quiet = await signUp(app, 'worker');
    await approveWorker(db, quiet.user.id);
    const pending = await signUp(app, 'worker');
    await approveWorker(db, pending.user.id, 'pending');
    const customer = await signUp(app);
    await paidBooking(customer.client, owner.vendor.id, catering.id);
    await deliver();

    for (const worker of [texting, quiet]) {
      const bell = (await worker.client.get('/api/notifications')).json as NotificationList;
      expect(bell.notifications.map((n) => n.title)).toEqual(['New job available: Buffet, Sat Dec 12']);
      expect(bell.notifications[0]?.url).toMatch(/^\/worker-jobs\?ticket=/);
    }
    expect(((await pending.client.get('/api/notifications')).json as NotificationList).notifications).toEqual(
      [],
    );
    const texts = await db.select().from(outgoingTexts).all();
    expect(texts.map((t) => t.to)).toEqual(['+15805550142']);
    expect(texts[0]?.body).toContain('New job available');
    expect(mailTo(texting.input.email)).toHaveLength(0);
    expect(mailTo(quiet.input.email).map((m) => m.parsed.subject)).toEqual([
      'New job available: Buffet, Sat Dec 12',
    ]);
  });
});

describe('cancellations and refunds', () => {
  it('tells the customer of a decline, e-mails the refund, and tells the vendor of a customer cancel', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
    });
    const request = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
      bookingMode: 'request',
    });
    const customer = await signUp(app);
    const first = await paidBooking(customer.client, owner.vendor.id, request.id, '2026-12-12');
    const declined = await owner.client.post(`/api/vendor/orders/${first.orderIds[0]}/decline`, {
      reason: 'Our smoker is in the shop',
    });
    expect(declined.status).toBe(200);
    const second = await paidBooking(customer.client, owner.vendor.id, service.id, '2026-12-19');
    expect((await customer.client.post(`/api/orders/${second.orderIds[0]}/cancel`, {})).status).toBe(200);
    await deliver();

    const customerSubjects = mailTo(customer.input.email).map((m) => m.parsed.subject);
    expect(customerSubjects.filter((s) => s?.startsWith('Booking declined'))).toEqual([
      'Booking declined: Buffet, Sat Dec 12',
    ]);
    // The declined request was only held: released, nothing to refund. The customer's cancel of the
    // instant booking is refunded by the schedule, once.
    expect(customerSubjects.filter((s) => s?.startsWith('Refund of'))).toEqual([
      'Refund of $291.00 issued: Buffet, Sat Dec 19',
    ]);
    const declineMail = mailTo(customer.input.email).find(
      (m) => m.parsed.subject === 'Booking declined: Buffet, Sat Dec 12',
    );
    expect(declineMail?.parsed.text).toContain('Reason: Our smoker is in the shop');
    // Only held: the mail says so, and offers no refund.
    expect(declineMail?.parsed.text).toContain('The hold on your card was released: you were not charged.');
    expect(declineMail?.parsed.text).not.toContain('refund');
    // The customer did not tell themself; the vendor hears of the customer's cancel, not of their own decline.
    const vendorBell = (await owner.client.get('/api/notifications')).json as NotificationList;
    expect(vendorBell.notifications.map((n) => n.title)).toEqual([
      'Booking cancelled: Buffet, Sat Dec 19',
      'New booking: Buffet, Sat Dec 19',
      'New booking: Buffet, Sat Dec 12',
    ]);
  });
});

describe('a declined request', () => {
  it('tells the customer the hold on their card was released', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
      bookingMode: 'request',
    });
    const customer = await signUp(app);
    const { orderIds } = await paidBooking(customer.client, owner.vendor.id, service.id, '2026-12-12');
    // The card was only authorised (a request, issue 29): the payment's hold is still held.
    expect((await db.select({ hold: payments.holdStatus }).from(payments).get())?.hold).toBe('held');
    await owner.client.post(`/api/vendor/orders/${orderIds[0]}/decline`, { reason: 'Booked solid' });
    const bell = (await customer.client.get('/api/notifications')).json as NotificationList;
    expect(bell.notifications.find((n) => n.title === 'Booking declined: Buffet, Sat Dec 12')?.body).toBe(
      'Smokehouse declined your booking: Buffet. The hold on your card was released: you were not charged. Reason: Booked solid',
    );
  });
});

describe('messages', () => {
  it('tell the other side once per unread spell', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
    });
    const customer = await signUp(app);
    const { orderIds } = await paidBooking(customer.client, owner.vendor.id, service.id);
    const thread = (await customer.client.post('/api/threads', { orderId: orderIds[0] })).json as {
      id: string;
    };
    const say = (client: Client, body: string) =>
      client.post(`/api/threads/${thread.id}/messages`, { id: newId(), body });
    expect((await say(customer.client, 'Can you start at 4?')).status).toBe(201);
    await say(customer.client, 'And bring the big grill');
    const vendorTitles = async () =>
      ((await owner.client.get('/api/notifications')).json as NotificationList).notifications
        .filter((n) => n.kind === 'message-new')
        .map((n) => n.body);
    expect(await vendorTitles()).toEqual(['Can you start at 4?']);
    // The vendor reads and answers; the customer's next line is news again.
    await owner.client.get(`/api/threads/${thread.id}/messages`);
    await say(owner.client, 'Yes, 4 works');
    await say(customer.client, 'Thanks!');
    expect(await vendorTitles()).toEqual(['Thanks!', 'Can you start at 4?']);
    const customerBell = (await customer.client.get('/api/notifications')).json as NotificationList;
    expect(customerBell.notifications.find((n) => n.kind === 'message-new')).toMatchObject({
      title: 'New message from Smokehouse',
      url: `/messages/${thread.id}`,
    });
  });
});

describe('the bell', () => {
  it('lists only its person’s notifications, newest first, and marks only theirs read', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
    });
    const customer = await signUp(app);
    await paidBooking(customer.client, owner.vendor.id, service.id, '2026-12-12');
    clock.advance(60_000);
    await paidBooking(customer.client, owner.vendor.id, service.id, '2026-12-19');
    const bell = (await owner.client.get('/api/notifications')).json as NotificationList;
    expect(bell.unread).toBe(2);
    expect(bell.notifications.map((n) => n.body)).toEqual([
      expect.stringContaining('December 19'),
      expect.stringContaining('December 12'),
    ]);
    // The receipt is e-mailed, never listed.
    expect(
      ((await customer.client.get('/api/notifications')).json as NotificationList).notifications,
    ).toEqual([]);
    const first = bell.notifications[1]?.id ?? '';
    // Someone else's id changes nothing and tells nothing.
    const stranger = await signUp(app);
    const theirs = await stranger.client.post('/api/notifications/read', { ids: [first] });
    expect(theirs.status).toBe(200);
    expect((theirs.json as NotificationList).unread).toBe(0);
    const read = (await owner.client.post('/api/notifications/read', { ids: [first] }))
      .json as NotificationList;
    expect(read.unread).toBe(1);
    expect(read.notifications[1]?.readAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    const again = (await owner.client.post('/api/notifications/read', { ids: [first] }))
      .json as NotificationList;
    expect(again.notifications[1]?.readAt).toBe(read.notifications[1]?.readAt);
    expect((await owner.client.post('/api/notifications/read', { ids: ['nope'] })).status).toBe(400);
    expect((await owner.client.post('/api/notifications/read', { ids: [] })).status).toBe(400);
  });
});

describe('push', () => {
  it('queues a notification for each device of its person, once, and never a receipt', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
    });
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    await db
      .insert(pushSubscriptions)
      .values([
        {
          id: newId(),
          userId: owner.user.id,
          endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
          ...keys,
        },
        {
          id: newId(),
          userId: owner.user.id,
          endpoint: 'https://fcm.googleapis.com/fcm/send/laptop',
          ...keys,
        },
      ])
      .run();
    const customer = await signUp(app);
    await db
      .insert(pushSubscriptions)
      .values({
        id: newId(),
        userId: customer.user.id,
        endpoint: 'https://fcm.googleapis.com/fcm/send/c',
        ...keys,
      })
      .run();
    await paidBooking(customer.client, owner.vendor.id, service.id);
    await deliver();
    await deliver();
    const queued = await db.select().from(pushDeliveries).all();
    expect(queued).toHaveLength(2);
    const [note] = await db.select().from(notifications).where(eq(notifications.kind, 'booking-new')).all();
    expect(new Set(queued.map((q) => q.notificationId))).toEqual(new Set([note?.id]));
  });
});

describe('booking reminders', () => {
  it('go two days ahead to the customer, the vendor and the worker on the job, once, and catch up after a restart', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const catering = await addService(db, owner.vendor.id, {
      category: 'catering',
      basePriceCents: 1_000,
      priceUnit: 'per person',
    });
    const customer = await signUp(app);
    const worker = await signUp(app, 'worker');
    await approveWorker(db, worker.user.id);
    const { orderIds } = await paidBooking(customer.client, owner.vendor.id, catering.id, '2026-12-12');
    const [ticket] = await db
      .select()
      .from(jobTickets)
      .where(eq(jobTickets.orderId, orderIds[0] ?? ''))
      .all();
    expect((await worker.client.post(`/api/job-tickets/${ticket?.id}/accept`)).status).toBe(200);
    // The vendor turned reminders off.
    await owner.client.post('/api/preferences', {
      email: owner.user.email,
      emailNotifications: true,
      smsNotifications: false,
      marketingEmails: false,
      bookingReminders: false,
      promotionalTexts: false,
    });

    const reminders = () =>
      db.select().from(notifications).where(eq(notifications.kind, 'booking-reminder')).all();
    clock.set('2026-12-09T15:00:00.000Z');
    expect(await writeDueReminders(db, clock.now())).toBe(0);
    // The server was down on the 10th: on the 11th (one day ahead) the reminders still go.
    clock.set('2026-12-11T15:00:00.000Z');
    expect(await writeDueReminders(db, clock.now())).toBe(2);
    expect(await writeDueReminders(db, clock.now())).toBe(0);
    expect((await reminders()).map((r) => r.userId).sort()).toEqual(
      [customer.user.id, worker.user.id].sort(),
    );
    expect((await reminders()).find((r) => r.userId === worker.user.id)?.url).toBe(
      `/worker-jobs?ticket=${ticket?.id}`,
    );
    await deliver();
    const mail = mailTo(customer.input.email).find((m) => m.parsed.subject?.startsWith('Reminder:'));
    expect(mail?.parsed.subject).toBe('Reminder: Buffet on Saturday, December 12, 2026 at 5:00 PM');
    expect(mail?.parsed.text).toContain('booking reminders are on');
    clock.set('2026-12-13T15:00:00.000Z');
    expect(await writeDueReminders(db, clock.now())).toBe(0);
  });

  it('reach everyone on each booking once: its vendor’s owner, the worker on each live job; not a cancelled job’s worker', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const catering = await addService(db, owner.vendor.id, { category: 'catering', basePriceCents: 1_000 });
    // A vendor without an account: nobody to remind on its side.
    const lakeside = await addVendor(db, { businessName: 'Lakeside Photo' });
    const photos = await addService(db, lakeside.id, { category: 'photography', basePriceCents: 30_000 });
    const customer = await signUp(app);
    const worker = await signUp(app, 'worker');
    await approveWorker(db, worker.user.id);
    const dropped = await signUp(app, 'worker');
    const party =
      (await paidBooking(customer.client, owner.vendor.id, catering.id, '2026-12-12')).orderIds[0] ?? '';
    const brunch =
      (await paidBooking(customer.client, owner.vendor.id, catering.id, '2026-12-13')).orderIds[0] ?? '';
    const portraits =
      (await paidBooking(customer.client, lakeside.id, photos.id, '2026-12-12')).orderIds[0] ?? '';
    const [ticket] = await db.select().from(jobTickets).where(eq(jobTickets.orderId, party)).all();
    expect((await worker.client.post(`/api/job-tickets/${ticket?.id}/accept`)).status).toBe(200);
    // The party's job was changed: the worker of its old job is off it.
    await addJob(db, {
      customerId: customer.user.id,
      vendorId: owner.vendor.id,
      orderId: party,
      ticket: { status: 'cancelled', assignedWorkerId: dropped.user.id },
    });

    clock.set('2026-12-11T15:00:00.000Z');
    expect(await writeDueReminders(db, clock.now())).toBe(6);
    const sent = await db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'booking-reminder'))
      .all();
    const to = (orderId: string) =>
      sent
        .filter((n) => n.key.startsWith(`reminder:${orderId}:`))
        .map((n) => [n.userId, n.url])
        .sort();
    expect(to(party)).toEqual(
      [
        [customer.user.id, `/bookings/${party}`],
        [owner.user.id, `/vendor-dashboard?tab=bookings&order=${party}`],
        [worker.user.id, `/worker-jobs?ticket=${ticket?.id}`],
      ].sort(),
    );
    // The brunch's job is on the board, nobody's yet.
    expect(to(brunch)).toEqual(
      [
        [customer.user.id, `/bookings/${brunch}`],
        [owner.user.id, `/vendor-dashboard?tab=bookings&order=${brunch}`],
      ].sort(),
    );
    expect(to(portraits)).toEqual([[customer.user.id, `/bookings/${portraits}`]]);
    expect(sent.find((n) => n.key === `reminder:${brunch}:${customer.user.id}`)).toMatchObject({
      title: 'Reminder: Buffet on Sunday, December 13, 2026 at 5:00 PM',
      body: 'Buffet with Smokehouse is coming up on Sunday, December 13, 2026 at 5:00 PM.',
    });
  });

  it('are written by one instance at a time, which wakes the sender when it wrote some', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const catering = await addService(db, owner.vendor.id, { category: 'catering', basePriceCents: 1_000 });
    const customer = await signUp(app);
    await paidBooking(customer.client, owner.vendor.id, catering.id, '2026-12-12');
    let wakes = 0;
    const job = createReminderJob({ db, clock, notifier: { wake: () => (wakes += 1) } });
    expect(await job.run()).toBe(0);
    expect(wakes).toBe(0);

    clock.set('2026-12-10T15:00:00.000Z');
    expect(await acquire(db, 'reminders', 'other-host:1:aa', 60_000, clock.now())).not.toBeNull();
    expect(await job.run()).toBeNull();
    clock.set('2026-12-10T15:01:00.000Z');
    expect(await job.run()).toBe(2);
    expect(wakes).toBe(1);
  });

  it('are looked for every 15 minutes', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const catering = await addService(db, owner.vendor.id, { category: 'catering', basePriceCents: 1_000 });
    const customer = await signUp(app);
    await paidBooking(customer.client, owner.vendor.id, catering.id, '2026-12-12');
    const reminders = () =>
      db.select().from(notifications).where(eq(notifications.kind, 'booking-reminder')).all();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const job = createReminderJob({ db, clock });
      job.start();
      expect(await job.run()).toBe(0);
      clock.set('2026-12-10T15:00:00.000Z');
      await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
      expect(await reminders()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await reminders()).toHaveLength(2);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('skip a booking made after its reminder would have gone, and a cancelled one', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
    });
    const customer = await signUp(app);
    clock.set('2026-12-10T15:00:00.000Z');
    await paidBooking(customer.client, owner.vendor.id, service.id, '2026-12-12');
    const { orderIds } = await paidBooking(customer.client, owner.vendor.id, service.id, '2026-12-11');
    expect(await writeDueReminders(db, clock.now())).toBe(0);
    clock.set('2026-11-23T15:00:00.000Z');
    const later = await paidBooking(customer.client, owner.vendor.id, service.id, '2026-12-19');
    await customer.client.post(`/api/orders/${later.orderIds[0]}/cancel`, {});
    clock.set('2026-12-17T15:00:00.000Z');
    expect(await writeDueReminders(db, clock.now())).toBe(0);
    expect(orderIds).toHaveLength(1);
  });
});

describe('the fan-out', () => {
  it('is all or nothing: a failure inside leaves the notification to be fanned out by the next run', async () => {
    const owner = await vendorWithOwner(app, db, 'Smokehouse');
    const service = await addService(db, owner.vendor.id, {
      category: 'photography',
      basePriceCents: 30_000,
    });
    const customer = await signUp(app);
    await paidBooking(customer.client, owner.vendor.id, service.id);
    // The mail table refuses inserts for a moment, as a full disk would.
    db.sqlite.exec(
      "CREATE TRIGGER no_mail BEFORE INSERT ON outgoing_mail BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const notifier = createNotifier({ db, clock, publicOrigin: ORIGIN });
    await expect(notifier.drain()).rejects.toMatchObject({ cause: { message: 'disk full' } });
    expect((await db.select().from(notifications).all()).every((n) => n.fannedOutAt === null)).toBe(true);
    db.sqlite.exec('DROP TRIGGER no_mail');
    await deliver();
    expect(
      smtp.received
        .map((m) => m.parsed.subject)
        .filter((subject) => !isWelcome(subject))
        .sort(),
    ).toEqual(['New booking: Buffet, Sat Dec 12', 'Your receipt: $300.00']);
  });
});
