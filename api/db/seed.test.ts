import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUISINE_TYPES } from '../contracts/enums';
import { verifyPassword } from '../lib/passwords';
import { eventDetail } from '../modules/events/event-detail';
import { eventReview } from '../modules/events/event-review';
import { type Db, openDatabase } from './client';
import {
  events,
  gigWorkers,
  jobTickets,
  messages,
  messageThreads,
  orders,
  payments,
  quoteLeads,
  quoteOffers,
  quoteRequests,
  reviews,
  services,
  users,
  vendors,
} from './schema';
import { isEmpty, seedDemoData } from './seed';
import { SEED_VENDORS } from './seed-data';

const NOW = new Date('2026-03-01T12:00:00.000Z');

it('seeds once when two instances start on one empty database at the same moment', async () => {
  const shared = openDatabase(':memory:');
  const once = { ifEmpty: true };
  const answers = await Promise.all([seedDemoData(shared, NOW, once), seedDemoData(shared, NOW, once)]);
  expect(answers.filter((answer) => answer === null)).toHaveLength(1);
  const seeded = answers.find((answer) => answer !== null);
  expect(await shared.select().from(vendors).all()).toHaveLength(seeded?.vendors ?? -1);
});

describe('seedDemoData', () => {
  let db: Db;
  let emptyBefore: boolean;
  let counts: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    db = openDatabase(':memory:');
    emptyBefore = await isEmpty(db);
    counts = await seedDemoData(db, NOW);
  });

  it('reports an empty database before seeding and a populated one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isEmpty(db)).toBe(false);
  });

  it('gives the demo customer quote requests, two offers to compare, and a thread about one', async () => {
    expect(await db.select().from(quoteRequests).all()).toHaveLength(3);
    expect((await db.select().from(quoteLeads).all()).length).toBeGreaterThanOrEqual(7);
    const offers = await db.select().from(quoteOffers).all();
    expect(offers.map((o) => o.priceCents).sort()).toEqual([195_000, 217_550]);
    expect(offers.every((o) => o.expiresOn > '2026-03-01' && o.status === 'open')).toBe(true);
    const [thread] = await db
      .select()
      .from(messageThreads)
      .where(isNotNull(messageThreads.quoteRequestId))
      .all();
    expect(thread?.lastMessageAt).toBe(new Date(NOW.getTime() - 17 * 3_600_000).toISOString());
    expect(
      await db
        .select()
        .from(messages)
        .where(eq(messages.threadId, thread?.id ?? ''))
        .all(),
    ).toHaveLength(3);
  });

  it('seeds nothing into a database that has people, and says so', async () => {
    const before = (await db.select().from(users).all()).length;
    expect(await seedDemoData(db, NOW, { ifEmpty: true })).toBeNull();
    expect(await db.select().from(users).all()).toHaveLength(before);
  });

  it('returns the counts it inserted', async () => {
    expect(counts?.vendors).toBe((await db.select().from(vendors).all()).length);
    expect(counts?.services).toBe((await db.select().from(services).all()).length);
    expect(counts?.users).toBe(4);
  });

  it('fills the directory with every business type and cuisine', async () => {
    const rows = await db.select().from(vendors).all();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const types = new Set(rows.map((v) => v.businessType));
    for (const type of [
      'restaurant',
      'venue',
      'photography',
      'entertainment',
      'florist',
      'bartending',
      'rentals',
    ]) {
      expect(types).toContain(type);
    }
    const cuisines = new Set(
      rows.filter((v) => v.businessType === 'restaurant').map((v) => v.metadata.cuisineType),
    );
    for (const cuisine of CUISINE_TYPES) expect(cuisines).toContain(cuisine);
  });

  it('has at least four restaurants that deliver, flagged in metadata too', async () => {
    const rows = await db.select().from(vendors).all();
    const deliveryVendorIds = new Set(
      (
        await db
          .select({ vendorId: services.vendorId })
          .from(services)
          .where(eq(services.category, 'delivery'))
          .all()
      ).map((s) => s.vendorId),
    );
    expect(deliveryVendorIds.size).toBeGreaterThanOrEqual(4);
    for (const vendor of rows) {
      expect(vendor.metadata.offersDelivery === true).toBe(deliveryVendorIds.has(vendor.id));
    }
  });

  it('prices every service and offer at $1.00 or more, as the forms require', async () => {
    const prices = [
      ...(await db.select({ cents: services.basePriceCents }).from(services).all()),
      ...(await db.select({ cents: quoteOffers.priceCents }).from(quoteOffers).all()),
    ].map((p) => p.cents);
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(100);
  });

  it('offers an hourly Party DJ at $150 an hour with a minimum of 3 hours', async () => {
    const dj = await db.select().from(services).where(eq(services.name, 'Party DJ')).get();
    expect(dj).toMatchObject({ basePriceCents: 15_000, priceUnit: 'per hour', minHours: 3 });
  });

  it('gives each vendor two to five services', async () => {
    const perVendor = new Map<string, number>();
    for (const { vendorId } of await db.select({ vendorId: services.vendorId }).from(services).all()) {
      perVendor.set(vendorId, (perVendor.get(vendorId) ?? 0) + 1);
    }
    for (const vendor of await db.select({ id: vendors.id }).from(vendors).all()) {
      const n = perVendor.get(vendor.id) ?? 0;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
  });

  it('features some vendors relative to the given time, with exactly one expired', async () => {
    const featured = (
      await db
        .select({ featuredUntil: vendors.featuredUntil })
        .from(vendors)
        .where(isNotNull(vendors.featuredUntil))
        .all()
    ).map((v) => v.featuredUntil ?? '');
    const nowIso = NOW.toISOString();
    expect(featured.filter((until) => until > nowIso).length).toBeGreaterThanOrEqual(3);
    expect(featured.filter((until) => until <= nowIso)).toHaveLength(1);
  });

  it('creates the four demo accounts with their roles', async () => {
    const byEmail = new Map((await db.select().from(users).all()).map((u) => [u.email, u]));
    expect(byEmail.get('customer@demo.brokenbow.events')?.role).toBe('customer');
    expect(byEmail.get('vendor@demo.brokenbow.events')?.role).toBe('vendor');
    expect(byEmail.get('worker@demo.brokenbow.events')?.role).toBe('worker');
    expect(byEmail.get('admin@demo.brokenbow.events')?.role).toBe('admin');

    const customer = byEmail.get('customer@demo.brokenbow.events');
    expect(customer?.username).toBe('demo_customer');
    expect(await verifyPassword('BrokenBow!2026', customer?.passwordHash ?? '')).toBe(true);
  });

  it('approves the demo worker and gives the demo vendor a business', async () => {
    const worker = await db.select().from(users).where(eq(users.email, 'worker@demo.brokenbow.events')).get();
    const profile = await db
      .select()
      .from(gigWorkers)
      .where(eq(gigWorkers.userId, worker?.id ?? ''))
      .get();
    expect(profile?.status).toBe('approved');
    expect(profile?.positions).toEqual(['delivery_driver', 'setup_crew']);

    const owner = await db.select().from(users).where(eq(users.email, 'vendor@demo.brokenbow.events')).get();
    const owned = await db
      .select()
      .from(vendors)
      .where(eq(vendors.userId, owner?.id ?? ''))
      .all();
    expect(owned).toHaveLength(1);
  });

  it("gives the demo customer paid bookings at events around Broken Bow, with their workers' tickets", async () => {
    const customer = await db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@demo.brokenbow.events'))
      .get();
    const booked = await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer?.id ?? ''))
      .all();
    expect(booked.length).toBeGreaterThanOrEqual(3);
    for (const order of booked) {
      expect(order.deliveryAddress).toMatch(/(Broken Bow|Hochatown), OK 747\d\d$/);
      expect(order.paymentId).not.toBeNull();
    }
    const tickets = await db.select().from(jobTickets).all();
    expect(tickets.length).toBeGreaterThanOrEqual(3);
    for (const ticket of tickets) {
      expect(ticket.location).toBe('8420 N US Highway 259, Hochatown, OK 74728');
      expect(ticket.dropoffAddress).toBe(booked.find((o) => o.id === ticket.orderId)?.deliveryAddress);
    }
    const worker = await db.select().from(users).where(eq(users.email, 'worker@demo.brokenbow.events')).get();
    expect(
      tickets
        .filter((t) => t.assignedWorkerId === worker?.id)
        .map((t) => t.status)
        .sort(),
    ).toEqual(['assigned', 'completed']);
    // Vendors see the jobs a worker completed: the seeded one counts.
    expect(
      (
        await db
          .select()
          .from(gigWorkers)
          .where(eq(gigWorkers.userId, worker?.id ?? ''))
          .get()
      )?.completedJobs,
    ).toBe(1);
    // Days count from seeding, in Broken Bow: the past booking is over, the others are ahead.
    expect(booked.filter((o) => (o.scheduledDate ?? '') < '2026-03-01').map((o) => o.status)).toEqual([
      'completed',
    ]);
  });

  it('has instant and request services; the one waiting booking is a request, its card held, its answer due', async () => {
    const requests = await db.select().from(services).where(eq(services.bookingMode, 'request')).all();
    expect(requests.map((s) => s.name).sort()).toEqual([
      'Full Wedding Day Coverage',
      'Hall Rental',
      'Rehearsal Dinner Pit Package',
    ]);
    expect(
      (await db.select().from(services).where(eq(services.bookingMode, 'instant')).all()).length,
    ).toBeGreaterThan(20);
    const waiting = await db.select().from(orders).where(eq(orders.status, 'pending')).all();
    expect(waiting.map((o) => [o.bookingMode, o.respondBy])).toEqual([
      ['request', '2026-03-02T10:00:00.000Z'],
    ]);
    const held = await db
      .select()
      .from(payments)
      .where(eq(payments.id, waiting[0]?.paymentId ?? ''))
      .get();
    expect(held).toMatchObject({ captureMethod: 'manual', holdStatus: 'held' });
    expect(
      await db
        .select()
        .from(jobTickets)
        .where(eq(jobTickets.orderId, waiting[0]?.id ?? ''))
        .all(),
    ).toEqual([]);
  });

  it('puts real reviews of completed bookings behind every rating and count', async () => {
    for (const vendor of await db.select().from(vendors).all()) {
      const rows = await db.select().from(reviews).where(eq(reviews.vendorId, vendor.id)).all();
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(vendor.reviewCount).toBe(rows.length);
      const mean = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
      expect(vendor.rating).toBeCloseTo(mean, 2);
      const typed = SEED_VENDORS.find((v) => v.businessName === vendor.businessName)?.rating ?? 0;
      expect(Math.abs(vendor.rating - typed)).toBeLessThan(0.2);
      for (const review of rows) {
        const order = await db
          .select()
          .from(orders)
          .where(eq(orders.id, review.orderId ?? ''))
          .get();
        expect(order?.status).toBe('completed');
        expect(order?.customerId).toBe(review.customerId);
      }
    }
    // The demo customer's own bookings stay theirs alone: no past order reuses one of their services.
    const customer = await db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@demo.brokenbow.events'))
      .get();
    const theirs = await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer?.id ?? ''))
      .all();
    const services = new Set(theirs.map((o) => o.serviceId));
    const others = (await db.select().from(orders).all()).filter((o) => o.customerId !== customer?.id);
    expect(others.filter((o) => services.has(o.serviceId) && o.serviceId !== null)).toEqual([]);
  });

  it('gives the demo customer a planned wedding with a venue and a caterer, bookable as planned', async () => {
    const customer = await db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@demo.brokenbow.events'))
      .get();
    const customerId = customer?.id ?? '';
    const planned = await db.select().from(events).where(eq(events.customerId, customerId)).all();
    expect(planned).toHaveLength(1);
    const event = await eventDetail(db, customerId, planned[0]?.id ?? '');
    expect(event).toMatchObject({
      eventType: 'wedding',
      guestCount: 80,
      eventDate: '2026-05-02T21:00:00.000Z', // the Saturday after eight weeks (Sunday the 26th): 16:00 CDT
      budget: '25000.00',
      status: 'planning',
      planTotal: '7980.00',
      overBudget: false,
    });
    expect(event.plan.map((p) => [p.category, p.vendorName, p.price, p.state]).sort()).toEqual([
      ['catering', 'Timber Ridge Smokehouse', '1480.00', 'planned'],
      ['venue', 'Whispering Pines Event Barn', '6500.00', 'planned'],
    ]);
    expect(event.checklist.filter((i) => i.done).map((i) => i.key)).toEqual(['send-invitations']);
    // Priced as step 4 prices it now, on a day both vendors are free.
    expect((await eventReview(db, customerId, event.id, NOW)).lines.map((l) => l.state)).toEqual([
      'ready',
      'ready',
    ]);
  });
});
