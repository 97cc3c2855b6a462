import type {
  GigWorkerApplication,
  MyGigApplication,
  VendorApplication,
  VendorReview,
} from '@contracts/applications';
import type { AddCartItemInput, CartView } from '@contracts/cart';
import type { EventDetail, PlanItemInput } from '@contracts/event-plan';
import type { CreateEventInput, EventView } from '@contracts/events';
import type { FavoriteToggle } from '@contracts/favorites';
import type { JobCheckInput } from '@contracts/job-checks';
import type { JobTicketView } from '@contracts/jobs';
import type { PreferencesInput, PreferencesView } from '@contracts/preferences';
import type { QuoteRequestInput, QuoteRequestView } from '@contracts/quotes';
import type { MessageView, PostMessageInput } from '@contracts/threads';
import { adminKeys } from './features/admin/queries';
import { applicationKeys } from './features/applications/queries';
import { cartKeys } from './features/cart/queries';
import { favoriteKeys } from './features/favorites/queries';
import { jobKeys } from './features/jobs/queries';
import { messageKeys } from './features/messages/queries';
import { eventKeys } from './features/planner/queries';
import { preferencesKeys } from './features/preferences/queries';
import { vendorKeys as dashboardKeys } from './features/vendor-dashboard/queries';
import { outboxRoute } from './offline/outbox-registry';

/** The person's own query under a feature's key factory; a signed-out write refreshes nothing. */
const own =
  <Key>(key: (userId: string) => Key) =>
  ({ userId }: { userId: string | null }) =>
    userId === null ? [] : [key(userId)];

/**
 * Every kind of write that can wait in the outbox (DESIGN.md, The outbox protocol): its payload and
 * answer (api/contracts), where it is sent, and the queries that read it, by the features' own keys.
 * It lives here, beside boot.tsx, because only the app's composition may import the features.
 */
export const outboxRoutes = {
  'cart-item': outboxRoute<AddCartItemInput, CartView>({
    method: 'POST',
    path: '/api/cart/items',
    refreshes: own(cartKeys.all),
  }),
  preferences: outboxRoute<PreferencesInput, PreferencesView>({
    method: 'POST',
    path: '/api/preferences',
    refreshes: own(preferencesKeys.all),
  }),
  // A quote request shows on no screen of its sender; the admin's list is the one that reads it.
  quote: outboxRoute<QuoteRequestInput, QuoteRequestView>({
    method: 'POST',
    path: '/api/quotes',
    refreshes: own(adminKeys.quotes),
  }),
  event: outboxRoute<CreateEventInput, EventView>({
    method: 'POST',
    path: '/api/events',
    refreshes: own(eventKeys.all),
  }),
  'gig-application': outboxRoute<GigWorkerApplication, NonNullable<MyGigApplication>>({
    method: 'POST',
    path: '/api/gig-workers',
    refreshes: own(applicationKeys.gig),
  }),
  'vendor-application': outboxRoute<
    VendorApplication,
    Pick<VendorReview, 'id' | 'businessName' | 'applicationStatus' | 'plan'>
  >({
    method: 'POST',
    path: '/api/vendors',
    // The dashboard's businesses and the application's own status on /vendor-signup.
    refreshes: ({ userId }) =>
      userId === null ? [] : [dashboardKeys.businesses(userId), applicationKeys.vendor(userId)],
  }),
  // A message written with no signal: shown in its thread as waiting, sent to the thread's path.
  message: outboxRoute<PostMessageInput & { threadId: string }, MessageView>({
    method: 'POST',
    path: ({ threadId }) => `/api/threads/${encodeURIComponent(threadId)}/messages`,
    body: ({ threadId: _thread, ...message }) => message,
    refreshes: ({ userId, payload }) =>
      userId === null ? [] : [messageKeys.thread(userId, payload.threadId), messageKeys.list(userId)],
  }),
  // A service picked into an event's plan (step 2) with no signal: sent to its event's path; the
  // event (with its suggestions and review, under the same key) is read again once it lands.
  'plan-item': outboxRoute<PlanItemInput & { eventId: string }, EventDetail>({
    method: 'POST',
    path: ({ eventId }) => `/api/events/${encodeURIComponent(eventId)}/plan-items`,
    body: ({ eventId: _event, ...item }) => item,
    refreshes: ({ userId, payload }) => (userId === null ? [] : [eventKeys.detail(userId, payload.eventId)]),
  }),
  // A heart tapped with no signal (issue 32): saved is a PUT, removed a DELETE, both idempotent, so a
  // replay is harmless; a later toggle of the same vendor replaces a waiting one (features/favorites).
  favorite: outboxRoute<FavoriteToggle, undefined>({
    method: ({ saved }) => (saved ? 'PUT' : 'DELETE'),
    path: ({ vendorId }) => `/api/favorites/${encodeURIComponent(vendorId)}`,
    body: () => undefined,
    refreshes: own(favoriteKeys.saved),
  }),
  // A worker's check-in or check-out with its evidence, taken with no signal at a cabin: its id is
  // the check's, so the server stores it once however often it is replayed (issue 31).
  'job-check': outboxRoute<
    JobCheckInput & { id: string; ticketId: string; step: 'start' | 'complete' },
    JobTicketView
  >({
    method: 'POST',
    path: ({ ticketId, step }) => `/api/job-tickets/${encodeURIComponent(ticketId)}/${step}`,
    body: ({ id, ticketId: _ticket, step: _step, ...evidence }) => ({ ...evidence, checkId: id }),
    refreshes: own(jobKeys.all),
  }),
};

declare module './offline/outbox-registry' {
  interface Register {
    outbox: typeof outboxRoutes;
  }
}
