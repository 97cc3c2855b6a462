import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobTickets } from '../../db/schema';
import { changeWorld } from './booking-change-test-kit';

// What a booking makes for gig workers (dispatch-tickets.ts), told through the app's listener of new
// jobs (the push queue's feed).
let w: Awaited<ReturnType<typeof changeWorld>>;
let dispatched: string[];

beforeEach(async () => {
  dispatched = [];
  w = await changeWorld({ onJobsDispatched: (ids) => dispatched.push(...ids) });
});

const ticketsOf = (orderId: string) =>
  w.t.db.select().from(jobTickets).where(eq(jobTickets.orderId, orderId)).all();

describe('the work a booking makes', () => {
  it('a buffet for 60 guests: one ticket, paid 2 hours and 1 per 50 guests begun, 4 hours at $20.00: $80.00', async () => {
    const { orderId } = await w.book({
      serviceId: w.buffet.id,
      selectedDate: '2026-12-10',
      selectedTime: '18:00',
      guestCount: 60,
    });
    const tickets = await ticketsOf(orderId);
    expect(tickets).toMatchObject([
      {
        status: 'pending',
        vendorId: w.vendor.id,
        serviceId: w.buffet.id,
        scheduledDate: '2026-12-10',
        scheduledTime: '18:00',
        guestCount: 60,
        dropoffAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
        amountCents: 8_000,
      },
    ]);
    expect(dispatched).toEqual([tickets[0]?.id]);
  });

  it('a DJ, accepted by the vendor: the vendor’s own work, no ticket and nothing dispatched', async () => {
    const { orderId } = await w.bookDj();
    expect((await w.order(orderId))?.status).toBe('accepted');
    expect(await ticketsOf(orderId)).toEqual([]);
    expect(dispatched).toEqual([]);
  });

  it('a booking with no service (a vendor booked by name): no ticket and nothing dispatched', async () => {
    const { orderId } = await w.bookServiceless();
    expect((await w.order(orderId))?.status).toBe('accepted');
    expect(await ticketsOf(orderId)).toEqual([]);
    expect(dispatched).toEqual([]);
  });
});
