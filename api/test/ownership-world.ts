import { randomUUID } from 'node:crypto';
import type { CartView } from '../contracts/cart';
import type { CheckoutIntent } from '../contracts/checkout';
import type { EventDetail } from '../contracts/event-plan';
import type { PlanChange } from '../contracts/finance';
import type { PhotoView } from '../contracts/vendor-page';
import { externalCalendars, orders, reviews } from '../db/schema';
import { newId } from '../lib/ids';
import { createEvent, plan } from '../modules/events/plan-test-kit';
import { addJob, addService, addVendor, approveWorker } from './fixtures';
import { signUp } from './harness';
import { makeJpeg, makePhotoApp, upload } from './photo-fixtures';
import { makeOffer, sendQuote } from './quote-fixtures';

// Two of everyone. A (a customer, a vendor's owner and a gig worker) holds one of each thing the API
// names by id; B holds the same roles and a business of their own, and is who calls with A's ids.
// The test clock reads 2026-11-23 noon UTC.

const answer = async <T>(pending: Promise<{ status: number; json: unknown }>, status = 200) => {
  const res = await pending;
  if (res.status !== status) throw new Error(`world setup: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as T;
};

async function people(app: Awaited<ReturnType<typeof makePhotoApp>>) {
  const customer = await signUp(app.app, 'customer');
  const owner = await signUp(app.app, 'vendor');
  const worker = await signUp(app.app, 'worker');
  await approveWorker(app.db, worker.user.id);
  const vendor = await addVendor(app.db, {
    userId: owner.user.id,
    businessName: `Shop of ${owner.user.username}`,
  });
  const service = await addService(app.db, vendor.id, {
    name: 'Brisket buffet',
    basePriceCents: 1850,
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 150,
  });
  return { customer, owner, worker, vendor, service };
}

async function insertOrder(
  w: { db: Awaited<ReturnType<typeof makePhotoApp>>['db'] },
  a: Awaited<ReturnType<typeof people>>,
  status: 'accepted' | 'completed',
  scheduledDate: string,
) {
  const id = newId();
  await w.db
    .insert(orders)
    .values({
      id,
      customerId: a.customer.user.id,
      vendorId: a.vendor.id,
      serviceId: a.service.id,
      type: 'catering',
      status,
      amountCents: 74_000,
      scheduledDate,
    })
    .run();
  return id;
}

export async function ownershipWorld() {
  const t = await makePhotoApp();
  const a = await people(t);
  const b = await people(t);
  const booking = {
    vendorId: a.vendor.id,
    serviceId: a.service.id,
    itemType: 'service',
    itemName: 'Brisket buffet',
    quantity: 1,
    price: '18.50',
    selectedDate: '2026-12-05',
    selectedTime: '18:30',
    guestCount: 40,
    eventAddress: '118 Mountain Fork Dr, Broken Bow, OK 74728',
  };
  const cart = await answer<CartView>(a.customer.client.post('/api/cart/items', booking), 201);
  const cartItemId = cart.items[0]?.id ?? '';
  // The payment A started for that cart: its card form's secret and its cart.
  const checkout = await answer<CheckoutIntent>(a.customer.client.post('/api/cart/checkout'));

  const orderId = await insertOrder(t, a, 'accepted', '2026-12-12');
  const completedOrderId = await insertOrder(t, a, 'completed', '2026-11-20');
  // A's review of that booking, written as its row: who may review (paid, day over) is reviews.test.ts's.
  const review = { id: newId() };
  await t.db
    .insert(reviews)
    .values({
      id: review.id,
      customerId: a.customer.user.id,
      vendorId: a.vendor.id,
      orderId: completedOrderId,
      rating: 5,
      comment: 'Wonderful brisket, on time and kind to our guests.',
    })
    .run();
  const ticket = await addJob(t.db, {
    customerId: a.customer.user.id,
    vendorId: a.vendor.id,
    orderId,
    ticket: { status: 'assigned', assignedWorkerId: a.worker.user.id },
  });

  const event: EventDetail = await createEvent(a.customer.client);
  const planned = await answer<EventDetail>(plan(a.customer.client, event.id, a.service.id), 201);
  const planItemId = planned.plan[0]?.id ?? '';

  const quote = await sendQuote(a.customer.client, { vendorId: a.vendor.id, eventDate: '2026-12-19' });
  const offer = await makeOffer(a.owner.client, quote.id, a.vendor.id, { expiresOn: '2026-12-10' });
  if (offer.status !== 201) throw new Error(`world setup: offer ${JSON.stringify(offer.json)}`);

  const thread = await answer<{ id: string }>(a.customer.client.post('/api/threads', { orderId }));
  await answer(
    a.customer.client.post(`/api/threads/${thread.id}/messages`, { id: randomUUID(), body: 'Hello!' }),
    201,
  );

  const photo = await upload(a.owner.client, a.vendor.id, await makeJpeg({ width: 900, height: 600 }));
  if (photo.status !== 201) throw new Error(`world setup: photo ${JSON.stringify(photo.json)}`);
  const photoView = photo.json as unknown as PhotoView;
  // A's upgrade to Featured, waiting for its first invoice: the card form's secret is A's.
  const upgrade = await answer<PlanChange>(
    a.owner.client.post('/api/vendor/plan', { vendorId: a.vendor.id, tier: 'featured' }),
  );
  // An outside calendar A's business follows (never fetched here).
  const externalCalendarId = newId();
  await t.db
    .insert(externalCalendars)
    .values({ id: externalCalendarId, vendorId: a.vendor.id, url: 'https://calendar.example.com/a.ics' })
    .run();

  return {
    ...t,
    a,
    b,
    /** The ids of A's things. */
    of: {
      vendor: a.vendor.id,
      service: a.service.id,
      cartItem: cartItemId,
      cart: checkout.cartId,
      checkoutSecret: checkout.clientSecret ?? '',
      order: orderId,
      completedOrder: completedOrderId,
      review: review.id,
      ticket: ticket.id,
      event: event.id,
      planItem: planItemId,
      quote: quote.id,
      offer: offer.json.id,
      thread: thread.id,
      photo: photoView.id,
      /** The address of one of its files, as the vendor page shows it. */
      photoSrc: photoView.src,
      planSecret: upgrade.payment?.clientSecret ?? '',
      externalCalendar: externalCalendarId,
    },
  };
}

export type OwnershipWorld = Awaited<ReturnType<typeof ownershipWorld>>;
