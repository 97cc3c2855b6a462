import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { CheckoutIntent } from '../../contracts/checkout';
import type { EventView } from '../../contracts/events';
import { cartItems, eventPlanItems, events, orders, services } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { failWrites } from '../../test/triggers';
import { eventStatusOf, syncEventDays } from './event-sync';

// The test clock starts at noon UTC on Monday, November 23, 2026 (6 AM in Broken Bow).
let t: Awaited<ReturnType<typeof makeTestApp>>;
let venue: Awaited<ReturnType<typeof addService>>;
let buffet: Awaited<ReturnType<typeof addService>>;
let owner: Client;

beforeEach(async () => {
  t = await makeTestApp();
  const vendorOwner = await signUp(t.app, 'vendor');
  owner = vendorOwner.client;
  const vendor = await addVendor(t.db, {
    businessName: 'Cedar Hall',
    userId: vendorOwner.user.id,
    address: '1 Lake Rd',
  });
  venue = await addService(t.db, vendor.id, { name: 'Hall', category: 'venue', basePriceCents: 150_000 });
  buffet = await addService(t.db, vendor.id, {
    name: 'Buffet',
    category: 'catering',
    basePriceCents: 2_500,
    priceUnit: 'per person',
  });
});

const eventRow = (id: string) => t.db.select().from(events).where(eq(events.id, id)).get();

/**
 * A host's event with the venue and the buffet planned and put in the cart for it (what step 4
 * does), so the tests here look only at what payments, cancellations and days do to the event.
 */
async function plannedEvent(client: Client) {
  const event = (
    await client.post('/api/events', {
      name: 'Cabin wedding',
      eventType: 'wedding',
      guestCount: 40,
      eventDate: '2026-12-12',
      eventTime: '15:00',
      budget: '6000',
      location: '40 Cedar Creek Rd, Hochatown, OK 74728',
    })
  ).json as EventView;
  for (const service of [venue, buffet]) {
    const cart = (
      await client.post('/api/cart/items', {
        vendorId: service.vendorId,
        serviceId: service.id,
        selectedDate: '2026-12-12',
        selectedTime: '15:00',
        guestCount: 40,
        eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
      })
    ).json as CartView;
    const line = cart.items.find((item) => item.serviceId === service.id);
    if (!line) throw new Error('the cart line was not added');
    await t.db.update(cartItems).set({ eventId: event.id }).where(eq(cartItems.id, line.id)).run();
    await t.db
      .insert(eventPlanItems)
      .values({
        id: crypto.randomUUID(),
        eventId: event.id,
        category: service.category,
        vendorId: service.vendorId,
        serviceId: service.id,
        priceCents: Number(line.price.replace('.', '')),
        cartItemId: line.id,
      })
      .run();
  }
  return event;
}

describe("an event's status", () => {
  const live = (cartItemId: string, status = 'accepted') => ({ status, cartItemId, cancelledBy: null });
  const cancelledBy = (who: string) => ({ status: 'cancelled', cartItemId: 'x', cancelledBy: who });

  it('is confirmed only when every planned service is booked and every booking accepted', () => {
    expect(eventStatusOf([live('a'), live('b')], ['a', 'b'], '2026-12-12', '2026-11-23')).toBe('confirmed');
    // A request still waiting on its vendor: paid for (or held), not confirmed.
    expect(eventStatusOf([live('a'), live('b', 'pending')], ['a', 'b'], '2026-12-12', '2026-11-23')).toBe(
      'planning',
    );
    expect(eventStatusOf([live('a', 'in_progress')], ['a'], '2026-12-12', '2026-11-23')).toBe('confirmed');
    expect(eventStatusOf([live('a')], ['a', 'b'], '2026-12-12', '2026-11-23')).toBe('planning');
    expect(eventStatusOf([live('a')], ['a', null], '2026-12-12', '2026-11-23')).toBe('planning');
    expect(eventStatusOf([], [null], '2026-12-12', '2026-11-23')).toBe('planning');
  });

  it('is in progress on the day and completed after it, with a live booking', () => {
    expect(eventStatusOf([live('a')], ['a', 'b'], '2026-12-12', '2026-12-12')).toBe('in_progress');
    expect(eventStatusOf([live('a')], ['a'], '2026-12-12', '2026-12-13')).toBe('completed');
    expect(eventStatusOf([], ['a'], '2026-12-12', '2026-12-13')).toBe('planning');
  });

  it('is cancelled when the host cancelled every booking, not when a vendor declined', () => {
    expect(
      eventStatusOf([cancelledBy('customer'), cancelledBy('admin')], ['x'], '2026-12-12', '2026-11-23'),
    ).toBe('cancelled');
    expect(
      eventStatusOf([cancelledBy('customer'), cancelledBy('vendor')], ['x'], '2026-12-12', '2026-11-23'),
    ).toBe('planning');
    expect(eventStatusOf([cancelledBy('system')], ['x'], '2026-12-12', '2026-11-23')).toBe('planning');
  });
});

