import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorBookingView } from '../../contracts/vendor-dashboard';
import { jobTickets, orderStatusChanges, orders } from '../../db/schema';
import { addJob, addVendor } from '../../test/fixtures';
import { makeTestApp, signUp } from '../../test/harness';
import { movedMeanwhile } from '../../test/triggers';

// The clock starts at 2026-11-23 noon UTC (06:00 in Broken Bow).
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let vendorId: string;
let customerId: string;

beforeEach(async () => {
  t = await makeTestApp();
  owner = await signUp(t.app, 'vendor');
  vendorId = (await addVendor(t.db, { businessName: 'Lakeside Photo', userId: owner.user.id })).id;
  customerId = (await signUp(t.app)).user.id;
});

/** A photographer's booking: the vendor's own work, no job tickets. */
async function booking(status: 'pending' | 'accepted' | 'in_progress' | 'cancelled' = 'accepted') {
  const { id } = await t.db
    .insert(orders)
    .values({
      id: crypto.randomUUID(),
      customerId,
      vendorId,
      type: 'event_service',
      status,
      amountCents: 30_000,
      scheduledDate: '2026-12-05',
      deliveryAddress: '12 Quail Hollow Ln, Hochatown, OK 74728',
    })
    .returning()
    .get();
  return id;
}
const delivered = (id: string, who = owner) => who.client.post(`/api/vendor/orders/${id}/delivered`);
const statusOf = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)).get())?.status;

describe('POST /api/vendor/orders/:id/delivered', () => {
  it('is refused until the booking has ended, and completes it after', async () => {
    const id = await booking();
    // As fulfilment stores it: the evening runs 19:00 to 23:00 in Broken Bow.
    await t.db
      .update(orders)
      .set({ startsAt: '2026-12-06T01:00:00.000Z', endsAt: '2026-12-06T05:00:00.000Z' })
      .where(eq(orders.id, id))
      .run();
    t.clock.set('2026-12-06T04:59:00.000Z'); // 22:59 on the 5th
    expect(await delivered(id)).toMatchObject({
      status: 409,
      json: { message: 'This booking ends at 11:00 PM: it can be marked delivered after that' },
    });
    expect(await statusOf(id)).toBe('accepted');
    t.clock.set('2026-12-06T05:00:00.000Z');
    expect((await delivered(id)).json).toEqual({ id, status: 'completed' });
  });

  it('is refused before the end of the event day on a row without an end, and completes it after', async () => {
    const id = await booking();
    t.clock.set('2026-12-05T18:00:00.000Z'); // noon on the 5th in Broken Bow
    const early = await delivered(id);
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({
      message: 'This booking ends at 12:00 AM on Sun, Dec 6: it can be marked delivered after that',
    });
    expect(await statusOf(id)).toBe('accepted');

    t.clock.set('2026-12-06T15:00:00.000Z'); // the day after is fine too
    const done = await delivered(id);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ id, status: 'completed' });
    expect(await statusOf(id)).toBe('completed');
    expect(
      await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)).all(),
    ).toMatchObject([
      { fromStatus: 'accepted', toStatus: 'completed', actor: 'vendor', actorId: owner.user.id },
    ]);
    const again = await delivered(id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'This booking is completed and cannot be marked delivered' });
  });

  it('tells a cancellation that lands between its checks and its write as it stands', async () => {
    const id = await booking();
    t.clock.set('2026-12-06T18:00:00.000Z');
    await movedMeanwhile(t.db, id, 'cancelled');
    expect(await delivered(id)).toMatchObject({
      status: 409,
      json: { message: 'This booking is cancelled and cannot be marked delivered' },
    });
    expect(
      await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)).all(),
    ).toEqual([]);
  });

  it("is the owner's alone", async () => {
    const id = await booking();
    t.clock.set('2026-12-05T18:00:00.000Z');
    const otherVendor = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: otherVendor.user.id });
    const refused = await delivered(id, otherVendor);
    expect(refused.status).toBe(404);
    const customer = await signUp(t.app);
    expect((await delivered(id, customer)).status).toBe(403);
    expect(await statusOf(id)).toBe('accepted');
    expect((await delivered('no-such-order')).status).toBe(404);
  });

  it('is refused for a booking not yet accepted or cancelled, and for one its workers complete', async () => {
    // Its state is told first, even before the event's end.
    t.clock.set('2026-12-05T18:00:00.000Z');
    expect((await delivered(await booking('pending'))).json).toMatchObject({
      message: 'This booking is pending and cannot be marked delivered',
    });
    t.clock.set('2026-12-06T18:00:00.000Z');
    for (const status of ['pending', 'cancelled'] as const) {
      const id = await booking(status);
      const refused = await delivered(id);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({
        message: `This booking is ${status} and cannot be marked delivered`,
      });
    }
    const crewed = await addJob(t.db, { customerId, vendorId, scheduledDate: '2026-12-05' });
    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, crewed.orderId)).run();
    const withJobs = await delivered(crewed.orderId);
    expect(withJobs.status).toBe(409);
    expect(withJobs.json).toMatchObject({
      message: 'This booking has worker jobs: it is completed when its workers complete them',
    });
    // A cancelled ticket no longer stands in the way.
    await t.db.update(jobTickets).set({ status: 'cancelled' }).where(eq(jobTickets.id, crewed.id)).run();
    expect((await delivered(crewed.orderId)).status).toBe(200);
  });

  it('the dashboard says where the event is and which bookings the vendor completes', async () => {
    const id = await booking();
    const crewed = await addJob(t.db, { customerId, vendorId });
    const list = (await owner.client.get('/api/vendor/orders')).json as VendorBookingView[];
    expect(list.find((o) => o.id === id)).toMatchObject({
      eventAddress: '12 Quail Hollow Ln, Hochatown, OK 74728',
      hasJobs: false,
    });
    expect(list.find((o) => o.id === crewed.orderId)).toMatchObject({ hasJobs: true });
  });
});
