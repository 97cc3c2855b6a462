import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorBookingView } from '../../contracts/vendor-dashboard';
import { changeWorld } from './booking-change-test-kit';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

describe('the vendor’s bookings show the changes waiting for their answer', () => {
  it('the DJ’s 3 → 4 hours waiting shows on its booking; the buffet’s accepted 16 guests does not', async () => {
    const dj = await w.djChangeWaiting();
    const buffet = await w.bookBuffet();
    await w.change(buffet.client, buffet.orderId, { guestCount: 16 });
    const listed = (await w.owner.client.get('/api/vendor/orders')).json as VendorBookingView[];
    expect(listed.map((b) => [b.id, b.change?.status ?? null, b.change?.to.endTime ?? null])).toEqual([
      [buffet.orderId, null, null],
      [dj.orderId, 'awaiting_vendor', '23:00'],
    ]);
    expect(listed.find((b) => b.id === dj.orderId)?.change).toMatchObject({
      id: dj.changeId,
      from: { endTime: '22:00', amount: '300.00' },
      to: { endTime: '23:00', amount: '400.00' },
      difference: '100.00',
    });
  });
});
