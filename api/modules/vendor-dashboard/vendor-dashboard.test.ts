import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorBookingView } from '../../contracts/vendor-dashboard';
import { orders, services } from '../../db/schema';
import { addJob, addService, addVendor } from '../../test/fixtures';
import { makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

async function ownerWithBooking() {
  const owner = await signUp(t.app, 'vendor');
  const vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
  const customer = await signUp(t.app, 'customer', { firstName: 'Casey', lastName: 'Morgan' });
  const ticket = await addJob(t.db, { customerId: customer.user.id, vendorId: vendor.id });
  return { owner, vendor, customer, orderId: ticket.orderId };
}

describe('vendor dashboard', () => {
  it("shows the owner its bookings with the customer's name, and nobody else's", async () => {
    const { owner, orderId } = await ownerWithBooking();
    const mine = (await owner.client.get('/api/vendor/orders')).json as VendorBookingView[];
    expect(mine).toEqual([
      expect.objectContaining({
        id: orderId,
        customerName: 'Casey Morgan',
        vendorName: 'Smokehouse',
        amount: '500.00',
        status: 'pending',
      }),
    ]);
    const stranger = await signUp(t.app, 'vendor');
    expect((await stranger.client.get('/api/vendor/orders')).json).toEqual([]);
    expect((await stranger.client.post(`/api/vendor/orders/${orderId}/accept`)).status).toBe(404);
  });

  it('accepts or declines a pending booking once', async () => {
    const { owner, orderId, customer } = await ownerWithBooking();
    const accepted = await owner.client.post(`/api/vendor/orders/${orderId}/accept`);
    expect(accepted.json).toEqual({ id: orderId, status: 'accepted' });
    expect((await owner.client.post(`/api/vendor/orders/${orderId}/decline`)).status).toBe(409);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)).get())?.status).toBe('accepted');
    const theirs = (await customer.client.get('/api/orders')).json as { status: string }[];
    expect(theirs[0]?.status).toBe('accepted');
  });

  it('adds, edits and deactivates its own services, server-checking ownership', async () => {
    const { owner, vendor } = await ownerWithBooking();
    const input = {
      vendorId: vendor.id,
      name: 'Brisket plate',
      category: 'catering',
      price: '18.50',
      priceUnit: 'per person',
      minGuests: 10,
      maxGuests: 80,
    };
    const added = await owner.client.post('/api/vendor/services', input);
    expect(added.status).toBe(201);
    const id = (added.json as { id: string }).id;
    expect((await t.db.select().from(services).where(eq(services.id, id)).get())?.basePriceCents).toBe(1850);
    const edited = await owner.client.call('PUT', `/api/vendor/services/${id}`, {
      body: { ...input, price: '19' },
    });
    expect(edited.json).toMatchObject({ price: '19.00' });
    const gone = await owner.client.delete(`/api/vendor/services/${id}`);
    expect(gone.json).toEqual({ id, isActive: false });
    expect((await owner.client.get(`/api/vendors/${vendor.id}/services`)).json).toEqual([]);

    const other = await addVendor(t.db);
    const foreign = await addService(t.db, other.id);
    expect((await owner.client.post('/api/vendor/services', { ...input, vendorId: other.id })).status).toBe(
      404,
    );
    expect((await owner.client.delete(`/api/vendor/services/${foreign.id}`)).status).toBe(404);
    const bad = await owner.client.post('/api/vendor/services', { ...input, minGuests: 90 });
    expect(bad.json).toMatchObject({ message: 'Minimum guests must not exceed maximum' });
  });

  it('refuses a service under $1.00, added or edited, with the field message', async () => {
    const { owner, vendor } = await ownerWithBooking();
    const input = { vendorId: vendor.id, name: 'Free tasting', category: 'photography', price: '0' };
    for (const price of ['0', '0.00', '0.99']) {
      const refused = await owner.client.post('/api/vendor/services', { ...input, price });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ fields: { price: 'Price must be at least $1.00' } });
    }
    const added = await owner.client.post('/api/vendor/services', { ...input, price: '1' });
    expect(added.status).toBe(201);
    const id = (added.json as { id: string }).id;
    const edited = await owner.client.call('PUT', `/api/vendor/services/${id}`, {
      body: { ...input, price: '0' },
    });
    expect(edited.status).toBe(400);
    expect((await t.db.select().from(services).where(eq(services.id, id)).get())?.basePriceCents).toBe(100);
  });
});
