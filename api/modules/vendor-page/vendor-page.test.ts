import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OwnedBusinessPage } from '../../contracts/vendor-page';
import { addVendor } from '../../test/fixtures';
import { signUp } from '../../test/harness';
import { makePhotoApp } from '../../test/photo-fixtures';

let t: Awaited<ReturnType<typeof makePhotoApp>>;
beforeEach(async () => {
  t = await makePhotoApp();
});
afterEach(() => rmSync(t.photosDir, { recursive: true, force: true }));

const valid = {
  description: 'Slow-smoked brisket for weddings and reunions.',
  address: '10 Hochatown Rd',
  city: 'Broken Bow',
  state: 'ok',
  zipCode: '74728',
  phone: '(580) 555-0199',
  email: 'pit@example.com',
  website: 'https://example.com',
  priceRange: '$$',
  cuisineType: 'BBQ & Grilled',
};

async function owner() {
  const me = await signUp(t.app, 'vendor');
  const vendor = await addVendor(t.db, {
    userId: me.user.id,
    metadata: { offersDelivery: true, imageKey: 'bbq' },
  });
  return { ...me, vendor, path: `/api/vendor/businesses/${vendor.id}` };
}

describe("the owner's page edit", () => {
  it('saves the details and shows them on the public page, keeping other metadata', async () => {
    const { client, path, vendor } = await owner();
    const saved = await client.call('PUT', path, { body: valid });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      state: 'OK',
      priceRange: '$$',
      cuisineType: 'BBQ & Grilled',
      photos: [],
    });
    const page = (await client.get(`/api/vendors/${vendor.id}`)).json;
    expect(page).toMatchObject({
      description: valid.description,
      city: 'Broken Bow',
      phone: valid.phone,
      priceRange: '$$',
      metadata: { cuisineType: 'BBQ & Grilled', offersDelivery: true, imageKey: 'bbq' },
    });
    expect(((await client.get(path)).json as OwnedBusinessPage).photoLimit).toBe(5);
  });

  it('saves the cancellation policy, keeps it when left out, and refuses one that does not exist', async () => {
    const { client, path } = await owner();
    expect(((await client.get(path)).json as OwnedBusinessPage).cancellationPolicy).toBe('standard');
    const strict = await client.call('PUT', path, { body: { ...valid, cancellationPolicy: 'strict' } });
    expect(strict.json).toMatchObject({ cancellationPolicy: 'strict' });
    await client.call('PUT', path, { body: valid });
    expect(((await client.get(path)).json as OwnedBusinessPage).cancellationPolicy).toBe('strict');
    const wrong = await client.call('PUT', path, { body: { ...valid, cancellationPolicy: 'lenient' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      message: 'Choose the flexible, standard or strict cancellation policy',
    });
  });

  it("answers with the application form's own messages", async () => {
    const { client, path } = await owner();
    const bad = await client.call('PUT', path, {
      body: { ...valid, description: 'short', phone: '123', email: 'nope', website: 'example', address: ' ' },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as { fields: Record<string, string> }).fields).toEqual({
      description: 'Description must be at least 10 characters',
      address: 'Business address is required',
      phone: 'Valid phone number is required',
      email: 'Invalid email address',
      website: 'Website must be a full address such as https://example.com',
    });
    const noCuisine = await client.call('PUT', path, { body: { ...valid, cuisineType: '' } });
    expect(noCuisine.json).toMatchObject({
      message: 'Cuisine type is required for restaurants/catering',
      fields: { cuisineType: 'Cuisine type is required for restaurants/catering' },
    });
    const price = await client.call('PUT', path, { body: { ...valid, priceRange: '$$$$$' } });
    expect(price.json).toMatchObject({ fields: { priceRange: 'Price range must be $, $$, $$$ or $$$$' } });
  });

  it("refuses another owner's business with the 404 of one that does not exist", async () => {
    const { path } = await owner();
    const stranger = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: stranger.user.id });
    expect((await stranger.client.call('PUT', path, { body: valid })).status).toBe(404);
    expect((await stranger.client.get(path)).status).toBe(404);
    const missing = '/api/vendor/businesses/00000000-0000-4000-8000-000000000000';
    expect((await stranger.client.call('PUT', missing, { body: valid })).status).toBe(404);
    const customer = await signUp(t.app, 'customer');
    expect((await customer.client.call('PUT', path, { body: valid })).status).toBe(403);
  });
});
