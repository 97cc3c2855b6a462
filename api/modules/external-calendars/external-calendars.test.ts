import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityDay, VendorCalendar } from '../../contracts/availability';
import type { ExternalCalendarView } from '../../contracts/calendars';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp, signUp } from '../../test/harness';
import { refreshDueCalendars } from './refresh';

// The test clock reads 2026-11-23 12:00 UTC: Monday, November 23 in Broken Bow.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let server: Server;
let base: string;
/** What the fake calendar host answers next: a status and a body. */
let hosted: { status: number; body: string };

const ics = (...days: string[]) =>
  [
    'BEGIN:VCALENDAR',
    ...days.flatMap((d) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${d.replace(/-/g, '')}`, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

beforeEach(async () => {
  t = await makeTestApp({ allowLoopbackCalendars: true });
  owner = await signUp(t.app, 'vendor');
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
  hosted = { status: 200, body: ics('2026-12-05', '2026-12-06') };
  server = createServer((_req, res) =>
    res.writeHead(hosted.status, { 'Content-Type': 'text/calendar' }).end(hosted.body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  server.closeAllConnections();
  server.close();
});

const follow = (url = `${base}/cal.ics`, client = owner.client) =>
  client.post('/api/vendor/external-calendars', { vendorId: vendor.id, url });
const reasons = async (from: string, to: string) =>
  (
    (await new Client(t.app).get(`/api/vendors/${vendor.id}/availability?from=${from}&to=${to}`))
      .json as AvailabilityDay[]
  ).map((d) => d.reason);
const refreshDeps = () => ({ db: t.db, clock: t.clock, allowLoopbackHttp: true });

describe('external calendars', () => {
  it("blocks the outside calendar's busy days for customers, and frees them when unfollowed", async () => {
    const res = await follow();
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ url: `${base}/cal.ics`, lastError: null, busyDays: 2 });
    expect(await reasons('2026-12-04', '2026-12-07')).toEqual([null, 'blocked', 'blocked', null]);

    const { id } = res.json as ExternalCalendarView;
    expect((await owner.client.delete(`/api/vendor/external-calendars/${id}`)).status).toBe(200);
    expect(await reasons('2026-12-04', '2026-12-07')).toEqual([null, null, null, null]);
  });

  it("marks the vendor's own calendar days busy elsewhere, apart from days they blocked by hand", async () => {
    await follow();
    await owner.client.post('/api/vendor/availability', {
      vendorId: vendor.id,
      date: '2026-12-07',
      available: false,
    });
    const res = await owner.client.get(
      `/api/vendor/availability?vendorId=${vendor.id}&from=2026-12-05&to=2026-12-07`,
    );
    expect((res.json as VendorCalendar).days.map((d) => [d.date, d.blocked, d.busyElsewhere])).toEqual([
      ['2026-12-05', true, true],
      ['2026-12-06', true, true],
      ['2026-12-07', true, false],
    ]);
  });

  it('refuses adding a service to the cart on a busy day', async () => {
    const buffet = await addService(t.db, vendor.id, {
      name: 'Buffet',
      basePriceCents: 50_000,
      priceUnit: 'per event',
    });
    await follow();
    const customer = await signUp(t.app);
    const res = await customer.client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: buffet.id,
      itemType: 'service',
      itemName: 'Smokehouse - Buffet',
      quantity: 1,
      price: '500.00',
      selectedDate: '2026-12-05',
      selectedTime: '18:30',
      guestCount: 40,
      eventAddress: '118 Mountain Fork Dr, Broken Bow, OK 74728',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toMatchObject({
      message:
        'Smokehouse is not available on Saturday, December 5, 2026: the vendor is not taking bookings that day',
    });
  });

  it('reads again an hour on; a failed read keeps the last busy days and says why', async () => {
    await follow();
    hosted = { status: 200, body: ics('2026-12-12') };
    t.clock.advance(59 * 60_000);
    expect(await refreshDueCalendars(refreshDeps())).toBe(0);
    t.clock.advance(60_000);
    expect(await refreshDueCalendars(refreshDeps())).toBe(1);
    expect(await reasons('2026-12-05', '2026-12-05')).toEqual([null]);
    expect(await reasons('2026-12-12', '2026-12-12')).toEqual(['blocked']);

    hosted = { status: 500, body: 'down' };
    t.clock.advance(60 * 60_000);
    expect(await refreshDueCalendars(refreshDeps())).toBe(1);
    expect(await reasons('2026-12-12', '2026-12-12')).toEqual(['blocked']);
    const [view] = (await owner.client.get(`/api/vendor/external-calendars?vendorId=${vendor.id}`))
      .json as ExternalCalendarView[];
    expect(view).toMatchObject({ lastError: "The calendar's server answered 500", busyDays: 1 });
  });

  it('refuses http without the test switch, the same address twice, and more than 5 calendars', async () => {
    const strict = await makeTestApp();
    const vendorOwner = await signUp(strict.app, 'vendor');
    const other = await addVendor(strict.db, { userId: vendorOwner.user.id });
    const http = await vendorOwner.client.post('/api/vendor/external-calendars', {
      vendorId: other.id,
      url: `${base}/cal.ics`,
    });
    expect(http.status).toBe(400);
    expect(http.json).toMatchObject({ message: 'The calendar address must start with https://' });

    await follow();
    expect((await follow()).status).toBe(409);
    for (const n of [2, 3, 4, 5]) expect((await follow(`${base}/cal${n}.ics`)).status).toBe(201);
    expect((await follow(`${base}/cal6.ics`)).json).toMatchObject({
      message: 'A business may follow at most 5 calendars',
    });
  });

  it("answers 404 for another vendor's business or calendar", async () => {
    const { id } = (await follow()).json as ExternalCalendarView;
    const other = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: other.user.id });
    expect((await follow(`${base}/x.ics`, other.client)).status).toBe(404);
    expect((await other.client.get(`/api/vendor/external-calendars?vendorId=${vendor.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/vendor/external-calendars/${id}`)).status).toBe(404);
  });
});
