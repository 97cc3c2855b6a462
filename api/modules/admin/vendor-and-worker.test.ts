import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../contracts/auth';
import { users } from '../../db/schema';
import { addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp, signUpAdmin } from '../../test/harness';

// A person can hold a vendor business and an approved gig worker profile at once: approving one
// must never take the other's screens away, in either order.

let t: Awaited<ReturnType<typeof makeTestApp>>;
let admin: Client;
beforeEach(async () => {
  t = await makeTestApp();
  admin = (await signUpAdmin(t.app, t.db)).client;
});

const business = {
  businessName: 'Bluff Chapel',
  businessType: 'venue',
  description: 'A stone chapel above the Mountain Fork.',
  address: '1 Bluff Rd',
  phone: '(580) 555-0111',
  email: 'hello@bluffchapel.example',
  experience: '6-10',
  agreeToTerms: true,
};
const gig = {
  firstName: 'Sam',
  lastName: 'Hale',
  email: 'sam@example.com',
  phone: '5805550123',
  positions: ['setup_crew'],
  availability: ['weekends'],
};

async function approveVendor(person: Client) {
  const { id } = (await person.post('/api/vendors', business)).json as { id: string };
  expect((await admin.post(`/api/admin/vendors/${id}/approve`)).status).toBe(200);
}
async function approveWorker(person: Client) {
  const { id } = (await person.post('/api/gig-workers', gig)).json as { id: string };
  expect((await admin.post(`/api/admin/gig-workers/${id}/approve`)).status).toBe(200);
}

async function expectBoth(person: Client) {
  const businesses = await person.get('/api/vendor/businesses');
  expect(businesses.status).toBe(200);
  expect(businesses.json).toEqual([expect.objectContaining({ businessName: 'Bluff Chapel' })]);
  expect((await person.get('/api/vendor/orders')).status).toBe(200);
  expect((await person.get('/api/job-tickets/pending')).status).toBe(200);
  expect((await person.get('/api/user')).json).toMatchObject({ isVendor: true, isWorker: true });
}

describe('a vendor who is also a gig worker', () => {
  it.each(['customer', 'vendor', 'worker'] as const)(
    'keeps the vendor dashboard when approved as a worker after (signed up as %s)',
    async (role) => {
      const person = await signUp(t.app, role);
      await approveVendor(person.client);
      await approveWorker(person.client);
      await expectBoth(person.client);
    },
  );

  it.each(['customer', 'vendor', 'worker'] as const)(
    'keeps the job board when approved as a vendor after (signed up as %s)',
    async (role) => {
      const person = await signUp(t.app, role);
      await approveWorker(person.client);
      await approveVendor(person.client);
      await expectBoth(person.client);
    },
  );

  it('is still a vendor by role after the worker approval', async () => {
    const person = await signUp(t.app, 'customer');
    await approveVendor(person.client);
    await approveWorker(person.client);
    expect((await t.db.select().from(users).where(eq(users.id, person.user.id)).get())?.role).toBe('vendor');
  });

  it('gets the dashboard from the business it owns even when its role word says worker', async () => {
    // What the old approval order left behind: an approved business owner whose role was overwritten.
    const person = await signUp(t.app, 'worker');
    await addVendor(t.db, { userId: person.user.id, applicationStatus: 'approved' });
    expect((await person.client.get('/api/vendor/businesses')).status).toBe(200);
  });
});

describe('what the signed-in user says it holds', () => {
  it('says nothing is held until an admin approves it', async () => {
    const person = await signUp(t.app, 'customer');
    expect(person.user).toMatchObject({ isVendor: false, isWorker: false });
    await person.client.post('/api/vendors', business);
    await person.client.post('/api/gig-workers', gig);
    expect((await person.client.get('/api/user')).json).toMatchObject({ isVendor: false, isWorker: false });
    expect((await person.client.get('/api/vendor/businesses')).status).toBe(403);
    expect((await person.client.get('/api/job-tickets/pending')).status).toBe(403);
  });

  it('answers sign-in with the same flags as /api/user', async () => {
    const person = await signUp(t.app, 'customer');
    await approveWorker(person.client);
    await person.client.post('/api/logout');
    const signedIn = await person.client.post('/api/login', {
      email: person.input.email,
      password: person.input.password,
    });
    expect(signedIn.json as PublicUser).toMatchObject({ isVendor: false, isWorker: true, role: 'worker' });
  });

  it('lets a vendor who signed up as one open the dashboard before applying', async () => {
    const person = await signUp(t.app, 'vendor');
    expect(person.user).toMatchObject({ isVendor: true, isWorker: false });
    expect((await person.client.get('/api/vendor/businesses')).json).toEqual([]);
  });
});
