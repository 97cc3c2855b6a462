import { randomUUID } from 'node:crypto';
import { eventInput } from '../modules/events/plan-test-kit';
import { BANK } from '../modules/payouts/payout-test-kit';
import { fileReport } from '../modules/problems/problem-test-kit';
import type { Client } from './harness';
import type { OwnershipWorld } from './ownership-world';
import { makeJpeg, upload } from './photo-fixtures';

// What api/ownership.test.ts walks: each route that takes an id, called by B with one of A's ids, or
// the reason it is not a 404.

type World = OwnershipWorld;
type Answer = { status: number; json: unknown };

/** A route B calls with one of A's ids (in the path, the query or the body). */
export type Stranger = {
  route: string;
  /** Said when one route has more than one case. */
  what?: string;
  /** Which of A's things it names. */
  thing: keyof World['of'];
  call: (w: World, id: string) => Promise<Answer>;
};

/** B in one role: their customer, their vendor-owner or their gig-worker account. */
const as =
  (role: 'customer' | 'owner' | 'worker') =>
  (
    route: string,
    thing: Stranger['thing'],
    call: (b: Client, id: string, w: World) => Promise<Answer>,
    what?: string,
  ): Stranger => ({ route, what, thing, call: (w, id) => call(w.b[role].client, id, w) });
const customer = as('customer');
const owner = as('owner');
const worker = as('worker');

const put = (b: Client, path: string, body: unknown) => b.call('PUT', path, { body });
const card = (clientSecret: string) => ({
  clientSecret,
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
});
const serviceInput = (vendorId: string) => ({
  vendorId,
  name: 'Brisket plate',
  category: 'catering',
  price: '18.50',
  priceUnit: 'per person',
  minGuests: 10,
  maxGuests: 80,
});
const profile = {
  description: 'Slow-smoked brisket for weddings and reunions.',
  address: '10 Hochatown Rd',
  city: 'Broken Bow',
  state: 'OK',
  zipCode: '74728',
  phone: '(580) 555-0199',
  email: 'pit@example.com',
  website: 'https://example.com',
  priceRange: '$$',
  cuisineType: 'BBQ & Grilled',
};
const december = 'from=2026-12-01&to=2026-12-31';

