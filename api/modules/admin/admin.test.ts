import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GigWorkerReview, VendorReview } from '../../contracts/applications';
import { users } from '../../db/schema';
import { addVendor, makeAdmin } from '../../test/fixtures';
import { makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeEach(async () => {
  t = await makeTestApp();
  admin = await signUp(t.app);
  await makeAdmin(t.db, admin.user.id);
});

const application = {
  businessName: 'Bluff Chapel',
  businessType: 'venue',
  description: 'A stone chapel above the Mountain Fork.',
  address: '1 Bluff Rd',
  phone: '(580) 555-0111',
  email: 'hello@bluffchapel.example',
  experience: '6-10',
  agreeToTerms: true,
  plan: 'premium',
};

const gig = {
  firstName: 'Sam',
  lastName: 'Hale',
  email: 'sam@example.com',
  phone: '5805550123',
  positions: ['cleanup_crew'],
  availability: ['evenings'],
};

describe('admin console', () => {
  it('lists pending applications with their details', async () => {
    const applicant = await signUp(t.app, 'customer');
    await applicant.client.post('/api/vendors', application);
    await applicant.client.post('/api/gig-workers', gig);
    const res = await admin.client.get('/api/admin/applications');
    const { vendors, gigWorkers } = res.json as { vendors: VendorReview[]; gigWorkers: GigWorkerReview[] };
    expect(vendors).toEqual([
      expect.objectContaining({
        businessName: 'Bluff Chapel',
        plan: 'premium',
        experience: '6-10',
        ownerEmail: applicant.input.email,
      }),
    ]);
    expect(gigWorkers).toEqual([
      expect.objectContaining({ firstName: 'Sam', positions: ['cleanup_crew'], status: 'pending' }),
    ]);
  });

  it('approving a vendor activates it, lists it, and makes its owner a vendor on the chosen plan', async () => {
    const applicant = await signUp(t.app, 'customer');
    const { id } = (await applicant.client.post('/api/vendors', application)).json as { id: string };
    const res = await admin.client.post(`/api/admin/vendors/${id}/approve`);
    expect(res.json).toEqual({ id, applicationStatus: 'approved', isActive: true });
    expect((await admin.client.post(`/api/admin/vendors/${id}/reject`, { reason: 'Too late' })).status).toBe(
      409,
    );
    const owner = await t.db.select().from(users).where(eq(users.id, applicant.user.id)).get();
    expect(owner).toMatchObject({ role: 'vendor', subscriptionTier: 'premium' });
    const listed = (await applicant.client.get('/api/vendors')).json as { id: string }[];
    expect(listed.map((v) => v.id)).toContain(id);
  });

  it('rejecting a vendor keeps it out of the directory', async () => {
    const applicant = await signUp(t.app, 'vendor');
    const { id } = (await applicant.client.post('/api/vendors', application)).json as { id: string };
    expect(
      (await admin.client.post(`/api/admin/vendors/${id}/reject`, { reason: 'No licence on file' })).status,
    ).toBe(200);
    expect((await applicant.client.get(`/api/vendors/${id}`)).status).toBe(404);
  });

  it('approving a gig worker lets them take jobs and makes them a worker', async () => {
    const applicant = await signUp(t.app, 'customer');
    const { id } = (await applicant.client.post('/api/gig-workers', gig)).json as { id: string };
    expect((await applicant.client.get('/api/job-tickets/pending')).status).toBe(403);
    const res = await admin.client.post(`/api/admin/gig-workers/${id}/approve`);
    expect(res.json).toEqual({ id, status: 'approved' });
    expect((await applicant.client.get('/api/job-tickets/pending')).status).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, applicant.user.id)).get())?.role).toBe(
      'worker',
    );
  });

  it('verifies and unverifies a vendor', async () => {
    const vendor = await addVendor(t.db);
    expect(
      (await admin.client.post(`/api/admin/vendors/${vendor.id}/verify`, { verified: true })).json,
    ).toEqual({ id: vendor.id, isVerified: true });
    const card = (await admin.client.get(`/api/vendors/${vendor.id}`)).json as { isVerified: boolean };
    expect(card.isVerified).toBe(true);
    await admin.client.post(`/api/admin/vendors/${vendor.id}/verify`, { verified: false });
    expect(
      ((await admin.client.get(`/api/vendors/${vendor.id}`)).json as { isVerified: boolean }).isVerified,
    ).toBe(false);
    expect(
      (await admin.client.post(`/api/admin/vendors/${vendor.id}/verify`, { verified: 'yes' })).status,
    ).toBe(400);
  });

  it('refuses everyone but an admin', async () => {
    const customer = await signUp(t.app);
    expect((await customer.client.get('/api/admin/applications')).status).toBe(403);
  });
});
