import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import { cartItems, services } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;
let venueHire: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp(); // the clock reads 2026-11-23 noon UTC (06:00 in Broken Bow)
  vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
  buffet = await addService(t.db, vendor.id, {
    name: 'BBQ Buffet',
    basePriceCents: 1850,
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 100,
  });
  venueHire = await addService(t.db, vendor.id, {
    name: 'Patio',
    basePriceCents: 50_000,
    priceUnit: 'per event',
  });
});

const booking = (over: Record<string, unknown> = {}) => ({
  vendorId: vendor.id,
  serviceId: buffet.id,
  itemType: 'service',
  itemName: 'Smokehouse - BBQ Buffet',
  quantity: 1,
  price: '18.50',
  selectedDate: '2026-12-05',
  selectedTime: '18:30',
  notes: 'Gate code 1234',
  guestCount: 40,
  eventAddress: '118 Mountain Fork Dr, Broken Bow, OK 74728',
  ...over,
});

describe('cart', () => {
  it('needs a signed-in user', async () => {
    const anon = new Client(t.app);
    expect((await anon.get('/api/cart')).status).toBe(401);
    expect((await anon.post('/api/cart/items', booking())).status).toBe(401);
    expect((await anon.delete('/api/cart')).status).toBe(401);
  });

  it('starts empty with one active cart per customer', async () => {
    const { client } = await signUp(t.app);
    const a = (await client.get('/api/cart')).json as CartView;
    const b = (await client.get('/api/cart')).json as CartView;
    expect(a).toEqual({ id: b.id, status: 'active', items: [], totalAmount: '0.00' });
  });

  it('adds a booking priced by the server: per person times guests', async () => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/cart/items', booking());
    expect(res.status).toBe(201);
    const cart = res.json as CartView;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      itemName: 'Smokehouse - BBQ Buffet',
      price: '740.00',
      guestCount: 40,
      selectedDate: '2026-12-05',
      selectedTime: '18:30',
      notes: 'Gate code 1234',
      quantity: 1,
      itemType: 'service',
    });
    expect(cart.totalAmount).toBe('740.00');
  });

  it('ignores a tampered client price and name', async () => {
    const { client } = await signUp(t.app);
    const res = await client.post(
      '/api/cart/items',
      booking({ serviceId: venueHire.id, price: '0.01', itemName: 'Free stuff' }),
    );
    const cart = res.json as CartView;
    expect(cart.items[0]).toMatchObject({ price: '500.00', itemName: 'Smokehouse - Patio' });
    expect(cart.totalAmount).toBe('500.00');
  });

  it('books a vendor with no services at no price, by the vendor name', async () => {
    const plain = await addVendor(t.db, { businessName: 'Fiddler Joe' });
    const { client } = await signUp(t.app);
    const res = await client.post(
      '/api/cart/items',
      booking({ vendorId: plain.id, serviceId: null, itemType: 'vendor', price: '99' }),
    );
    expect(res.status).toBe(201);
    expect((res.json as CartView).items[0]).toMatchObject({
      itemName: 'Fiddler Joe',
      price: '0.00',
      itemType: 'vendor',
      serviceId: null,
    });
  });

  it.each([
    ['a past date', { selectedDate: '2026-11-22' }, 'The event date has passed'],
    ['a missing date', { selectedDate: undefined }, 'Please select an event date'],
    ['a malformed date', { selectedDate: '12/05/2026' }, 'Please select an event date'],
    ['no service when the vendor has some', { serviceId: null }, 'Please select a service to continue'],
    ['too few guests', { guestCount: 5 }, 'BBQ Buffet needs at least 10 guests'],
    ['too many guests', { guestCount: 101 }, 'BBQ Buffet serves at most 100 guests'],
    ['zero guests', { guestCount: 0 }, 'Guest count must be at least 1'],
    ['a fractional guest count', { guestCount: 2.5 }, 'Guest count must be a whole number'],
    ['an unknown field', { discount: '100%' }, 'Unexpected field: discount'],
    ['a quantity other than 1', { quantity: 5 }, 'Quantity must be 1'],
    [
      'no event address for catering',
      { eventAddress: '   ' },
      'Please enter the event address for BBQ Buffet',
    ],
    [
      'an event address left out',
      { eventAddress: undefined },
      'Please enter the event address for BBQ Buffet',
    ],
    [
      'an event address too long',
      { eventAddress: 'x'.repeat(301) },
      'Event address must be at most 300 characters',
    ],
  ])('rejects %s with a clear 400', async (_name, over, message) => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/cart/items', booking(over));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message });
    expect(await t.db.select().from(cartItems).all()).toHaveLength(0);
  });

  it("rejects another vendor's service and an inactive vendor", async () => {
    const other = await addVendor(t.db);
    const otherService = await addService(t.db, other.id);
    const closed = await addVendor(t.db, { isActive: false });
    const { client } = await signUp(t.app);
    const wrong = await client.post('/api/cart/items', booking({ serviceId: otherService.id }));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: 'That service is not offered by this vendor' });
    const inactive = await client.post('/api/cart/items', booking({ vendorId: closed.id, serviceId: null }));
    expect(inactive.status).toBe(400);
    expect(inactive.json).toMatchObject({ message: 'This vendor is not taking bookings' });
  });

  it('takes today in Broken Bow, not in UTC', async () => {
    t.clock.set('2026-11-24T03:00:00.000Z'); // 21:00 on the 23rd in Broken Bow
    await t.db.update(services).set({ leadHours: 0 }).where(eq(services.id, buffet.id)).run();
    const { client } = await signUp(t.app);
    const tonight = booking({ selectedDate: '2026-11-23', selectedTime: '22:00' });
    expect((await client.post('/api/cart/items', tonight)).status).toBe(201);
  });

  it('replays a client id exactly once; another user reusing it gets a 409', async () => {
    const { client } = await signUp(t.app);
    const id = randomUUID();
    expect((await client.post('/api/cart/items', booking({ id }))).status).toBe(201);
    const again = await client.post('/api/cart/items', booking({ id }));
    expect(again.status).toBe(200);
    expect((again.json as CartView).items).toHaveLength(1);
    const { client: thief } = await signUp(t.app);
    expect((await thief.post('/api/cart/items', booking({ id }))).status).toBe(409);
  });

  it('removes an item and clears the cart, recomputing the total', async () => {
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', booking());
    const two = (await client.post('/api/cart/items', booking({ serviceId: venueHire.id }))).json as CartView;
    expect(two.totalAmount).toBe('1240.00');
    const first = two.items[0]?.id ?? '';
    const one = await client.delete(`/api/cart/items/${first}`);
    expect((one.json as CartView).totalAmount).toBe('500.00');
    expect((await client.delete(`/api/cart/items/${first}`)).status).toBe(404);
    const cleared = await client.delete('/api/cart');
    expect(cleared.json).toMatchObject({ items: [], totalAmount: '0.00' });
  });

  it("never shows or changes another customer's cart", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const cart = (await alice.client.post('/api/cart/items', booking())).json as CartView;
    const itemId = cart.items[0]?.id ?? '';
    expect(((await bob.client.get('/api/cart')).json as CartView).items).toHaveLength(0);
    expect((await bob.client.delete(`/api/cart/items/${itemId}`)).status).toBe(404);
    await bob.client.delete('/api/cart');
    expect(((await alice.client.get('/api/cart')).json as CartView).items).toHaveLength(1);
  });

  describe('the event address', () => {
    const added = async (over: Record<string, unknown>) => {
      const { client } = await signUp(t.app);
      const res = await client.post('/api/cart/items', booking(over));
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return (res.json as CartView).items[0];
    };

    it('is kept trimmed on the line, and says which field when it is missing', async () => {
      expect(await added({ eventAddress: '  12 Quail Hollow Ln, Hochatown, OK  ' })).toMatchObject({
        eventAddress: '12 Quail Hollow Ln, Hochatown, OK',
      });
      const { client } = await signUp(t.app);
      const missing = await client.post('/api/cart/items', booking({ eventAddress: null }));
      expect(missing.json).toMatchObject({ fields: { eventAddress: 'Enter where the event is' } });
    });

    it('is optional for work no worker drives out, and a venue defaults to its own address', async () => {
      const photos = await addService(t.db, vendor.id, { name: 'Portraits', category: 'photography' });
      expect(await added({ serviceId: photos.id, eventAddress: undefined })).toMatchObject({
        eventAddress: null,
      });
      const lodge = await addVendor(t.db, {
        businessName: 'Lakeview Lodge',
        address: '3300 Lakeview Bluff Ln',
        city: 'Broken Bow',
        state: 'OK',
        zipCode: '74728',
      });
      const hall = await addService(t.db, lodge.id, {
        name: 'Hall',
        category: 'venue',
        priceUnit: 'per event',
      });
      const atVenue = await added({ vendorId: lodge.id, serviceId: hall.id, eventAddress: '' });
      expect(atVenue?.eventAddress).toBe('3300 Lakeview Bluff Ln, Broken Bow, OK 74728');
      const elsewhere = await added({
        vendorId: lodge.id,
        serviceId: hall.id,
        eventAddress: 'Cabin 9, Hochatown',
      });
      expect(elsewhere?.eventAddress).toBe('Cabin 9, Hochatown');
    });
  });
});
