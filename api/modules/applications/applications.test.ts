import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { WEBSITE_MESSAGE } from '../../contracts/applications';
import { gigWorkers, vendors } from '../../db/schema';
import { Client, makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const gig = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan@example.com',
  phone: '(580) 555-0142',
  positions: ['delivery_driver', 'setup_crew'],
  availability: ['weekends'],
  hasTransportation: true,
  experience: 'Two summers at the marina',
  ...over,
});

const business = (over: Record<string, unknown> = {}) => ({
  businessName: 'Lakeside Tacos',
  businessType: 'restaurant',
  description: 'Street tacos by Broken Bow Lake.',
  address: '12 Lake Rd',
  phone: '(580) 555-0199',
  email: 'hola@lakesidetacos.example',
  website: 'https://lakesidetacos.example',
  experience: '3-5',
  hasLicense: true,
  hasInsurance: false,
  hasCertifications: false,
  agreeToTerms: true,
  metadata: { cuisineType: 'Mexican' },
  ...over,
});

describe('POST /api/gig-workers', () => {
  it('creates a pending application linked to the signed-in user, once', async () => {
    const { client, user } = await signUp(t.app, 'worker');
    const res = await client.post('/api/gig-workers', gig());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'pending' });
    const row = await t.db.select().from(gigWorkers).where(eq(gigWorkers.userId, user.id)).get();
    expect(row).toMatchObject({
      status: 'pending',
      positions: ['delivery_driver', 'setup_crew'],
      hasTransportation: true,
    });
    const second = await client.post('/api/gig-workers', gig());
    expect(second.status).toBe(409);
    expect((await client.get('/api/gig-workers/me')).json).toMatchObject({ status: 'pending' });
  });

  it('replays the same client id without doubling', async () => {
    const { client } = await signUp(t.app, 'worker');
    const id = randomUUID();
    expect((await client.post('/api/gig-workers', gig({ id }))).status).toBe(201);
    expect((await client.post('/api/gig-workers', gig({ id }))).status).toBe(200);
    expect(await t.db.select().from(gigWorkers).all()).toHaveLength(1);
  });

  it('needs sign-in', async () => {
    expect((await new Client(t.app).post('/api/gig-workers', gig())).status).toBe(401);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ phone: '555-01' }, 'Valid phone number is required'],
    [{ positions: [] }, 'Select at least one position'],
    [{ positions: ['astronaut'] }, 'Select at least one position'],
    [{ availability: [] }, 'Select at least one availability option'],
    [{ hasTransportation: 'yes' }, 'Transportation must be yes or no'],
  ])('answers %o with "%s"', async (over, message) => {
    const { client } = await signUp(t.app, 'worker');
    const res = await client.post('/api/gig-workers', gig(over));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message });
    expect(await t.db.select().from(gigWorkers).all()).toHaveLength(0);
  });
});

describe('POST /api/vendors (application)', () => {
  it('creates the vendor inactive and pending, owned by the applicant, with the plan chosen', async () => {
    const { client, user } = await signUp(t.app, 'vendor');
    const res = await client.post('/api/vendors', business({ plan: 'premium' }));
    expect(res.status).toBe(201);
    const row = await t.db.select().from(vendors).where(eq(vendors.userId, user.id)).get();
    expect(row).toMatchObject({
      isActive: false,
      applicationStatus: 'pending',
      plan: 'premium',
      metadata: { cuisineType: 'Mexican' },
      hasLicense: true,
      experience: '3-5',
    });
    const directory = (await client.get('/api/vendors')).json as { id: string }[];
    expect(directory.map((v) => v.id)).not.toContain(row?.id);
  });

  it('defaults the plan to Featured and keeps no cuisine for non-restaurants', async () => {
    const { client, user } = await signUp(t.app, 'vendor');
    await client.post(
      '/api/vendors',
      business({ businessType: 'venue', metadata: { cuisineType: 'Mexican' } }),
    );
    const row = await t.db.select().from(vendors).where(eq(vendors.userId, user.id)).get();
    expect(row).toMatchObject({ plan: 'featured', metadata: {} });
  });

  it.each([
    [{ businessName: '' }, 'Business name is required'],
    [{ businessType: '' }, 'Business type is required'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ address: '' }, 'Business address is required'],
    [{ phone: '123' }, 'Valid phone number is required'],
    [{ email: 'x@' }, 'Invalid email address'],
    [{ experience: '' }, 'Please select your experience level'],
    [{ agreeToTerms: false }, 'You must agree to the terms'],
    [{ metadata: {} }, 'Cuisine type is required for restaurants/catering'],
    [{ metadata: { cuisineType: '' } }, 'Cuisine type is required for restaurants/catering'],
  ])('answers %o with "%s"', async (over, message) => {
    const { client } = await signUp(t.app, 'vendor');
    const res = await client.post('/api/vendors', business(over));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message });
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:owner@example.com',
  ])('refuses the website %s and stores nothing', async (website) => {
    const { client } = await signUp(t.app, 'vendor');
    const res = await client.post('/api/vendors', business({ website }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { website: WEBSITE_MESSAGE } });
    expect(await t.db.select().from(vendors).all()).toHaveLength(0);
  });

  it('replays the same client id without doubling', async () => {
    const { client } = await signUp(t.app, 'vendor');
    const id = randomUUID();
    expect((await client.post('/api/vendors', business({ id }))).status).toBe(201);
    expect((await client.post('/api/vendors', business({ id }))).status).toBe(200);
    expect(await t.db.select().from(vendors).all()).toHaveLength(1);
  });
});
