import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EventDetail } from '../../contracts/event-plan';
import type { Db } from '../../db/client';
import { orders, vendorAvailability } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp } from '../../test/harness';

// What the planner's tests share: an event, a caterer and a venue, and calls that say what they do.
// The test clock reads 2026-11-23 noon UTC; the event is on Saturday, December 12, 2026.

export const EVENT_DAY = '2026-12-12';

export const eventInput = (over: Record<string, unknown> = {}) => ({
  name: 'Avery & Sam',
  eventType: 'wedding',
  guestCount: 80,
  eventDate: EVENT_DAY,
  eventTime: '16:00',
  budget: '20000.00',
  location: 'Whispering Pines, Hochatown, OK 74728',
  notes: null,
  ...over,
});

export async function createEvent(client: Client, over: Record<string, unknown> = {}): Promise<EventDetail> {
  const res = await client.post('/api/events', { id: randomUUID(), ...eventInput(over) });
  expect(res.status).toBe(201);
  return (await client.get(`/api/events/${(res.json as { id: string }).id}`)).json as EventDetail;
}

/** A fresh app with the caterer and the venue below. */
export async function plannerApp() {
  const t = await makeTestApp();
  return { t, party: await addPartyVendors(t.db) };
}
export type Planner = Awaited<ReturnType<typeof plannerApp>>;

/** A caterer (per person) and a venue (per day), both approved, active and free on every day. */
export async function addPartyVendors(db: Db) {
  const caterer = await addVendor(db, { businessName: 'Smokehouse', rating: 4.5, reviewCount: 40 });
  const buffet = await addService(db, caterer.id, {
    name: 'BBQ Buffet',
    category: 'catering',
    basePriceCents: 1850,
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 150,
  });
  const barn = await addVendor(db, {
    businessName: 'Pine Barn',
    businessType: 'venue',
    rating: 4.8,
    reviewCount: 90,
    address: '1480 Stevens Gap Rd',
    city: 'Hochatown',
    state: 'OK',
    zipCode: '74728',
  });
  const rental = await addService(db, barn.id, {
    name: 'Saturday Wedding Rental',
    category: 'venue',
    basePriceCents: 650_000,
    priceUnit: 'per day',
    minGuests: 50,
    maxGuests: 250,
  });
  return { caterer, buffet, barn, rental };
}

export const plan = (client: Client, eventId: string, serviceId: string, id: string = randomUUID()) =>
  client.post(`/api/events/${eventId}/plan-items`, { id, serviceId });

export const put = (client: Client, path: string, body: unknown) => client.call('PUT', path, { body });

export const detail = async (client: Client, eventId: string) =>
  (await client.get(`/api/events/${eventId}`)).json as EventDetail;

/** The vendor blocked the day by hand. */
export async function blockDay(db: Db, vendorId: string, day = EVENT_DAY) {
  await db.insert(vendorAvailability).values({ vendorId, availableDate: day, isAvailable: false }).run();
}

/** Another customer's live booking fills the vendor's one event of the day. */
export async function fillDay(db: Db, vendorId: string, otherCustomerId: string, day = EVENT_DAY) {
  await db
    .insert(orders)
    .values({
      id: randomUUID(),
      customerId: otherCustomerId,
      vendorId,
      type: 'catering',
      amountCents: 50_000,
      scheduledDate: day,
      status: 'accepted',
    })
    .run();
}
