import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DecidedApplication, SuspendResult } from '../../contracts/admin';
import type { MyGigApplication, MyVendorApplication, VendorReview } from '../../contracts/applications';
import type { CheckoutIntent, CheckoutResult, OrderDetail } from '../../contracts/checkout';
import { jobTickets, localRefunds, orders, refunds, vendors } from '../../db/schema';
import { addService, addVendor, makeAdmin } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { SUSPENDED_BOOKING_REASON } from './suspend-vendor';

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
};
const gig = {
  firstName: 'Sam',
  lastName: 'Hale',
  email: 'sam@example.com',
  phone: '5805550123',
  positions: ['cleanup_crew'],
  availability: ['evenings'],
};

async function applyAsVendor() {
  const applicant = await signUp(t.app, 'customer');
  const { id } = (await applicant.client.post('/api/vendors', application)).json as { id: string };
  return { ...applicant, id };
}

async function applyAsWorker() {
  const applicant = await signUp(t.app, 'customer');
  const { id } = (await applicant.client.post('/api/gig-workers', gig)).json as { id: string };
  return { ...applicant, id };
}

describe('rejecting with a reason', () => {
  it('needs a reason, and leaves the application pending without one', async () => {
    const vendor = await applyAsVendor();
    const worker = await applyAsWorker();
    for (const path of [
      `/api/admin/vendors/${vendor.id}/reject`,
      `/api/admin/gig-workers/${worker.id}/reject`,
    ]) {
      const none = await admin.client.post(path);
      expect(none.status).toBe(400);
      expect(none.json).toMatchObject({ message: 'Please give a reason' });
      expect((await admin.client.post(path, { reason: '   ' })).status).toBe(400);
      expect((await admin.client.post(path, { reason: 'x'.repeat(501) })).status).toBe(400);
    }
    expect(
      (await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.applicationStatus,
    ).toBe('pending');
    expect(((await worker.client.get('/api/gig-workers/me')).json as MyGigApplication)?.status).toBe(
      'pending',
    );
  });

  it('keeps the reason and the date, and the applicant reads them where they see their status', async () => {
    const vendor = await applyAsVendor();
    const worker = await applyAsWorker();
    t.clock.set('2026-11-24T09:30:00.000Z');
    const rejected = await admin.client.post(`/api/admin/vendors/${vendor.id}/reject`, {
      reason: '  No business licence on file  ',
    });
    expect(rejected.json).toEqual({ id: vendor.id, applicationStatus: 'rejected', isActive: false });
    await admin.client.post(`/api/admin/gig-workers/${worker.id}/reject`, {
      reason: 'No weekend availability',
    });

    const [mine] = (await vendor.client.get('/api/vendor-applications/me')).json as MyVendorApplication[];
    expect(mine).toMatchObject({
      id: vendor.id,
      applicationStatus: 'rejected',
      decisionNote: 'No business licence on file',
      decidedAt: '2026-11-24T09:30:00.000Z',
      isActive: false,
    });
    expect((await worker.client.get('/api/gig-workers/me')).json).toMatchObject({
      status: 'rejected',
      decisionNote: 'No weekend availability',
      decidedAt: '2026-11-24T09:30:00.000Z',
    });
  });

  it('approving records when, with no note', async () => {
    const vendor = await applyAsVendor();
    t.clock.set('2026-11-25T10:00:00.000Z');
    await admin.client.post(`/api/admin/vendors/${vendor.id}/approve`);
    const [mine] = (await vendor.client.get('/api/vendor-applications/me')).json as MyVendorApplication[];
    expect(mine).toMatchObject({ applicationStatus: 'approved', decisionNote: null, isActive: true });
    expect(mine?.decidedAt).toBe('2026-11-25T10:00:00.000Z');
  });

  it('shows a person only their own vendor applications', async () => {
    await applyAsVendor();
    const other = await signUp(t.app);
    expect((await other.client.get('/api/vendor-applications/me')).json).toEqual([]);
  });
});

describe('GET /api/admin/decisions', () => {
  it('lists decided vendors and workers, newest first, with the reasons; not pending ones nor the seeded directory', async () => {
    await addVendor(t.db, { businessName: 'Listed before the console' });
    const first = await applyAsVendor();
    const second = await applyAsWorker();
    const stillPending = await applyAsWorker();
    t.clock.set('2026-11-24T09:00:00.000Z');
    await admin.client.post(`/api/admin/vendors/${first.id}/approve`);
    t.clock.set('2026-11-24T10:00:00.000Z');
    await admin.client.post(`/api/admin/gig-workers/${second.id}/reject`, { reason: 'No transportation' });

    const res = await admin.client.get('/api/admin/decisions');
    expect(res.status).toBe(200);
    expect(res.json as DecidedApplication[]).toEqual([
      {
        kind: 'gig-worker',
        id: second.id,
        name: 'Sam Hale',
        email: 'sam@example.com',
        status: 'rejected',
        decisionNote: 'No transportation',
        decidedAt: '2026-11-24T10:00:00.000Z',
      },
      {
        kind: 'vendor',
        id: first.id,
        name: 'Bluff Chapel',
        email: first.input.email,
        status: 'approved',
        decisionNote: null,
        decidedAt: '2026-11-24T09:00:00.000Z',
      },
    ]);
    expect((res.json as DecidedApplication[]).map((d) => d.id)).not.toContain(stillPending.id);
  });

  it('is for admins only', async () => {
    const customer = await signUp(t.app);
    expect((await customer.client.get('/api/admin/decisions')).status).toBe(403);
  });
});

describe('suspending a vendor', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let vendor: Awaited<ReturnType<typeof addVendor>>;
  let buffet: Awaited<ReturnType<typeof addService>>;

  beforeEach(async () => {
    owner = await signUp(t.app, 'vendor');
    vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
    buffet = await addService(t.db, vendor.id, { category: 'catering', basePriceCents: 50_000 });
  });

  async function bookAndPay(client: Client, selectedDate: string): Promise<string> {
    await client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: buffet.id,
      selectedDate,
      eventAddress: '2 Lakeview Dr, Broken Bow, OK 74728',
    });
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await client.post('/api/payments/local/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    const done = (await client.post('/api/checkout/complete', { cartId: intent.cartId }))
      .json as CheckoutResult;
    return done.orderIds[0] ?? '';
  }

  it('needs a reason', async () => {
    const res = await admin.client.post(`/api/admin/vendors/${vendor.id}/suspend`, {});
    expect(res.status).toBe(400);
    expect((await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.isActive).toBe(true);
  });

  it('unlists it and cancels its open bookings with a full refund, exactly once', async () => {
    const customer = await signUp(t.app);
    // Instant bookings: accepted when paid.
    const first = await bookAndPay(customer.client, '2026-12-12');
    const second = await bookAndPay(customer.client, '2026-12-19');
    const completed = await bookAndPay(customer.client, '2026-12-20');
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, completed)).run();

    const res = await admin.client.post(`/api/admin/vendors/${vendor.id}/suspend`, {
      reason: 'Failed the health inspection',
    });
    expect(res.status).toBe(200);
    expect(res.json as SuspendResult).toEqual({
      id: vendor.id,
      isActive: false,
      suspendedReason: 'Failed the health inspection',
      cancelledOrders: 2,
      refunded: '1000.00',
    });

    // Out of the directory; the owner reads why.
    expect((await customer.client.get(`/api/vendors/${vendor.id}`)).status).toBe(404);
    const [business] = (await owner.client.get('/api/vendor-applications/me')).json as MyVendorApplication[];
    expect(business).toMatchObject({ isActive: false, suspendedReason: 'Failed the health inspection' });

    // The customer sees each open booking cancelled and refunded in full, the completed one untouched.
    for (const id of [first, second]) {
      const detail = (await customer.client.get(`/api/orders/${id}`)).json as OrderDetail;
      expect(detail).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'system',
        cancellationReason: SUSPENDED_BOOKING_REASON,
        refund: { amount: '500.00', status: 'succeeded' },
      });
      expect(detail.history.at(-1)).toMatchObject({ to: 'cancelled', by: 'system' });
      const tickets = await t.db.select().from(jobTickets).where(eq(jobTickets.orderId, id)).all();
      expect(tickets.every((ticket) => ticket.status === 'cancelled')).toBe(true);
    }
    expect((await t.db.select().from(orders).where(eq(orders.id, completed)).get())?.status).toBe(
      'completed',
    );

    // A second suspension (a double click, a retry) changes nothing and refunds nothing more.
    const again = await admin.client.post(`/api/admin/vendors/${vendor.id}/suspend`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(await t.db.select().from(refunds).all()).toHaveLength(2);
    const atProvider = await t.db.select().from(localRefunds).all();
    expect(atProvider).toHaveLength(2);
    expect(atProvider.every((refund) => refund.amountCents === 50_000)).toBe(true);
  });

  it('shows on the admin list with its reason, and can be listed again', async () => {
    await admin.client.post(`/api/admin/vendors/${vendor.id}/suspend`, { reason: 'Owner asked for a break' });
    const listed = (await admin.client.get('/api/admin/vendors')).json as VendorReview[];
    expect(listed.find((v) => v.id === vendor.id)).toMatchObject({
      isActive: false,
      suspendedReason: 'Owner asked for a break',
    });
    const back = await admin.client.post(`/api/admin/vendors/${vendor.id}/reinstate`);
    expect(back.json).toEqual({ id: vendor.id, isActive: true });
    expect((await admin.client.post(`/api/admin/vendors/${vendor.id}/reinstate`)).status).toBe(409);
    expect(
      (await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.suspendedReason,
    ).toBeNull();
  });

  it('refuses an application that is not approved', async () => {
    const applied = await applyAsVendor();
    const res = await admin.client.post(`/api/admin/vendors/${applied.id}/suspend`, { reason: 'Spam' });
    expect(res.status).toBe(409);
    expect((await admin.client.post('/api/admin/vendors/nope/suspend', { reason: 'Spam' })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const res = await owner.client.post(`/api/admin/vendors/${vendor.id}/suspend`, { reason: 'Mine' });
    expect(res.status).toBe(403);
    expect((await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.isActive).toBe(true);
  });
});
