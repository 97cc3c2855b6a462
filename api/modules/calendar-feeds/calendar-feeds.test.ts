import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../contracts/calendars';
import { orders } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addJob, addService, addVendor, approveWorker } from '../../test/fixtures';
import { Client, makeTestApp, ORIGIN, signUp } from '../../test/harness';

// The test clock reads 2026-11-23 12:00 UTC.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;

beforeEach(async () => {
  t = await makeTestApp();
  owner = await signUp(t.app, 'vendor');
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
});

async function addOrder(customerId: string, values: Partial<typeof orders.$inferInsert>) {
  const id = newId();
  await t.db
    .insert(orders)
    .values({ id, customerId, vendorId: vendor.id, type: 'catering', amountCents: 50_000, ...values })
    .run();
  return id;
}

const feedPath = (feed: unknown) => (feed as CalendarFeed).url.slice(ORIGIN.length);
const vendorFeedUrl = async (client = owner.client) =>
  client.get(`/api/vendor/calendar-feed?vendorId=${vendor.id}`);

describe('a vendor calendar feed', () => {
  it('lists live bookings as iCalendar events: times in UTC, all-day as dates, pending tentative', async () => {
    const customer = await signUp(t.app, 'customer', { firstName: 'Ann' });
    const service = await addService(t.db, vendor.id, { name: 'Brisket, ribs; slaw' });
    const timed = await addOrder(customer.user.id, {
      serviceId: service.id,
      status: 'accepted',
      scheduledDate: '2026-12-12',
      startsAt: '2026-12-12T23:00:00.000Z',
      endsAt: '2026-12-13T02:00:00.000Z',
      metadata: { selectedTime: '17:00' },
    });
    const allDay = await addOrder(customer.user.id, { status: 'pending', scheduledDate: '2026-12-19' });
    const cancelled = await addOrder(customer.user.id, { status: 'cancelled', scheduledDate: '2026-12-20' });

    const res = await vendorFeedUrl();
    expect(res.status).toBe(200);
    expect((res.json as CalendarFeed).url).toMatch(
      /^http:\/\/localhost\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const ics = await new Client(t.app).get(feedPath(res.json));
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = ics.json as string;
    expect(text).toContain(
      `UID:order-${timed}@brokenbow.events\r\nDTSTAMP:20261123T120000Z\r\nDTSTART:20261212T230000Z\r\nDTEND:20261213T020000Z\r\nSUMMARY:Brisket\\, ribs\\; slaw for Ann\r\nSTATUS:CONFIRMED`,
    );
    expect(text).toContain(
      `UID:order-${allDay}@brokenbow.events\r\nDTSTAMP:20261123T120000Z\r\nDTSTART;VALUE=DATE:20261219\r\nDTEND;VALUE=DATE:20261220\r\nSUMMARY:Booking for Ann\r\nSTATUS:TENTATIVE`,
    );
    expect(text).not.toContain(cancelled);
  });

  it('shows the same address again until the vendor stops sharing it; then the old one is a 404', async () => {
    const first = await vendorFeedUrl();
    expect((await vendorFeedUrl()).json).toEqual(first.json);
    expect((await owner.client.delete(`/api/vendor/calendar-feed?vendorId=${vendor.id}`)).status).toBe(200);
    const old = await new Client(t.app).get(feedPath(first.json));
    expect(old.status).toBe(404);
    expect(old.json).toEqual({ message: 'No such calendar', code: 'not_found' });
    const second = await vendorFeedUrl();
    expect(second.json).not.toEqual(first.json);
    expect((await new Client(t.app).get(feedPath(second.json))).status).toBe(200);
  });

  it("answers 404 for another vendor's business and for an unknown token", async () => {
    const other = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: other.user.id });
    expect((await vendorFeedUrl(other.client)).status).toBe(404);
    expect((await other.client.delete(`/api/vendor/calendar-feed?vendorId=${vendor.id}`)).status).toBe(404);
    expect(
      (await new Client(t.app).get('/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status,
    ).toBe(404);
  });
});

describe('a worker calendar feed', () => {
  it("lists the worker's accepted jobs, not others' nor pending ones, and stops when revoked", async () => {
    const worker = await signUp(t.app, 'worker');
    await approveWorker(t.db, worker.user.id);
    const customer = await signUp(t.app);
    const mine = await addJob(t.db, {
      customerId: customer.user.id,
      vendorId: vendor.id,
      scheduledDate: '2026-12-12',
      ticket: {
        status: 'accepted',
        assignedWorkerId: worker.user.id,
        scheduledTime: '17:00',
        endTime: '21:00',
      },
    });
    const open = await addJob(t.db, { customerId: customer.user.id, vendorId: vendor.id });

    const res = await worker.client.get('/api/worker/calendar-feed');
    expect(res.status).toBe(200);
    const text = (await new Client(t.app).get(feedPath(res.json))).json as string;
    // 17:00-21:00 Central time on December 12 is 23:00-03:00 UTC.
    expect(text).toContain(
      `UID:job-${mine.id}@brokenbow.events\r\nDTSTAMP:20261123T120000Z\r\nDTSTART:20261212T230000Z\r\nDTEND:20261213T030000Z\r\nSUMMARY:Job at Smokehouse\r\nDESCRIPTION:Pick up: Smokehouse\\, Broken Bow\r\nSTATUS:CONFIRMED`,
    );
    expect(text).not.toContain(open.id);

    expect((await worker.client.delete('/api/worker/calendar-feed')).status).toBe(200);
    expect((await new Client(t.app).get(feedPath(res.json))).status).toBe(404);
  });

  it('is refused to someone who is not an approved worker', async () => {
    expect((await owner.client.get('/api/worker/calendar-feed')).status).toBe(403);
  });
});