describe("an event's total and status follow its bookings", () => {
  it('a payment confirms the event with what was paid, once however often it is completed', async () => {
    const { client } = await signUp(t.app);
    const event = await plannedEvent(client);
    expect(await eventRow(event.id)).toMatchObject({ status: 'planning', totalAmountCents: 0 });

    const { orderIds, cartId } = await payCart(client);
    expect(orderIds).toHaveLength(2);
    const booked = await t.db.select().from(orders).where(eq(orders.eventId, event.id)).all();
    expect(booked.map((o) => o.id).sort()).toEqual([...orderIds].sort());
    // 1,500.00 for the hall and 40 × 25.00 for the buffet.
    expect(await eventRow(event.id)).toMatchObject({ status: 'confirmed', totalAmountCents: 250_000 });

    const again = await client.post('/api/checkout/complete', { cartId });
    expect(again.status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ status: 'confirmed', totalAmountCents: 250_000 });
    const listed = (await client.get('/api/events')).json as EventView[];
    expect(listed[0]).toMatchObject({ status: 'confirmed', totalAmount: '2500.00' });
  });

  it('requests waiting on their vendor leave the event in planning until the last is accepted', async () => {
    await t.db.update(services).set({ bookingMode: 'request' }).run();
    const { client } = await signUp(t.app);
    const event = await plannedEvent(client);
    const { orderIds } = await payCart(client);
    expect((await eventRow(event.id))?.status).toBe('planning');
    const [first = '', second = ''] = orderIds;
    expect((await owner.post(`/api/vendor/orders/${first}/accept`)).status).toBe(200);
    expect((await eventRow(event.id))?.status).toBe('planning');
    expect((await owner.post(`/api/vendor/orders/${second}/accept`)).status).toBe(200);
    expect((await eventRow(event.id))?.status).toBe('confirmed');
  });

  it('a crash while the event is updated leaves no order and no total; the retry counts the payment once', async () => {
    const { client } = await signUp(t.app);
    const event = await plannedEvent(client);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await client.post('/api/payments/local/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    const crash = await failWrites(t.db, {
      name: 'crash_on_event',
      before: 'update of total_amount_cents on events',
      message: 'disk I/O error',
    });
    expect((await client.post('/api/checkout/complete', { cartId: intent.cartId })).status).toBe(500);
    expect(await t.db.select().from(orders).all()).toHaveLength(0);
    expect(await eventRow(event.id)).toMatchObject({ status: 'planning', totalAmountCents: 0 });

    await crash.disarm();
    expect((await client.post('/api/checkout/complete', { cartId: intent.cartId })).status).toBe(200);
    expect((await client.post('/api/checkout/complete', { cartId: intent.cartId })).status).toBe(200);
    expect(await t.db.select().from(orders).all()).toHaveLength(2);
    expect(await eventRow(event.id)).toMatchObject({ status: 'confirmed', totalAmountCents: 250_000 });
  });

  it('a refund comes off the total; the host cancelling everything cancels the event', async () => {
    const { client } = await signUp(t.app);
    const event = await plannedEvent(client);
    const { orderIds } = await payCart(client);
    const hall = await booked(orderIds, venue.id);
    const food = await booked(orderIds, buffet.id);

    // 19 days out: all back but the 3% processing fee (the Terms).
    expect((await client.post(`/api/orders/${hall}/cancel`, { reason: 'Moved indoors' })).status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({
      status: 'planning',
      totalAmountCents: 250_000 - 145_500,
    });

    expect((await client.post(`/api/orders/${food}/cancel`, {})).status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ status: 'cancelled', totalAmountCents: 4_500 + 3_000 });
  });

  it('a vendor declining a request releases its hold and leaves the event in planning, to book elsewhere', async () => {
    await t.db.update(services).set({ bookingMode: 'request' }).where(eq(services.id, venue.id)).run();
    const { client } = await signUp(t.app);
    const event = await plannedEvent(client);
    const { orderIds } = await payCart(client);
    expect(
      (await owner.post(`/api/vendor/orders/${await booked(orderIds, venue.id)}/decline`, {})).status,
    ).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ status: 'planning', totalAmountCents: 100_000 });
  });

  it('a payment for a day taken meanwhile is refunded in full and leaves the event unbooked', async () => {
    const { client } = await signUp(t.app);
    const event = await plannedEvent(client);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    // The hold ran out and another customer's paid booking filled the vendor's day before this one.
    const other = await signUp(t.app);
    t.clock.advance(16 * 60_000);
    const taken = await other.client.post('/api/cart/items', {
      vendorId: venue.vendorId,
      serviceId: venue.id,
      selectedDate: '2026-12-12',
      guestCount: 40,
    });
    expect(taken.status).toBe(201);
    await payCart(other.client);
    await client.post('/api/payments/local/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect((await client.post('/api/checkout/complete', { cartId: intent.cartId })).status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ status: 'planning', totalAmountCents: 0 });
  });

  it('its day makes it in progress, and the day after completed', async () => {
    const { client } = await signUp(t.app);
    const event = await plannedEvent(client);
    await payCart(client);
    expect(await syncEventDays(t.db, t.clock.now())).toBe(0);
    t.clock.set('2026-12-12T14:00:00.000Z');
    expect(await syncEventDays(t.db, t.clock.now())).toBe(1);
    expect((await eventRow(event.id))?.status).toBe('in_progress');
    t.clock.set('2026-12-13T14:00:00.000Z');
    await syncEventDays(t.db, t.clock.now());
    expect(await eventRow(event.id)).toMatchObject({ status: 'completed', totalAmountCents: 250_000 });
    // Done with: not looked at again.
    expect(await syncEventDays(t.db, t.clock.now())).toBe(0);
  });
});

async function booked(orderIds: string[], serviceId: string): Promise<string> {
  const order = (await t.db.select().from(orders).all()).find(
    (o) => orderIds.includes(o.id) && o.serviceId === serviceId,
  );
  if (!order) throw new Error(`no order for ${serviceId}`);
  return order.id;
}