export const STRANGERS: Stranger[] = [
  customer('DELETE /api/cart/items/:id', 'cartItem', (b, id) => b.delete(`/api/cart/items/${id}`)),
  customer('GET /api/orders/:id', 'order', (b, id) => b.get(`/api/orders/${id}`)),
  customer('GET /api/orders/:id/cancellation', 'order', (b, id) => b.get(`/api/orders/${id}/cancellation`)),
  customer('POST /api/orders/:id/cancel', 'order', (b, id) => b.post(`/api/orders/${id}/cancel`, {})),
  customer('POST /api/orders/:id/change', 'order', (b, id) =>
    b.post(`/api/orders/${id}/change`, { guestCount: 30 }),
  ),
  customer('POST /api/orders/:id/change/quote', 'order', (b, id) =>
    b.post(`/api/orders/${id}/change/quote`, { guestCount: 30 }),
  ),
  customer('POST /api/orders/:id/change/complete', 'order', (b, id) =>
    b.post(`/api/orders/${id}/change/complete`),
  ),
  customer('POST /api/orders/:id/review', 'completedOrder', (b, id) =>
    b.post(`/api/orders/${id}/review`, { rating: 1, comment: 'Never came, never called back.' }),
  ),
  customer('POST /api/orders/:id/problem', 'completedOrder', (b, id) => fileReport(b, id)),
  customer('GET /api/orders/:id/tips', 'completedOrder', (b, id) => b.get(`/api/orders/${id}/tips`)),
  customer('POST /api/orders/:id/tips', 'completedOrder', (b, id) =>
    b.post(`/api/orders/${id}/tips`, { payee: 'vendor', amount: '10.00' }),
  ),
  customer('POST /api/orders/:id/tips/:id/complete', 'completedOrder', (b, id) =>
    b.post(`/api/orders/${id}/tips/${randomUUID()}/complete`),
  ),
  customer('POST /api/offers/:id/book', 'offer', (b, id) => b.post(`/api/offers/${id}/book`, {})),
  customer('POST /api/offers/:id/decline', 'offer', (b, id) => b.post(`/api/offers/${id}/decline`, {})),
  customer('GET /api/events/:id', 'event', (b, id) => b.get(`/api/events/${id}`)),
  customer('PUT /api/events/:id', 'event', (b, id) =>
    put(b, `/api/events/${id}`, eventInput({ name: 'Mine' })),
  ),
  customer('PUT /api/events/:id/plan', 'event', (b, id) =>
    put(b, `/api/events/${id}/plan`, { categories: ['venue'] }),
  ),
  customer('POST /api/events/:id/plan-items', 'event', (b, id, w) =>
    b.post(`/api/events/${id}/plan-items`, { id: randomUUID(), serviceId: w.b.service.id }),
  ),
  customer('DELETE /api/events/:id/plan-items/:id', 'event', (b, id, w) =>
    b.delete(`/api/events/${id}/plan-items/${w.of.planItem}`),
  ),
  customer('PUT /api/events/:id/checklist/:id', 'event', (b, id) =>
    put(b, `/api/events/${id}/checklist/send-invitations`, { done: true }),
  ),
  customer('GET /api/events/:id/suggestions', 'event', (b, id) =>
    b.get(`/api/events/${id}/suggestions?category=venue`),
  ),
  customer('GET /api/events/:id/review', 'event', (b, id) => b.get(`/api/events/${id}/review`)),
  customer('POST /api/events/:id/book', 'event', (b, id, w) =>
    b.post(`/api/events/${id}/book`, { lines: [{ planItemId: w.of.planItem, price: '1480.00' }] }),
  ),
  customer('POST /api/threads', 'order', (b, id) => b.post('/api/threads', { orderId: id })),
  customer('GET /api/threads/:id/messages', 'thread', (b, id) => b.get(`/api/threads/${id}/messages`)),
  customer('POST /api/threads/:id/messages', 'thread', (b, id) =>
    b.post(`/api/threads/${id}/messages`, { id: randomUUID(), body: 'Psst' }),
  ),
  customer('POST /api/checkout/complete', 'cart', (b, id) =>
    b.post('/api/checkout/complete', { cartId: id }),
  ),
  customer(
    'POST /api/payments/local/confirm',
    'checkoutSecret',
    (b, secret) => b.post('/api/payments/local/confirm', card(secret)),
    "a customer's checkout",
  ),
  owner(
    'POST /api/payments/local/confirm',
    'planSecret',
    (b, secret) => b.post('/api/payments/local/confirm', card(secret)),
    "a vendor's plan invoice",
  ),

  worker('POST /api/job-tickets/:id/start', 'ticket', (b, id) => b.post(`/api/job-tickets/${id}/start`, {})),
  worker('POST /api/job-tickets/:id/complete', 'ticket', (b, id) =>
    b.post(`/api/job-tickets/${id}/complete`, {}),
  ),
  worker('POST /api/job-tickets/:id/release', 'ticket', (b, id) => b.post(`/api/job-tickets/${id}/release`)),
  worker('POST /api/job-tickets/:id/overtime-dispute', 'ticket', (b, id) =>
    b.post(`/api/job-tickets/${id}/overtime-dispute`, { reason: 'I stayed to clear the tables.' }),
  ),

  owner('POST /api/vendor/orders/:id/accept', 'order', (b, id) => b.post(`/api/vendor/orders/${id}/accept`)),
  owner('POST /api/vendor/orders/:id/decline', 'order', (b, id) =>
    b.post(`/api/vendor/orders/${id}/decline`, {}),
  ),
  owner('POST /api/vendor/orders/:id/cancel', 'order', (b, id) =>
    b.post(`/api/vendor/orders/${id}/cancel`, {}),
  ),
  owner('POST /api/vendor/orders/:id/delivered', 'order', (b, id) =>
    b.post(`/api/vendor/orders/${id}/delivered`),
  ),
  owner('POST /api/vendor/job-tickets/:id/overtime', 'ticket', (b, id) =>
    b.post(`/api/vendor/job-tickets/${id}/overtime`, { approve: true }),
  ),
  owner('POST /api/vendor/job-tickets/:id/rating', 'ticket', (b, id) =>
    b.post(`/api/vendor/job-tickets/${id}/rating`, { rating: 1, reason: 'Never came' }),
  ),
  owner('POST /api/vendor/services', 'vendor', (b, id) => b.post('/api/vendor/services', serviceInput(id))),
  owner('PUT /api/vendor/services/:id', 'service', (b, id, w) =>
    put(b, `/api/vendor/services/${id}`, serviceInput(w.of.vendor)),
  ),
  owner('DELETE /api/vendor/services/:id', 'service', (b, id) => b.delete(`/api/vendor/services/${id}`)),
  owner('GET /api/vendor/businesses/:id', 'vendor', (b, id) => b.get(`/api/vendor/businesses/${id}`)),
  owner('PUT /api/vendor/businesses/:id', 'vendor', (b, id) =>
    put(b, `/api/vendor/businesses/${id}`, profile),
  ),
  owner('POST /api/vendor/businesses/:id/photos', 'vendor', async (b, id) =>
    upload(b, id, await makeJpeg({ width: 900, height: 600 })),
  ),
  owner('DELETE /api/vendor/businesses/:id/photos/:id', 'vendor', (b, id, w) =>
    b.delete(`/api/vendor/businesses/${id}/photos/${w.of.photo}`),
  ),
  owner('PUT /api/vendor/businesses/:id/cover', 'vendor', (b, id) =>
    put(b, `/api/vendor/businesses/${id}/cover`, { photoId: null }),
  ),
  owner('GET /api/vendor/availability', 'vendor', (b, id) =>
    b.get(`/api/vendor/availability?vendorId=${id}&${december}`),
  ),
  owner('POST /api/vendor/availability', 'vendor', (b, id) =>
    b.post('/api/vendor/availability', { vendorId: id, date: '2026-12-24', available: false }),
  ),
  owner('POST /api/vendor/availability/range', 'vendor', (b, id) =>
    b.post('/api/vendor/availability/range', {
      vendorId: id,
      from: '2026-12-24',
      to: '2026-12-26',
      blocked: true,
    }),
  ),
  owner('GET /api/vendor/calendar-feed', 'vendor', (b, id) =>
    b.get(`/api/vendor/calendar-feed?vendorId=${id}`),
  ),
  owner('DELETE /api/vendor/calendar-feed', 'vendor', (b, id) =>
    b.delete(`/api/vendor/calendar-feed?vendorId=${id}`),
  ),
  owner('GET /api/vendor/external-calendars', 'vendor', (b, id) =>
    b.get(`/api/vendor/external-calendars?vendorId=${id}`),
  ),
  owner('POST /api/vendor/external-calendars', 'vendor', (b, id) =>
    b.post('/api/vendor/external-calendars', { vendorId: id, url: 'https://calendar.example.com/b.ics' }),
  ),
  owner('DELETE /api/vendor/external-calendars/:id', 'externalCalendar', (b, id) =>
    b.delete(`/api/vendor/external-calendars/${id}`),
  ),
  owner('PUT /api/vendor/capacity', 'vendor', (b, id) =>
    put(b, '/api/vendor/capacity', { vendorId: id, dailyCapacity: 9 }),
  ),
  owner(
    'POST /api/vendor/leads/:id/offers',
    'quote',
    (b, id, w) =>
      b.post(`/api/vendor/leads/${id}/offers`, {
        vendorId: w.b.vendor.id,
        price: '900.00',
        description: 'Cheaper brisket for 40',
        expiresOn: '2026-12-05',
      }),
    'offered from their own business',
  ),
  owner('POST /api/vendor/offers/:id/withdraw', 'offer', (b, id) =>
    b.post(`/api/vendor/offers/${id}/withdraw`),
  ),
  owner('POST /api/vendor/reviews/:id/reply', 'review', (b, id) =>
    b.post(`/api/vendor/reviews/${id}/reply`, { body: 'Not our fault.' }),
  ),
  owner('GET /api/vendor/plan', 'vendor', (b, id) => b.get(`/api/vendor/plan?vendorId=${id}`)),
  owner('POST /api/vendor/plan', 'vendor', (b, id) =>
    b.post('/api/vendor/plan', { vendorId: id, tier: 'premium' }),
  ),
  owner('POST /api/vendor/plan/complete', 'vendor', (b, id) =>
    b.post('/api/vendor/plan/complete', { vendorId: id }),
  ),
  owner('POST /api/vendor/plan/overdue', 'vendor', (b, id) =>
    b.post('/api/vendor/plan/overdue', { vendorId: id }),
  ),
  owner('GET /api/vendor/earnings', 'vendor', (b, id) => b.get(`/api/vendor/earnings?vendorId=${id}`)),
  owner('POST /api/vendor/payout-account', 'vendor', (b, id) =>
    b.post(`/api/vendor/payout-account?vendorId=${id}`, BANK),
  ),
  owner('POST /api/vendor/payout-account/onboarding', 'vendor', (b, id) =>
    b.post(`/api/vendor/payout-account/onboarding?vendorId=${id}`),
  ),
];

