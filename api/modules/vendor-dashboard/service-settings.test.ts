import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnServiceView } from '../../contracts/vendor-dashboard';
import { addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Client;
let vendorId: string;

beforeEach(async () => {
  t = await makeTestApp();
  const signedUp = await signUp(t.app, 'vendor');
  owner = signedUp.client;
  vendorId = (await addVendor(t.db, { businessName: 'Smokehouse', userId: signedUp.user.id })).id;
});

const add = (input: Record<string, unknown>) =>
  owner.post('/api/vendor/services', { vendorId, name: 'Cabin Delivery', ...input });

describe('the price floor of a service that needs workers', () => {
  it('refuses a delivery under the $40.00 of worker pay it carries, added or edited', async () => {
    const refused = await add({ category: 'delivery', price: '15', priceUnit: 'per order' });
    expect(refused).toMatchObject({
      status: 400,
      json: { fields: { price: 'Price must be at least $40.00, the worker pay this service carries' } },
    });
    const added = await add({ category: 'delivery', price: '40', priceUnit: 'per order' });
    expect(added.status).toBe(201);
    const { id } = added.json as OwnServiceView;
    const edited = await owner.call('PUT', `/api/vendor/services/${id}`, {
      body: {
        vendorId,
        name: 'Cabin Delivery',
        category: 'delivery',
        price: '39.99',
        priceUnit: 'per order',
      },
    });
    expect(edited.status).toBe(400);
  });

  it('reads the pay at the most guests for a flat price, and at the smallest booking for a rate', async () => {
    // Set-up for 101-150 guests is 2 + 3 hours at $20.
    const tent = { category: 'rentals', priceUnit: 'per day', maxGuests: 150 };
    expect((await add({ ...tent, price: '99.99' })).json).toMatchObject({
      fields: { price: 'Price must be at least $100.00, the worker pay this service carries' },
    });
    expect((await add({ ...tent, price: '100' })).status).toBe(201);
    // Ten guests carry 3 hours ($60): $6.00 a guest.
    const buffet = { category: 'catering', priceUnit: 'per person', minGuests: 10 };
    expect((await add({ ...buffet, price: '5.99' })).json).toMatchObject({
      fields: { price: 'Price must be at least $6.00 per person, the worker pay this service carries' },
    });
    expect((await add({ ...buffet, price: '6' })).status).toBe(201);
    // 200 guests carry 6 hours ($120), over at least 3 booked hours.
    const hall = { category: 'venue', priceUnit: 'per hour', maxGuests: 200, minHours: 3 };
    expect((await add({ ...hall, price: '39' })).json).toMatchObject({
      fields: { price: 'Price must be at least $40.00 an hour, the worker pay this service carries' },
    });
    expect((await add({ ...hall, price: '40' })).status).toBe(201);
  });

  it('leaves services without workers at the $1.00 minimum', async () => {
    expect((await add({ category: 'photography', price: '1' })).status).toBe(201);
  });
});

describe("a service's booking settings", () => {
  it('round-trip booking mode, lead time and minimum hours', async () => {
    const added = await add({
      category: 'entertainment',
      price: '150',
      priceUnit: 'per hour',
      bookingMode: 'request',
      leadHours: 96,
      minHours: 3,
    });
    expect(added.json).toMatchObject({ bookingMode: 'request', leadHours: 96, minHours: 3 });
    const { id } = added.json as OwnServiceView;
    const edited = await owner.call('PUT', `/api/vendor/services/${id}`, {
      body: { vendorId, name: 'Party DJ', category: 'entertainment', price: '150', priceUnit: 'per event' },
    });
    // Left out: instant, the category's lead time; minimum hours only for a price per hour.
    expect(edited.json).toMatchObject({ bookingMode: 'instant', leadHours: null, minHours: null });
    const listed = (await owner.get('/api/vendor/services')).json as OwnServiceView[];
    expect(listed).toMatchObject([{ id, bookingMode: 'instant', leadHours: null, minHours: null }]);
  });

  it('refuses a lead time that is not whole hours from 0 to 1440, and minimum hours under 1', async () => {
    const dj = { category: 'entertainment', price: '150', priceUnit: 'per hour' };
    expect((await add({ ...dj, leadHours: -1 })).status).toBe(400);
    expect((await add({ ...dj, leadHours: 1.5 })).status).toBe(400);
    expect((await add({ ...dj, leadHours: 1441 })).status).toBe(400);
    expect((await add({ ...dj, minHours: 0 })).status).toBe(400);
    expect((await add({ ...dj, bookingMode: 'later' })).status).toBe(400);
  });
});
