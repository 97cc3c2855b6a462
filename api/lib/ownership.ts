import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '../contracts/auth';
import type { ThreadRole } from '../contracts/threads';
import type { Executor } from '../db/client';
import {
  bookingChanges,
  cartItems,
  carts,
  events,
  jobTickets,
  messageThreads,
  orders,
  payments,
  planInvoices,
  planSubscriptions,
  quoteOffers,
  quoteRequests,
  reviews,
  services,
  tips,
  type Vendor,
  vendors,
} from '../db/schema';
import { notFound } from './errors';

// The one answer to "is this yours" (docs/permissions.md): what is not yours is a 404, the same 404,
// word for word, that an id nobody holds gets, so no answer says whether another user's thing
// exists. Roles are the guards' (lib/guards.ts, a 403); this is about other users' things.

type Order = typeof orders.$inferSelect;

/** The ids of the businesses this user owns, whatever their application's status. */
export const ownedVendorIds = async (db: Executor, userId: string): Promise<string[]> =>
  (await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId)).all()).map(
    (v) => v.id,
  );

/** One of the user's businesses. */
export async function requireOwnVendor(db: Executor, userId: string, vendorId: string): Promise<Vendor> {
  const vendor = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.userId, userId)))
    .get();
  if (!vendor) throw notFound('Vendor not found');
  return vendor;
}

/** A service of one of the user's businesses. */
export async function requireOwnService(db: Executor, userId: string, serviceId: string) {
  const row = await db
    .select({ service: services })
    .from(services)
    .innerJoin(vendors, eq(vendors.id, services.vendorId))
    .where(and(eq(services.id, serviceId), eq(vendors.userId, userId)))
    .get();
  if (!row) throw notFound('Service not found');
  return row.service;
}

const BOOKING_NOT_FOUND = 'Booking not found';

/** A booking the user made as its customer. */
export async function requireOwnOrder(db: Executor, customerId: string, orderId: string): Promise<Order> {
  const order = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .get();
  if (!order) throw notFound(BOOKING_NOT_FOUND);
  return order;
}

/** A booking of one of the user's businesses (the vendor's side of it). */
export async function requireVendorOrder(db: Executor, userId: string, orderId: string): Promise<Order> {
  const row = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(eq(orders.id, orderId), eq(vendors.userId, userId)))
    .get();
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row.order;
}

/** An event the user plans. */
export async function requireOwnEvent(db: Executor, customerId: string, eventId: string) {
  const event = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.customerId, customerId)))
    .get();
  if (!event) throw notFound('Event not found');
  return event;
}

/** One of the customer's carts (a checked-out one too: its checkout may be finishing). */
export async function requireOwnCart(db: Executor, customerId: string, cartId: string) {
  const cart = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .get();
  if (!cart) throw notFound('Cart not found');
  return cart;
}

/** A line of the customer's active cart. */
export async function requireOwnCartItem(db: Executor, customerId: string, itemId: string) {
  const row = await db
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), eq(carts.customerId, customerId), eq(carts.status, 'active')))
    .get();
  if (!row) throw notFound('That item is not in your cart');
  return row.item;
}

/** A job ticket the worker holds (took and has not released). */
export async function requireAssignedTicket(db: Executor, workerId: string, ticketId: string) {
  const ticket = await db
    .select()
    .from(jobTickets)
    .where(and(eq(jobTickets.id, ticketId), eq(jobTickets.assignedWorkerId, workerId)))
    .get();
  if (!ticket) throw notFound('Job not found');
  return ticket;
}

/** A job ticket of one of the user's businesses (the vendor's side of a worker's job). */
export async function requireVendorTicket(db: Executor, userId: string, ticketId: string) {
  const row = await db
    .select({ ticket: jobTickets })
    .from(jobTickets)
    .innerJoin(vendors, eq(vendors.id, jobTickets.vendorId))
    .where(and(eq(jobTickets.id, ticketId), eq(vendors.userId, userId)))
    .get();
  if (!row) throw notFound('Job not found');
  return row.ticket;
}

const OFFER_NOT_FOUND = 'Offer not found';

/** An offer made to one of the customer's quote requests, with the request and the business. */
export async function requireOfferToCustomer(db: Executor, customerId: string, offerId: string) {
  const found = await db
    .select({ offer: quoteOffers, quote: quoteRequests, vendor: vendors })
    .from(quoteOffers)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteOffers.quoteRequestId))
    .innerJoin(vendors, eq(vendors.id, quoteOffers.vendorId))
    .where(and(eq(quoteOffers.id, offerId), eq(quoteRequests.userId, customerId)))
    .get();
  if (!found) throw notFound(OFFER_NOT_FOUND);
  return found;
}

/** An offer one of the user's businesses made. */
export async function requireVendorOffer(db: Executor, userId: string, offerId: string) {
  const row = await db
    .select({ offer: quoteOffers })
    .from(quoteOffers)
    .innerJoin(vendors, eq(vendors.id, quoteOffers.vendorId))
    .where(and(eq(quoteOffers.id, offerId), eq(vendors.userId, userId)))
    .get();
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row.offer;
}

/** A review of one of the user's businesses. */
export async function requireVendorReview(db: Executor, userId: string, reviewId: string) {
  const row = await db
    .select({ review: reviews })
    .from(reviews)
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .where(and(eq(reviews.id, reviewId), eq(vendors.userId, userId)))
    .get();
  if (!row) throw notFound('Review not found');
  return row.review;
}

/**
 * An embedded payment intent the user may pay with the card form: their checkout's, or a plan
 * invoice of one of their businesses, the difference of a change of their booking or their tip (as Stripe's
 * client secrets are per customer).
 */
export async function requirePayableIntent(db: Executor, userId: string, intentId: string) {
  const checkout = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.intentId, intentId), eq(payments.customerId, userId)))
    .get();
  const invoice = await db
    .select({ id: planInvoices.id })
    .from(planInvoices)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionId))
    .innerJoin(vendors, eq(vendors.id, planSubscriptions.vendorId))
    .where(and(eq(planInvoices.intentId, intentId), eq(vendors.userId, userId)))
    .get();
  const change = await db
    .select({ id: bookingChanges.id })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.intentId, intentId), eq(bookingChanges.customerId, userId)))
    .get();
  const tip = await db
    .select({ id: tips.id })
    .from(tips)
    .where(and(eq(tips.intentId, intentId), eq(tips.customerId, userId)))
    .get();
  if (!checkout && !invoice && !change && !tip) throw notFound('No such payment');
}

/**
 * Which side of a conversation the person is on: its customer, the owner of its business, or an
 * admin reading any (by role); anyone else is nobody (null).
 */
export async function threadSide(
  db: Executor,
  user: PublicUser,
  parties: { customerId: string | null; vendorId: string },
): Promise<ThreadRole | null> {
  if (parties.customerId === user.id) return 'customer';
  const vendor = await db
    .select({ userId: vendors.userId })
    .from(vendors)
    .where(eq(vendors.id, parties.vendorId))
    .get();
  if (vendor?.userId === user.id) return 'vendor';
  return user.role === 'admin' ? 'admin' : null;
}

/** A conversation the person is a side of, and which side. */
export async function requireThreadSide(db: Executor, user: PublicUser, threadId: string) {
  const thread = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId)).get();
  const role = thread ? await threadSide(db, user, thread) : null;
  if (!thread || !role) throw notFound('Conversation not found');
  return { thread, role };
}
