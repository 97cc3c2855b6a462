import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../contracts/checkout';
import type { AdminReviewView, OwnReviewView, ReviewPage } from '../../contracts/reviews';
import { gigWorkers, notifications, orders, reviews, vendors } from '../../db/schema';
import { postCharge } from '../../ledger/order-books';
import { addJob, addService, addVendor, approveWorker, makeAdmin } from '../../test/fixtures';
import { makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { completeEndedOrders } from '../orders/completion-job';
import { reviewableOrder } from './review-test-kit';

// The clock starts at 2026-11-23 noon UTC (06:00 in Broken Bow): a job that day can be started.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
let vendorId: string;

beforeEach(async () => {
  t = await makeTestApp();
  owner = await signUp(t.app, 'vendor');
  vendorId = (await addVendor(t.db, { businessName: 'Lakeside Photo', userId: owner.user.id })).id;
  customer = await signUp(t.app, 'customer', { firstName: 'Dana', lastName: 'reed' });
});

/** The customer's card paid for the order, as checkout records it in the books. */
const charge = (orderId: string, amountCents = 30_000) =>
  t.db.transaction((tx) => postCharge(tx, { id: orderId, amountCents }, 'pay_test', t.clock.now()));

/** A paid booking of 21 November 2026, two days before the clock's today. */
const order = (status: 'accepted' | 'completed' = 'completed', customerId = customer.user.id) =>
  reviewableOrder(t, { customerId, vendorId }, status);
const words = 'Wonderful photos, on time and kind to our guests.';
const review = (id: string, body: object, who = customer) =>
  who.client.post(`/api/orders/${id}/review`, body);
const vendorRow = () => t.db.select().from(vendors).where(eq(vendors.id, vendorId)).get();
const page = async (query = '') =>
  (await t.app.request(`/api/vendors/${vendorId}/reviews${query}`)).json() as Promise<ReviewPage>;

describe('POST /api/orders/:id/review', () => {
  it('takes one review of a completed booking from its customer, and tells the vendor', async () => {
    const id = await order();
    const first = await review(id, { rating: 4, comment: `  ${words}  ` });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ rating: 4, workerRating: null });
    expect(await t.db.select().from(reviews).get()).toMatchObject({ comment: words, workerId: null });
    expect(await vendorRow()).toMatchObject({ rating: 4, reviewCount: 1 });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'review-new')))
      .all();
    expect(note).toMatchObject({ kind: 'review-new', url: `/vendor/${vendorId}#reviews` });

    const again = await review(id, { rating: 5, comment: words });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'You have already reviewed this booking' });
    const detail = (await customer.client.get(`/api/orders/${id}`)).json as OrderDetail;
    expect(detail.review).toMatchObject({ rating: 4 });
    expect(detail.workerToRate).toBe(false);
  });

  it("refuses a booking not yet completed (403), and another's booking with the 404 of a missing one", async () => {
    expect(await review(await order('accepted'), { rating: 5, comment: words })).toMatchObject({
      status: 403,
      json: { message: 'You can review a booking once it is completed' },
    });
    const stranger = await signUp(t.app);
    const theirs = await review(await order(), { rating: 5, comment: words }, stranger);
    expect(theirs).toMatchObject({ status: 404, json: { message: 'Booking not found' } });
    const missing = await review(crypto.randomUUID(), { rating: 5, comment: words });
    expect(missing.json).toEqual(theirs.json);
    expect((await review(await order(), { rating: 5, comment: words }, owner)).status).toBe(404);
    expect(await t.db.select().from(reviews).all()).toEqual([]);
  });

  it('refuses an owner reviewing a booking of their own business', async () => {
    const id = await order('completed', owner.user.id);
    const res = await review(id, { rating: 5, comment: words }, owner);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: 'You cannot review your own business' });
  });

  it('checks the stars and the words', async () => {
    const id = await order();
    for (const body of [
      { rating: 0, comment: words },
      { rating: 4.5, comment: words },
      { rating: 6, comment: words },
      { rating: 5, comment: '  too short ' },
      { rating: 5, comment: 'x'.repeat(2001) },
      { rating: 5, comment: words, workerRating: 7 },
    ])
      expect((await review(id, body)).status).toBe(400);
    const short = await review(id, { rating: 5, comment: 'Great' });
    expect(short.json).toMatchObject({ fields: { comment: 'Please write at least 10 characters' } });
    // No worker did this booking: there is no one to rate.
    const noWorker = await review(id, { rating: 5, comment: words, workerRating: 5 });
    expect(noWorker).toMatchObject({ status: 400 });
    expect(noWorker.json).toEqual({
      message: 'This booking had no worker to rate',
      code: 'bad_request',
      fields: { workerRating: 'This booking had no worker to rate' },
    });
  });

  it('rates the worker who finished the job, stored as their gig worker profile', async () => {
    const worker = await signUp(t.app, 'worker');
    const profile = await approveWorker(t.db, worker.user.id);
    const ticket = await addJob(t.db, {
      customerId: customer.user.id,
      vendorId,
      scheduledDate: '2026-11-23',
    });
    t.clock.set('2026-11-23T23:00:00.000Z'); // 17:00 in Broken Bow, when the job begins
    for (const step of ['accept', 'start', 'complete'])
      expect((await worker.client.post(`/api/job-tickets/${ticket.id}/${step}`, {})).status).toBe(200);
    t.clock.set('2026-11-24T18:00:00.000Z'); // the day after: the booking is completed once its day is over
    await completeEndedOrders(t.db, t.clock.now());
    const detail = (await customer.client.get(`/api/orders/${ticket.orderId}`)).json as OrderDetail;
    expect(detail).toMatchObject({ status: 'completed', workerToRate: true, review: null });
    await charge(ticket.orderId);
    expect((await review(ticket.orderId, { rating: 5, comment: words, workerRating: 4 })).status).toBe(201);
    expect(await t.db.select().from(reviews).get()).toMatchObject({ workerId: profile.id, workerRating: 4 });
    // The worker's own rating is the mean of their visible ratings, and loses a hidden one.
    const profileRating = async () =>
      (
        await t.db
          .select({ rating: gigWorkers.rating })
          .from(gigWorkers)
          .where(eq(gigWorkers.id, profile.id))
          .get()
      )?.rating;
    expect(await profileRating()).toBe(4);
    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    const [only] = (await admin.client.get('/api/admin/reviews')).json as AdminReviewView[];
    expect((await admin.client.post(`/api/admin/reviews/${only?.id}/hide`, { reason: 'Spam' })).status).toBe(
      200,
    );
    expect(await profileRating()).toBe(0);
  });

  it("tells the owner word for word, a comment over 140 characters cut to 139 and '…'", async () => {
    const long = `${'A'.repeat(139)}BC`; // 141 characters
    const res = await review(await order(), { rating: 4, comment: long });
    const reviewId = (res.json as { id: string }).id;
    const [note] = await t.db.select().from(notifications).where(eq(notifications.kind, 'review-new')).all();
    expect(note).toMatchObject({
      key: `review-new:${reviewId}:${owner.user.id}`,
      userId: owner.user.id,
      title: 'New 4-star review',
      body: `A customer reviewed Lakeside Photo: "${'A'.repeat(139)}…"`,
      url: `/vendor/${vendorId}#reviews`,
    });
  });

  it('keeps a comment of exactly 140 characters whole in the notice', async () => {
    const exact = 'B'.repeat(140);
    await review(await order(), { rating: 2, comment: exact });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.kind, 'review-new')).all();
    expect(note).toMatchObject({
      title: 'New 2-star review',
      body: `A customer reviewed Lakeside Photo: "${exact}"`,
    });
  });

  it('takes a review of a business with no owner any more, and tells no one', async () => {
    const ownerless = (await addVendor(t.db, { businessName: 'Old Mill' })).id;
    const id = await reviewableOrder(t, { customerId: customer.user.id, vendorId: ownerless });
    expect((await review(id, { rating: 3, comment: words })).status).toBe(201);
    expect(await t.db.select().from(notifications).where(eq(notifications.kind, 'review-new')).all()).toEqual(
      [],
    );
  });

  it("refuses a completed, paid booking that has no day: 'You can review a booking once its day has passed'", async () => {
    const id = await order();
    await t.db.update(orders).set({ scheduledDate: null }).where(eq(orders.id, id)).run();
    expect(await review(id, { rating: 5, comment: words })).toMatchObject({
      status: 403,
      json: { message: 'You can review a booking once its day has passed' },
    });
  });

  it("a review that rates only the vendor leaves the worker's profile as it was", async () => {
    const worker = await signUp(t.app, 'worker');
    const profile = await approveWorker(t.db, worker.user.id);
    const ticket = await addJob(t.db, {
      customerId: customer.user.id,
      vendorId,
      scheduledDate: '2026-11-21',
      ticket: { status: 'completed', assignedWorkerId: worker.user.id },
    });
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, ticket.orderId)).run();
    await charge(ticket.orderId);
    const workerRow = () => t.db.select().from(gigWorkers).where(eq(gigWorkers.id, profile.id)).get();
    const before = await workerRow();
    t.clock.set('2026-11-24T18:00:00.000Z');
    expect((await review(ticket.orderId, { rating: 5, comment: words })).status).toBe(201);
    expect(await t.db.select().from(reviews).get()).toMatchObject({
      workerId: profile.id,
      workerRating: null,
    });
    expect(await workerRow()).toEqual(before);
  });
});

