import { beforeEach, describe, expect, it } from 'vitest';
import { addJob, addService, addVendor } from '../../test/fixtures';
import { signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { changeWorld } from './booking-change-test-kit';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

describe('the terms of a change', () => {
  it('a booking of a vendor with no service moves to another day at its own price', async () => {
    const fiddler = addVendor(w.t.db, { businessName: 'Fiddler' });
    const { client } = await signUp(w.t.app);
    await client.post('/api/cart/items', {
      vendorId: fiddler.id,
      serviceId: null,
      selectedDate: '2026-12-12',
    });
    const [orderId = ''] = (await payCart(client)).orderIds;
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-19' });
    expect(asked.status).toBe(200);
    expect(w.changes(orderId)).toMatchObject([
      { toDate: '2026-12-19', fromAmountCents: 0, toAmountCents: 0 },
    ]);
  });

  it('a service priced per event keeps its $300.00 on another day, whatever hours it was booked for', async () => {
    const photos = addService(w.t.db, w.vendor.id, {
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
    expect(w.order(orderId)?.amountCents).toBe(30_000);
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-19' });
    expect(asked.status).toBe(200);
    expect(w.changes(orderId)).toMatchObject([{ fromAmountCents: 30_000, toAmountCents: 30_000 }]);
  });

  it('a day the vendor is already booked is a 409 that names the vendor and the day', async () => {
    const { client, orderId } = await w.bookBuffet();
    addJob(w.t.db, { customerId: w.owner.user.id, vendorId: w.vendor.id, scheduledDate: '2026-12-17' });
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'Lakeside Co is not available on Thu, Dec 17. Pick another day.',
    });
    expect(w.changes(orderId)).toEqual([]);
  });
});
