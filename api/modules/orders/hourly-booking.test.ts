import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderView } from '../../contracts/checkout';
import type { JobTicketView } from '../../contracts/jobs';
import { notifications } from '../../db/schema';
import { payFor } from '../../ledger/ledger-test-kit';
import { addService, addVendor, approveWorker } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

// Issue 29: a paid per-hour booking keeps its times and hours, and every screen and e-mail that
// shows it says them: "7:00 PM - 11:00 PM" and "4 h x $150.00 = $600.00".

let t: Awaited<ReturnType<typeof makeTestApp>>;
let client: Client;
let vendorId: string;
let dj: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow
  vendorId = (await addVendor(t.db, { businessName: 'Red Dirt DJ Co.' })).id;
  dj = await addService(t.db, vendorId, {
    name: 'Party DJ',
    category: 'entertainment',
    basePriceCents: 15_000,
    priceUnit: 'per hour',
    minHours: 3,
  });
  client = (await signUp(t.app)).client;
});

const payDj = (selectedTime: string, endTime: string) =>
  payFor(client, { vendorId, serviceId: dj.id, selectedDate: '2026-12-05', selectedTime, endTime });

describe('a paid per-hour booking', () => {
  it('shows its end time and hours on the booking and in My bookings', async () => {
    const { orderId } = await payDj('19:00', '23:00');
    const detail = (await client.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail).toMatchObject({ scheduledTime: '19:00', endTime: '23:00', hours: 4, amount: '600.00' });
    expect(detail.receipt.amount).toBe('600.00');
    const [mine] = (await client.get('/api/orders')).json as OrderView[];
    expect(mine).toMatchObject({ endTime: '23:00', hours: 4 });
  });

  it('lists the times and the hours in the receipt e-mail', async () => {
    await payDj('23:00', '02:00');
    const receipt = await t.db.select().from(notifications).where(eq(notifications.kind, 'receipt')).get();
    expect(receipt?.facts[0]).toMatch(
      /Party DJ, Red Dirt DJ Co\., Saturday, December 5, 2026 at 11:00 PM - 2:00 AM: 3 h x \$150\.00 = \$450\.00\. Confirmed — Red Dirt DJ Co\. is booked\.$/,
    );
  });

  it('has no hours when the service is not priced per hour', async () => {
    const booth = await addService(t.db, vendorId, {
      name: 'Booth',
      category: 'entertainment',
      basePriceCents: 40_000,
    });
    const { orderId } = await payFor(client, {
      vendorId,
      serviceId: booth.id,
      selectedDate: '2026-12-05',
      selectedTime: '19:00',
      endTime: '23:00',
    });
    const detail = (await client.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail).toMatchObject({ endTime: '23:00', hours: null, amount: '400.00' });
  });

  it('pays the worker of a per-hour hall for the real shift and shows it on the ticket', async () => {
    const hall = await addService(t.db, vendorId, {
      name: 'Barn Hall',
      category: 'venue',
      basePriceCents: 10_000,
      priceUnit: 'per hour',
    });
    await payFor(client, {
      vendorId,
      serviceId: hall.id,
      selectedDate: '2026-12-05',
      selectedTime: '19:00',
      endTime: '01:00',
    });
    const { client: worker, user } = await signUp(t.app, 'worker');
    await approveWorker(t.db, user.id);
    const [job] = (await worker.get('/api/job-tickets/pending')).json as JobTicketView[];
    // 20 guests would be 3 hours; the crew is there from 6:00 PM to 1:00 AM: 7 hours at $20.
    expect(job).toMatchObject({
      scheduledTime: '19:00',
      endTime: '01:00',
      arrivalTime: '18:00',
      hours: 7,
      guestCount: 20,
      amount: '140.00',
    });
  });
});