describe('a review follows a booking that was paid and whose day has passed', () => {
  /** The customer books the vendor's photography for 25 November and pays (instant: accepted). */
  async function bookPaid(basePriceCents: number) {
    const service = await addService(t.db, vendorId, { category: 'photography', basePriceCents });
    const added = await customer.client.post('/api/cart/items', {
      vendorId,
      serviceId: service.id,
      selectedDate: '2026-11-25',
      selectedTime: '17:00',
      guestCount: 40,
      eventAddress: '14 Quail Hollow Ln, Hochatown, OK 74728',
    });
    expect(added.status).toBe(201);
    const [booked] = (await payCart(customer.client)).orders;
    const id = booked?.id ?? '';
    return id;
  }

  /** The same, marked delivered by the owner once its day is over. */
  async function bookPaidAndDelivered(basePriceCents: number) {
    const id = await bookPaid(basePriceCents);
    t.clock.set('2026-11-26T06:30:00.000Z'); // 12:30 AM on 26 November in Broken Bow
    expect((await owner.client.post(`/api/vendor/orders/${id}/delivered`)).status).toBe(200);
    return id;
  }

  it('refuses a review until the day has passed in Broken Bow, then takes it', async () => {
    const id = await bookPaid(30_000);
    // Completed on its own day, as bookings were before they waited for their end.
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, id)).run();
    t.clock.set('2026-11-26T05:30:00.000Z'); // still 11:30 PM on 25 November in Broken Bow
    const early = await review(id, { rating: 5, comment: words });
    expect(early.status).toBe(403);
    expect(early.json).toMatchObject({ message: 'You can review a booking once its day has passed' });
    t.clock.set('2026-11-26T06:30:00.000Z'); // 12:30 AM on 26 November
    expect((await review(id, { rating: 5, comment: words })).status).toBe(201);
    expect(await vendorRow()).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('refuses a review of a booking that cost nothing, even after its day', async () => {
    // A $0 service kept from before prices had a minimum: checked out with no charge.
    const id = await bookPaidAndDelivered(0);
    t.clock.set('2026-11-27T18:00:00.000Z');
    const res = await review(id, { rating: 5, comment: words });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: 'Only a paid booking can be reviewed' });
    expect(await t.db.select().from(reviews).all()).toEqual([]);
    expect(await vendorRow()).toMatchObject({ rating: 0, reviewCount: 0 });
  });
});

