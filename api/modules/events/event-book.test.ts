import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { EventDetail, EventReviewView } from '../../contracts/event-plan';
import { centsToDecimal } from '../../contracts/money';
import { cartItems, eventPlanItems, refunds, services } from '../../db/schema';
import { addService } from '../../test/fixtures';
import { type Client, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import {
  blockDay,
  createEvent,
  detail,
  EVENT_DAY,
  eventInput,
  fillDay,
  type Planner,
  plan,
  plannerApp,
  put,
} from './plan-test-kit';

let t: Planner['t'];
let party: Planner['party'];
beforeEach(async () => {
  ({ t, party } = await plannerApp()); // 2026-11-23 noon UTC; the event is on 2026-12-12
});

/** An event with the buffet (1,480.00 for 80) and the barn (6,500.00) planned. */
async function plannedEvent(client: Client, over: Record<string, unknown> = {}) {
  const event = await createEvent(client, over);
  await plan(client, event.id, party.buffet.id);
  const planned = (await plan(client, event.id, party.rental.id)).json as EventDetail;
  const itemOf = (serviceId: string) => planned.plan.find((p) => p.serviceId === serviceId)?.id ?? '';
  return { event, buffetItem: itemOf(party.buffet.id), barnItem: itemOf(party.rental.id) };
}

const review = async (client: Client, eventId: string) =>
  (await client.get(`/api/events/${eventId}/review`)).json as EventReviewView;
const book = (client: Client, eventId: string, lines: { planItemId: string; price: string }[]) =>
  client.post(`/api/events/${eventId}/book`, { lines });
const everything = (view: EventReviewView) =>
  view.lines.map((l) => ({ planItemId: l.planItemId, price: l.price }));
const cartRows = () => t.db.select().from(cartItems).all();
const setBuffetPrice = (cents: number) =>
  t.db.update(services).set({ basePriceCents: cents }).where(eq(services.id, party.buffet.id)).run();

describe('GET /api/events/:id/review', () => {
  it('shows a changed price and an unavailable line before anything is added', async () => {
    const { client } = await signUp(t.app);
    const { event, buffetItem, barnItem } = await plannedEvent(client);
    const ready = await review(client, event.id);
    expect(ready.lines.map((l) => l.state)).toEqual(['ready', 'ready']);
    expect(ready.total).toBe('7980.00');

    await setBuffetPrice(2000);
    await blockDay(t.db, party.barn.id);
    const now = await review(client, event.id);
    expect(now.lines.find((l) => l.planItemId === buffetItem)).toMatchObject({
      state: 'changed',
      plannedPrice: '1480.00',
      price: '1600.00',
      problem: null,
    });
    expect(now.lines.find((l) => l.planItemId === barnItem)).toMatchObject({
      state: 'unavailable',
      problem:
        'Pine Barn is not available on Saturday, December 12, 2026: the vendor is not taking bookings that day',
    });
    expect(now.total).toBe('1600.00');
  });

  it("asks for the event's address before a caterer can be booked", async () => {
    const { client } = await signUp(t.app);
    const { event, buffetItem } = await plannedEvent(client, { location: null });
    const lines = (await review(client, event.id)).lines;
    expect(lines.find((l) => l.planItemId === buffetItem)).toMatchObject({
      state: 'unavailable',
      problem: "Add the event's address in step 1 to book BBQ Buffet",
    });
    // A venue's event is at the venue: it needs no address.
    expect(lines.filter((l) => l.state === 'ready')).toHaveLength(1);
  });
});

describe('POST /api/events/:id/book', () => {
  it('puts the whole plan in the cart, linked to the event, once however often it is sent', async () => {
    const { client } = await signUp(t.app);
    const { event } = await plannedEvent(client);
    const lines = everything(await review(client, event.id));
    const res = await book(client, event.id, lines);
    expect(res.status).toBe(200);
    expect((res.json as CartView).totalAmount).toBe('7980.00');
    expect(await cartRows()).toHaveLength(2);
    for (const row of await cartRows())
      expect(row).toMatchObject({
        eventId: event.id,
        selectedDate: EVENT_DAY,
        selectedTime: '16:00',
        guestCount: 80,
        eventAddress: 'Whispering Pines, Hochatown, OK 74728',
      });
    const again = await book(client, event.id, lines);
    expect(again.status).toBe(200);
    expect((again.json as CartView).items).toHaveLength(2);
    expect(await cartRows()).toHaveLength(2);
    const planned = await detail(client, event.id);
    expect(planned.plan.map((p) => p.state)).toEqual(['in_cart', 'in_cart']);
    const links = await t.db.select({ cartItemId: eventPlanItems.cartItemId }).from(eventPlanItems).all();
    expect(links.map((l) => l.cartItemId).sort()).toEqual((await cartRows()).map((r) => r.id).sort());
  });

  it('adds nothing when one line cannot be booked, and refuses a price that moved since the review', async () => {
    const { client } = await signUp(t.app);
    const other = await signUp(t.app);
    const { event, buffetItem } = await plannedEvent(client);
    const seen = everything(await review(client, event.id));
    await fillDay(t.db, party.barn.id, other.user.id);
    const full = await book(client, event.id, seen);
    expect(full.status).toBe(409);
    expect(full.json).toMatchObject({
      message: expect.stringContaining('the vendor is fully booked that day'),
    });
    expect(await cartRows()).toEqual([]);

    await setBuffetPrice(2000);
    const stale = await book(client, event.id, [{ planItemId: buffetItem, price: '1480.00' }]);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      message: 'Prices changed since you reviewed them. Please review again.',
    });
    expect(await cartRows()).toEqual([]);

    const fresh = await book(client, event.id, [{ planItemId: buffetItem, price: '1600.00' }]);
    expect(fresh.status).toBe(200);
    expect(await cartRows()).toMatchObject([{ priceCents: 160_000 }]);
    expect((await detail(client, event.id)).plan.find((p) => p.id === buffetItem)?.price).toBe('1600.00');
  });

  it('refuses a line that is not in the plan', async () => {
    const { client } = await signUp(t.app);
    const { event } = await plannedEvent(client);
    const elsewhere = await plannedEvent(client, { name: 'Another' });
    const res = await book(client, event.id, [{ planItemId: elsewhere.buffetItem, price: '1480.00' }]);
    expect(res.status).toBe(404);
    expect(await cartRows()).toEqual([]);
  });

  it('takes a line out of the cart with its plan item, and takes lines out when the guests change', async () => {
    const { client } = await signUp(t.app);
    const { event, buffetItem } = await plannedEvent(client);
    await book(client, event.id, everything(await review(client, event.id)));
    const removed = await client.delete(`/api/events/${event.id}/plan-items/${buffetItem}`);
    expect((removed.json as EventDetail).plan).toHaveLength(1);
    expect(await cartRows()).toMatchObject([{ serviceId: party.rental.id }]);

    const edited = await put(client, `/api/events/${event.id}`, eventInput({ guestCount: 120 }));
    expect(edited.status).toBe(200);
    expect((edited.json as EventDetail).plan).toMatchObject([{ state: 'planned', price: '6500.00' }]);
    expect(await cartRows()).toEqual([]);
    expect(((await client.get('/api/cart')).json as CartView).totalAmount).toBe('0.00');
  });
});

