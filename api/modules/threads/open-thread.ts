import { and, eq, isNull } from 'drizzle-orm';
import type { PublicUser } from '../../contracts/auth';
import type { OpenThreadInput, ThreadView } from '../../contracts/threads';
import type { Db, Executor } from '../../db/client';
import { messageThreads, orders, quoteLeads, quoteOffers, quoteRequests } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { threadSide } from '../../lib/ownership';
import { threadView } from './thread-view';

const NOT_FOUND = 'Nothing to talk about here: this booking or quote is not yours';

type NewThread = { customerId: string; vendorId: string; orderId?: string; quoteRequestId?: string };

/**
 * Inserts the thread unless one already holds its booking or its quote and vendor (the unique indexes
 * decide a race of two opens), then reads back whichever thread won.
 */
function insertOnce(db: Executor, values: NewThread, now: Date) {
  db.insert(messageThreads)
    .values({ id: newId(), ...values, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .run();
}

const quoteThread = (db: Executor, quoteRequestId: string, vendorId: string) =>
  db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.quoteRequestId, quoteRequestId), eq(messageThreads.vendorId, vendorId)))
    .get();

const orderThread = (db: Executor, orderId: string) =>
  db.select().from(messageThreads).where(eq(messageThreads.orderId, orderId)).get();

type Thread = typeof messageThreads.$inferSelect;

/**
 * The one thread of a booking, made on first use: a booking from an offer talks on in its quote's
 * thread, which then also names the booking.
 */
export function threadOfOrder(db: Executor, order: typeof orders.$inferSelect, now: Date): Thread {
  const existing = orderThread(db, order.id);
  if (existing) return existing;
  const orderId = order.id;
  const offer = order.offerId
    ? db.select().from(quoteOffers).where(eq(quoteOffers.id, order.offerId)).get()
    : undefined;
  if (offer) {
    const quoteRequestId = offer.quoteRequestId;
    insertOnce(db, { customerId: order.customerId, vendorId: order.vendorId, quoteRequestId, orderId }, now);
    db.update(messageThreads)
      .set({ orderId })
      .where(
        and(
          eq(messageThreads.quoteRequestId, quoteRequestId),
          eq(messageThreads.vendorId, order.vendorId),
          isNull(messageThreads.orderId),
        ),
      )
      .run();
    const thread = quoteThread(db, quoteRequestId, order.vendorId);
    if (thread) return thread;
  }
  insertOnce(db, { customerId: order.customerId, vendorId: order.vendorId, orderId }, now);
  const thread = orderThread(db, order.id);
  if (!thread) throw notFound(NOT_FOUND);
  return thread;
}

function openForOrder(db: Executor, user: PublicUser, orderId: string, now: Date): ThreadView {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get();
  const role = order ? threadSide(db, user, order) : null;
  if (!order || !role) throw notFound(NOT_FOUND);
  return threadView(db, user, threadOfOrder(db, order, now).id, role);
}

function openForQuote(
  db: Executor,
  user: PublicUser,
  quoteRequestId: string,
  vendorId: string,
  now: Date,
): ThreadView {
  // Only a vendor the request reached (a lead) can talk about it, and a visitor's request has nobody to answer.
  const found = db
    .select({ customerId: quoteRequests.userId })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.quoteRequestId))
    .where(and(eq(quoteLeads.quoteRequestId, quoteRequestId), eq(quoteLeads.vendorId, vendorId)))
    .get();
  const customerId = found?.customerId ?? null;
  const role = customerId ? threadSide(db, user, { customerId, vendorId }) : null;
  if (!customerId || !role) throw notFound(NOT_FOUND);
  insertOnce(db, { customerId, vendorId, quoteRequestId }, now);
  const thread = quoteThread(db, quoteRequestId, vendorId);
  if (!thread) throw notFound(NOT_FOUND);
  return threadView(db, user, thread.id, role);
}

/** POST /api/threads: the one thread of a booking, or of a quote request with one vendor, made on first open. */
export function openThread(db: Db, user: PublicUser, input: OpenThreadInput, now: Date): ThreadView {
  return db.transaction((tx) =>
    'orderId' in input
      ? openForOrder(tx, user, input.orderId, now)
      : openForQuote(tx, user, input.quoteRequestId, input.vendorId, now),
  );
}