describe('the vendor page, the average and hiding', () => {
  it('moves the average and count with each review and each hiding, and pages newest first', async () => {
    const ratings = [5, 4, 4, 2, 5, 3, 5, 5, 1, 5, 4, 5];
    for (const [i, rating] of ratings.entries()) {
      t.clock.set(`2026-12-${String(i + 1).padStart(2, '0')}T15:00:00.000Z`);
      expect((await review(await order(), { rating, comment: `${words} #${i}` })).status).toBe(201);
    }
    expect(await vendorRow()).toMatchObject({ rating: 4, reviewCount: 12 });
    const first = await page();
    expect(first.summary).toEqual({
      average: '4.00',
      count: 12,
      distribution: { 1: 1, 2: 1, 3: 1, 4: 3, 5: 6 },
    });
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0]).toMatchObject({
      rating: 5,
      comment: `${words} #11`,
      author: 'Dana R.',
      eventType: 'Event service',
      month: 'November 2026',
      reply: null,
      verified: true,
    });
    expect(first.nextOffset).toBe(10);
    const second = await page('?offset=10&limit=10');
    expect(second.reviews.map((r) => r.comment)).toEqual([`${words} #1`, `${words} #0`]);
    expect(second.nextOffset).toBeNull();
    expect((await t.app.request(`/api/vendors/${vendorId}/reviews?limit=51`)).status).toBe(400);

    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    const listed = (await admin.client.get('/api/admin/reviews')).json as AdminReviewView[];
    const lowest = listed.find((r) => r.rating === 1);
    expect(lowest).toBeDefined();
    // Only an admin hides.
    expect(
      (await owner.client.post(`/api/admin/reviews/${lowest?.id}/hide`, { reason: 'Spam' })).status,
    ).toBe(403);
    expect(
      (await customer.client.post(`/api/admin/reviews/${lowest?.id}/hide`, { reason: 'Spam' })).status,
    ).toBe(403);
    expect((await admin.client.post(`/api/admin/reviews/${lowest?.id}/hide`, { reason: '' })).status).toBe(
      400,
    );
    const hid = await admin.client.post(`/api/admin/reviews/${lowest?.id}/hide`, {
      reason: 'Names a staff member',
    });
    expect(hid.status).toBe(200);
    expect(await vendorRow()).toMatchObject({ rating: 4.27, reviewCount: 11 });
    const after = await page('?limit=50');
    expect(after.summary).toMatchObject({ average: '4.27', count: 11, distribution: { 1: 0 } });
    expect(after.reviews.some((r) => r.id === lowest?.id)).toBe(false);
    expect(
      (await admin.client.post(`/api/admin/reviews/${lowest?.id}/hide`, { reason: 'Again' })).status,
    ).toBe(409);
    // An answer to a hidden review would show nowhere: the owner is told, not silently ignored.
    const answer = await owner.client.post(`/api/vendor/reviews/${lowest?.id}/reply`, { body: 'Sorry!' });
    expect(answer.status).toBe(409);
    expect((answer.json as { message: string }).message).toBe('This review has been hidden by an admin');
  });

  it("answers 404 for a vendor that is not listed: 'Vendor not found'", async () => {
    const res = await t.app.request(`/api/vendors/${crypto.randomUUID()}/reviews`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Vendor not found' });
  });

  it('shows a customer with no last name by first name alone, and one with no names by username', async () => {
    const sam = await signUp(t.app, 'customer', { firstName: 'Sam', lastName: null });
    const nameless = await signUp(t.app, 'customer', { firstName: null, lastName: null });
    t.clock.set('2026-12-01T15:00:00.000Z');
    await review(await order('completed', sam.user.id), { rating: 5, comment: words }, sam);
    t.clock.set('2026-12-02T15:00:00.000Z');
    await review(await order('completed', nameless.user.id), { rating: 4, comment: words }, nameless);
    expect((await page()).reviews.map((r) => r.author)).toEqual([nameless.input.username, 'Sam']);
  });

  it("hides a review once, answering what it stored; again is 'This review is already hidden', a missing one 'Review not found'", async () => {
    await review(await order(), { rating: 5, comment: words });
    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    const [listed] = (await admin.client.get('/api/admin/reviews')).json as AdminReviewView[];
    expect(listed).toMatchObject({
      vendorId,
      vendorName: 'Lakeside Photo',
      hiddenAt: null,
      hiddenReason: null,
    });
    const hid = await admin.client.post(`/api/admin/reviews/${listed?.id}/hide`, {
      reason: 'Names a staff member',
    });
    expect(hid.json).toEqual({
      id: listed?.id,
      hiddenAt: '2026-11-23T12:00:00.000Z',
      hiddenReason: 'Names a staff member',
    });
    expect(
      await admin.client.post(`/api/admin/reviews/${listed?.id}/hide`, { reason: 'Again' }),
    ).toMatchObject({
      status: 409,
      json: { message: 'This review is already hidden' },
    });
    const missing = await admin.client.post(`/api/admin/reviews/${crypto.randomUUID()}/hide`, {
      reason: 'Spam',
    });
    expect(missing).toMatchObject({ status: 404, json: { message: 'Review not found' } });
    // The dashboard keeps a hidden review, marked, so the owner can see why it left the page.
    const [mine] = (await owner.client.get('/api/vendor/reviews')).json as OwnReviewView[];
    expect(mine).toMatchObject({ id: listed?.id, vendorId, hidden: true });
  });
});

