import { randomUUID } from 'node:crypto';
import { orders, quoteLeads, quoteOffers, quoteRequests } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addService, addVendor, makeAdmin } from '../../test/fixtures';
import { makeTestApp, signUp } from '../../test/harness';

/** A customer with a booking at a vendor whose owner is signed in, a stranger and an admin. */
export async function threadWorld() {
  const t = await makeTestApp();
  const customer = await signUp(t.app, 'customer', { firstName: 'Casey' });
  const owner = await signUp(t.app, 'vendor');
  const stranger = await signUp(t.app, 'customer');
  const admin = await signUp(t.app, 'customer');
  await makeAdmin(t.db, admin.user.id);
  const vendor = await addVendor(t.db, { userId: owner.user.id, businessName: 'Timber Test BBQ' });
  const service = await addService(t.db, vendor.id, { name: 'Smoked brisket buffet' });
  const orderId = newId();
  await t.db
    .insert(orders)
    .values({
      id: orderId,
      customerId: customer.user.id,
      vendorId: vendor.id,
      serviceId: service.id,
      type: 'catering',
      amountCents: 50_000,
      scheduledDate: '2026-12-12',
    })
    .run();
  return { ...t, customer, owner, stranger, admin, vendor, service, orderId };
}

export type ThreadWorld = Awaited<ReturnType<typeof threadWorld>>;

/** A quote request by the world's customer that reached the world's vendor as a lead. */
export async function addQuoteLead(w: ThreadWorld) {
  const quoteRequestId = newId();
  await w.db
    .insert(quoteRequests)
    .values({
      id: quoteRequestId,
      userId: w.customer.user.id,
      firstName: 'Casey',
      lastName: 'Customer',
      email: 'casey@example.com',
      phone: '5805550101',
      eventDate: '2027-01-16',
      eventTime: '18:00',
      guestCount: 60,
      eventType: 'wedding',
      venue: 'Lakeview Lodge',
    })
    .run();
  await w.db.insert(quoteLeads).values({ quoteRequestId, vendorId: w.vendor.id }).run();
  return quoteRequestId;
}

/** The vendor's offer on that quote, booked by the customer: an order carrying the offer's id. */
export async function bookOffer(w: ThreadWorld, quoteRequestId: string) {
  const offerId = newId();
  await w.db
    .insert(quoteOffers)
    .values({
      id: offerId,
      quoteRequestId,
      vendorId: w.vendor.id,
      priceCents: 90_000,
      description: 'Wedding dinner for 60',
      expiresOn: '2027-01-01',
    })
    .run();
  const orderId = newId();
  await w.db
    .insert(orders)
    .values({
      id: orderId,
      customerId: w.customer.user.id,
      vendorId: w.vendor.id,
      serviceId: w.service.id,
      offerId,
      type: 'catering',
      amountCents: 90_000,
      scheduledDate: '2027-01-16',
    })
    .run();
  return orderId;
}

export const message = (body: string, id: string = randomUUID()) => ({ id, body });
