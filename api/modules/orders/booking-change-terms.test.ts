import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, vendorAvailability } from '../../db/schema';
import { addJob, addService } from '../../test/fixtures';
import { changeWorld } from './booking-change-test-kit';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

describe('the terms of a change', () => {
  it('a booking of a vendor with no service moves to another day at its own price', async () => {
    const { client, orderId } = await w.bookServiceless();
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-19' });
    expect(asked.status).toBe(200);
    expect(await w.changes(orderId)).toMatchObject([
      { toDate: '2026-12-19', fromAmountCents: 0, toAmountCents: 0 },
    ]);
  });

  it('a service priced per event keeps its $300.00 on another day, whatever hours it was booked for', async () => {
    const photos = await addService(w.t.db, w.vendor.id, {
      name: 'Photos',
      category: 'photography',
      basePriceCents: 30_000,
      priceUnit: 'per event',
    });
    const { client, orderId } = await w.book({
      serviceId: photos.id,
      selectedDate: '2026-12-12',
      selectedTime: '18:00',
      endTime: '21:00',
    });
    expect((await w.order(orderId))?.amountCents).toBe(30_000);
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-19' });
    expect(asked.status).toBe(200);
    expect(await w.changes(orderId)).toMatchObject([{ fromAmountCents: 30_000, toAmountCents: 30_000 }]);
  });

  it('a day the vendor blocked after the booking still takes its guest change: the day is not moved', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.t.db
      .insert(vendorAvailability)
      .values({ vendorId: w.vendor.id, availableDate: '2026-12-10' })
      .run();
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(200);
    expect(await w.changes(orderId)).toMatchObject([
      { status: 'awaiting_payment', toDate: '2026-12-10', toGuests: 25 },
    ]);
  });

  it('a day the vendor is already booked is a 409 that names the vendor and the day', async () => {
    const { client, orderId } = await w.bookBuffet();
    await addJob(w.t.db, { customerId: w.owner.user.id, vendorId: w.vendor.id, scheduledDate: '2026-12-17' });
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'Lakeside Co is not available on Thu, Dec 17. Pick another day.',
    });
    expect(await w.changes(orderId)).toEqual([]);
  });
});

describe('a change refused by its terms, nothing recorded', () => {
  const refused = async (body: Record<string, unknown>, status: number, message: string) => {
    const { client, orderId } = await w.bookBuffet();
    const asked = await w.change(client, orderId, body);
    expect({ status: asked.status, json: asked.json }).toMatchObject({ status, json: { message } });
    expect(await w.changes(orderId)).toEqual([]);
  };

  it('the same day, time and guests: 400 "Nothing to change: pick a new day, time or guest count."', () =>
    refused({ guestCount: 20 }, 400, 'Nothing to change: pick a new day, time or guest count.'));

  it('a day before today (Mon Nov 23): 400 "Pick a day that has not passed."', () =>
    refused({ scheduledDate: '2026-11-22' }, 400, 'Pick a day that has not passed.'));

  it('today itself is not a passed day: it meets the notice rule instead', () =>
    refused(
      { scheduledDate: '2026-11-23' },
      400,
      "Buffet needs 48 hours' notice: the earliest day is Wed, Nov 25",
    ));

  it('a cancelled booking: 409 "This booking is cancelled and cannot be changed"', async () => {
    const { client, orderId } = await w.bookBuffet();
    expect((await client.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ message: 'This booking is cancelled and cannot be changed' });
  });

  it('a booking a worker has started: 409 "This booking is in progress and cannot be changed"', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, orderId)).run();
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ message: 'This booking is in progress and cannot be changed' });
  });

  it('once the event has started (Dec 10, 18:00 in Broken Bow): 409 "This event has started, so the booking can no longer be changed."', async () => {
    const { client, orderId } = await w.bookBuffet();
    w.t.clock.set('2026-12-11T00:00:00.000Z');
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'This event has started, so the booking can no longer be changed.',
    });
  });
});

describe('a change of the start time only', () => {
  it('18:00 → 17:00 for the same guests is a change, accepted at once at the same price', async () => {
    const { client, orderId } = await w.bookBuffet();
    const asked = await w.change(client, orderId, { selectedTime: '17:00' });
    expect(asked.status).toBe(200);
    expect(await w.changes(orderId)).toMatchObject([
      { status: 'accepted', fromTime: '18:00', toTime: '17:00', toAmountCents: 100_000 },
    ]);
  });
});