describe('POST /api/vendor/reviews/:id/reply', () => {
  it('lets the owner answer once, shown on the page', async () => {
    await review(await order(), { rating: 5, comment: words });
    const [mine] = (await owner.client.get('/api/vendor/reviews')).json as OwnReviewView[];
    expect(mine).toMatchObject({ vendorName: 'Lakeside Photo', hidden: false, reply: null });
    const other = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: other.user.id });
    expect(
      (await other.client.post(`/api/vendor/reviews/${mine?.id}/reply`, { body: 'Thanks!' })).status,
    ).toBe(404);
    expect(
      (await customer.client.post(`/api/vendor/reviews/${mine?.id}/reply`, { body: 'Thanks!' })).status,
    ).toBe(403);
    expect((await owner.client.post(`/api/vendor/reviews/${mine?.id}/reply`, { body: '  ' })).status).toBe(
      400,
    );
    const replied = await owner.client.post(`/api/vendor/reviews/${mine?.id}/reply`, {
      body: 'Thank you, Dana!',
    });
    expect(replied.status).toBe(200);
    expect((await owner.client.post(`/api/vendor/reviews/${mine?.id}/reply`, { body: 'Again' })).status).toBe(
      409,
    );
    const [shown] = (await page()).reviews;
    expect(shown?.reply).toMatchObject({ body: 'Thank you, Dana!' });
  });

  it('answers the reply with what it stored, and refuses a second word for word, even once the review is hidden', async () => {
    await review(await order(), { rating: 5, comment: words });
    const [mine] = (await owner.client.get('/api/vendor/reviews')).json as OwnReviewView[];
    expect(mine).toMatchObject({ vendorId, hidden: false });
    const reply = (body: string) => owner.client.post(`/api/vendor/reviews/${mine?.id}/reply`, { body });
    const replied = await reply('Thank you, Dana!');
    expect(replied.json).toEqual({
      id: mine?.id,
      reply: { body: 'Thank you, Dana!', at: '2026-11-23T12:00:00.000Z' },
    });
    const twice = { status: 409, json: { message: 'You have already replied to this review' } };
    expect(await reply('Again')).toMatchObject(twice);
    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    expect((await admin.client.post(`/api/admin/reviews/${mine?.id}/hide`, { reason: 'Spam' })).status).toBe(
      200,
    );
    expect(await reply('Again')).toMatchObject(twice);
  });

  it('a vendor account with no business yet has no reviews', async () => {
    const newcomer = await signUp(t.app, 'vendor');
    expect(await newcomer.client.get('/api/vendor/reviews')).toMatchObject({ status: 200, json: [] });
  });
});
