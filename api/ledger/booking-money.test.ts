import { describe, expect, it } from 'vitest';
import type { VendorBookingView } from '../contracts/vendor-dashboard';
import { makeTestApp, signUp } from '../test/harness';
import { bookAndPay, putOnPlan, vendorWithServices } from './ledger-test-kit';

// The vendor sees a booking's money before accepting it: the platform fee (rate and amount), the
// pay of its workers' jobs and what it keeps. The clock reads Monday, November 23, 2026.
describe('GET /api/vendor/orders: each booking\u2019s money', () => {
  it('before accepting, what it will bring; once settled, what the books say', async () => {
    const t = await makeTestApp();
    const shop = await vendorWithServices(t, 'Pine Ridge Catering');
    await putOnPlan(t.db, shop.vendor.id, shop.ownerId, 'featured');
    const customer = (await signUp(t.app)).client;
    const buffet = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.buffet.id,
      selectedDate: '2026-12-12',
    });
    const photos = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.photos.id,
      selectedDate: '2026-11-28',
    });
    await customer.post(`/api/orders/${photos}/cancel`, { reason: 'Plans changed' }); // half back

    const res = await shop.owner.get('/api/vendor/orders');
    expect(res.status).toBe(200);
    const money = (id: string) => (res.json as VendorBookingView[]).find((o) => o.id === id)?.money;
    // $200 at Featured's 3 %: $6 to the platform, $60 to the setup worker, $134 to the vendor.
    expect(money(buffet)).toEqual({
      feePercent: 3,
      platformFee: '6.00',
      workerCosts: '60.00',
      vendorKeeps: '134.00',
    });
    // $300, $150 refunded: the $9 fee from what was kept, $141 to the vendor.
    expect(money(photos)).toEqual({
      feePercent: 3,
      platformFee: '9.00',
      workerCosts: '0.00',
      vendorKeeps: '141.00',
    });
  });
});