/** A route taking another's id that is not a 404, and why; `call` shows what it answers instead. */
export type Exception = { route: string; why: string; call?: (w: World) => Promise<Answer>; status?: number };

const PUBLIC = 'public: anyone reads a listed business and what its page shows';
const ADMIN =
  "an admin's: an admin acts on anyone's by role; anyone else gets the 403 of api/permissions.test.ts";
const publicRead = (route: string, path: (w: World) => string): Exception => ({
  route,
  why: PUBLIC,
  call: (w) => w.b.customer.client.get(path(w)),
  status: 200,
});

export const EXCEPTIONS: Exception[] = [
  {
    route: 'GET /api/calendar/:id',
    why: 'a calendar feed: its secret token is the key (calendar apps have no session); a wrong one is a 404',
  },
  publicRead('GET /photos/:id/:id', (w) => w.of.photoSrc),
  publicRead('GET /api/vendors/:id', (w) => `/api/vendors/${w.of.vendor}`),
  publicRead('GET /api/vendors/:id/services', (w) => `/api/vendors/${w.of.vendor}/services`),
  publicRead(
    'GET /api/vendors/:id/availability',
    (w) => `/api/vendors/${w.of.vendor}/availability?${december}`,
  ),
  publicRead('GET /api/vendors/:id/reviews', (w) => `/api/vendors/${w.of.vendor}/reviews`),
  {
    route: 'POST /api/job-tickets/:id/accept',
    why: "the job board: every approved worker saw the job while it was open; the race's loser is told it was taken",
    call: (w) => w.b.worker.client.post(`/api/job-tickets/${w.of.ticket}/accept`),
    status: 409,
  },
  ...[
    'POST /api/admin/vendors/:id/approve',
    'POST /api/admin/vendors/:id/reject',
    'POST /api/admin/vendors/:id/suspend',
    'POST /api/admin/vendors/:id/reinstate',
    'POST /api/admin/vendors/:id/verify',
    'POST /api/admin/gig-workers/:id/approve',
    'POST /api/admin/gig-workers/:id/reject',
    'POST /api/admin/orders/:id/cancel',
    'POST /api/admin/reviews/:id/hide',
    'POST /api/admin/problems/:id/resolve',
    'POST /api/admin/overtime-disputes/:id/resolve',
  ].map((route) => ({ route, why: ADMIN })),
  // A change's id names a change, which this world does not make: another vendor's accept or decline
  // of it is the 404 of api/modules/orders/booking-change.test.ts.
  ...['POST /api/vendor/changes/:id/accept', 'POST /api/vendor/changes/:id/decline'].map((route) => ({
    route,
    why: 'a booking change of another vendor’s booking: 404, tested with the changes',
  })),
  // Issue 32: the id names a listed business (public), and the call writes only the caller's own list.
  ...['PUT /api/favorites/:id', 'DELETE /api/favorites/:id'].map((route) => ({
    route,
    why: "a listed business saved to or removed from the caller's own list (api/modules/favorites/favorites.test.ts)",
  })),
  {
    route: 'GET /api/favorites/shared/:id',
    why: "a share link's token is its own permission: any holder reads the list; a revoked or unknown one is 404",
    call: (w) => w.b.customer.client.get(`/api/favorites/shared/${randomUUID()}`),
    status: 404,
  },
  {
    route: 'GET /api/problems/:id/photos/:id',
    why: "a report's photos: its customer's, its vendor's and an admin's, anyone else's 404 (api/modules/problems/problems.test.ts)",
    call: (w) => w.b.customer.client.get(`/api/problems/${randomUUID()}/photos/${randomUUID()}-1280.webp`),
    status: 404,
  },
  {
    route: 'GET /api/job-tickets/:id/photos/:id',
    why: "a check-out's photos: its worker's, customer's, vendor's and an admin's, anyone else's 404 (api/modules/jobs/job-checks.test.ts)",
    call: (w) => w.b.customer.client.get(`/api/job-tickets/${randomUUID()}/photos/${randomUUID()}-1280.webp`),
    status: 404,
  },
  {
    route: 'GET /photos/reviews/:id/:id',
    why: "a review's photos: public while the review is shown, like the review; a hidden one's 404 (api/modules/reviews/review-photos.test.ts)",
    call: (w) => w.b.customer.client.get(`/photos/reviews/${randomUUID()}/${randomUUID()}-1280.webp`),
    status: 404,
  },
];