describe('after payment', () => {
  it('shows the bookings, ticks their checklist items and fixes the day and the guests', async () => {
    const { client } = await signUp(t.app);
    const { event, barnItem } = await plannedEvent(client);
    await book(client, event.id, everything(await review(client, event.id)));
    const paid = await payCart(client);
    expect(paid.orders).toHaveLength(2);

    const booked = await detail(client, event.id);
    expect(booked.plan.map((p) => p.state)).toEqual(['booked', 'booked']);
    expect(booked.plan.map((p) => p.orderId).sort()).toEqual([...paid.orderIds].sort());
    expect(booked.checklist.find((i) => i.key === 'book-venue')).toMatchObject({
      done: true,
      doneBy: 'booking',
    });
    expect(booked.checklist.find((i) => i.key === 'book-photography')).toMatchObject({ done: false });
    expect(booked.bookings.map((b) => [b.vendorName, b.itemName, b.amount, b.refunded]).sort()).toEqual([
      ['Pine Barn', 'Pine Barn - Saturday Wedding Rental', '6500.00', '0.00'],
      ['Smokehouse', 'Smokehouse - BBQ Buffet', '1480.00', '0.00'],
    ]);
    expect((await review(client, event.id)).lines.map((l) => l.state)).toEqual(['booked', 'booked']);

    const path = `/api/events/${event.id}`;
    const fixed =
      'The date and guest count are fixed once a service is booked. Message your vendors to change them.';
    for (const change of [{ eventDate: '2026-12-19' }, { guestCount: 81 }]) {
      const res = await put(client, path, eventInput(change));
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ message: fixed });
    }
    expect((await put(client, path, eventInput({ name: 'Still on', eventTime: '17:00' }))).status).toBe(200);
    const keep = await client.delete(`${path}/plan-items/${barnItem}`);
    expect(keep.status).toBe(409);
    expect(keep.json).toMatchObject({
      message: 'This service is booked; cancel the booking from My bookings',
    });

    // Cancelled bookings show with their refund, their services go back to planned, and once none
    // is live the day and the guests can change again.
    const barnOrder = booked.plan.find((p) => p.id === barnItem)?.orderId ?? '';
    expect((await client.post(`/api/orders/${barnOrder}/cancel`, { reason: 'Moved indoors' })).status).toBe(
      200,
    );
    const refund = await t.db.select().from(refunds).where(eq(refunds.orderId, barnOrder)).get();
    const after = await detail(client, event.id);
    expect(after.bookings.find((b) => b.orderId === barnOrder)).toMatchObject({
      status: 'cancelled',
      refunded: centsToDecimal(refund?.amountCents ?? -1),
    });
    expect(after.plan.find((p) => p.id === barnItem)).toMatchObject({ state: 'planned', orderId: null });
    expect((await put(client, path, eventInput({ guestCount: 81 }))).status).toBe(409);
    const buffetOrder = after.plan.find((p) => p.id !== barnItem)?.orderId ?? '';
    expect((await client.post(`/api/orders/${buffetOrder}/cancel`, {})).status).toBe(200);
    expect((await put(client, path, eventInput({ guestCount: 81 }))).status).toBe(200);
  });
});

describe("the event's status as the plan changes", () => {
  it('a service planned after the others were paid for takes it back to planning; booking it confirms again', async () => {
    const { client } = await signUp(t.app);
    const { event } = await plannedEvent(client);
    await book(client, event.id, everything(await review(client, event.id)));
    await payCart(client);
    expect(await detail(client, event.id)).toMatchObject({ status: 'confirmed', totalAmount: '7980.00' });

    const dj = await addService(t.db, party.caterer.id, {
      name: 'Dance music',
      category: 'entertainment',
      basePriceCents: 40_000,
    });
    const added = await plan(client, event.id, dj.id);
    expect((added.json as EventDetail).status).toBe('planning');
    const djItem = (added.json as EventDetail).plan.find((p) => p.serviceId === dj.id)?.id ?? '';

    // Taken out again, everything planned is booked.
    const removed = await client.delete(`/api/events/${event.id}/plan-items/${djItem}`);
    expect((removed.json as EventDetail).status).toBe('confirmed');

    await plan(client, event.id, dj.id);
    await book(client, event.id, everything(await review(client, event.id)));
    await payCart(client);
    expect(await detail(client, event.id)).toMatchObject({ status: 'confirmed', totalAmount: '8380.00' });
  });
});
