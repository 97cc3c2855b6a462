import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityDay } from '../../contracts/availability';
import type { VendorCard } from '../../contracts/vendors';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp } from '../../test/harness';

// The test clock reads Monday 2026-11-23 12:00 UTC: 06:00 in Broken Bow.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let anon: Client;

beforeEach(async () => {
  t = await makeTestApp();
  anon = new Client(t.app);
});

const closed = async (vendorId: string, extra = '') => {
  const res = await anon.get(`/api/vendors/${vendorId}/availability?from=2026-11-23&to=2026-11-27${extra}`);
  expect(res.status).toBe(200);
  return (res.json as AvailabilityDay[]).filter((d) => !d.available).map((d) => [d.date, d.reason]);
};

describe("the days inside a service's notice", () => {
  it('are unavailable in the date picker, from the day start or at the chosen time', async () => {
    const vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
    const buffet = await addService(t.db, vendor.id, { name: 'BBQ Buffet', category: 'catering' });
    // 48 hours from Monday 06:00 is Wednesday 06:00: Wednesday's start is too soon, 6:00 PM is not.
    const noticeUntilWednesday = [
      ['2026-11-23', 'notice'],
      ['2026-11-24', 'notice'],
      ['2026-11-25', 'notice'],
    ];
    expect(await closed(vendor.id)).toEqual(noticeUntilWednesday);
    expect(await closed(vendor.id, '&time=18:00')).toEqual(noticeUntilWednesday.slice(0, 2));

    // Any service decides without a chosen one; the chosen one's notice with it.
    await addService(t.db, vendor.id, { name: 'Fiddler', category: 'entertainment' });
    expect(await closed(vendor.id)).toEqual(noticeUntilWednesday.slice(0, 2));
    expect(await closed(vendor.id, `&serviceId=${buffet.id}`)).toEqual(noticeUntilWednesday);
  });

  it('leave a vendor out of the directory for that date', async () => {
    const smokehouse = await addVendor(t.db, { businessName: 'Smokehouse', rating: 5 });
    await addService(t.db, smokehouse.id, { name: 'BBQ Buffet', category: 'catering' });
    const fiddler = await addVendor(t.db, { businessName: 'Fiddler', rating: 4 });
    await addService(t.db, fiddler.id, { name: 'Fiddle Set', category: 'entertainment' });
    const cruise = await addVendor(t.db, { businessName: 'Lake Cruise', rating: 3 });
    await addService(t.db, cruise.id, { category: 'entertainment', leadHours: 1, bookingMode: 'request' });
    await addService(t.db, cruise.id, { category: 'entertainment', leadHours: 1, isActive: false });
    await addVendor(t.db, { businessName: 'Lodge', rating: 2 }); // no services: booked as the vendor alone

    const listed = async (date: string) =>
      ((await anon.get(`/api/vendors?date=${date}`)).json as VendorCard[]).map((v) => v.businessName);
    expect(await listed('2026-11-24')).toEqual(['Lodge']);
    expect(await listed('2026-11-25')).toEqual(['Fiddler', 'Lodge']);
    expect(await listed('2026-11-26')).toEqual(['Smokehouse', 'Fiddler', 'Lodge']);
    expect(await listed('2026-11-27')).toEqual(['Smokehouse', 'Fiddler', 'Lake Cruise', 'Lodge']);
  });
});
