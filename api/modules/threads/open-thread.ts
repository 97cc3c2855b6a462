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
async function insertOnce(db: Executor, values: NewThread, now: Date) {
  await db
    .insert(messageThreads)
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
export async function threadOfOrder(
  db: Executor,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<Thread> {
  const existing = await orderThread(db, order.id);
  if (existing) return existing;
  const orderId = order.id;
  const offer = order.offerId
    ? await db.select().from(quoteOffers).where(eq(quoteOffers.id, order.offerId)).get()
    : undefined;
  if (offer) {
    const quoteRequestId = offer.quoteRequestId;
    await insertOnce(
      db,
      { customerId: order.customerId, vendorId: order.vendorId, quoteRequestId, orderId },
      now,
    );
    await db
      .update(messageThreads)
      .set({ orderId })
      .where(
        and(
          eq(messageThreads.quoteRequestId, quoteRequestId),
          eq(messageThreads.vendorId, order.vendorId),
          isNull(messageThreads.orderId),
        ),
      )
      .run();
    const thread = await quoteThread(db, quoteRequestId, order.vendorId);
    if (thread) return thread;
  }
  await insertOnce(db, { customerId: order.customerId, vendorId: order.vendorId, orderId }, now);
  const thread = await orderThread(db, order.id);
  if (!thread) throw notFound(NOT_FOUND);
  return thread;
}

async function openForOrder(db: Executor, user: PublicUser, orderId: string, now: Date): Promise<ThreadView> {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  const role = order ? await threadSide(db, user, order) : null;
  if (!order || !role) throw notFound(NOT_FOUND);
  return threadView(db, user, (await threadOfOrder(db, order, now)).id, role);
}

async function openForQuote(
  db: Executor,
  user: PublicUser,
  quoteRequestId: string,
  vendorId: string,
  now: Date,
): Promise<ThreadView> {
  // Only a vendor the request reached (a lead) can talk about it, and a visitor's request has nobody to answer.
  const found = await db
    .select({ customerId: quoteRequests.userId })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.quoteRequestId))
    .where(and(eq(quoteLeads.quoteRequestId, quoteRequestId), eq(quoteLeads.vendorId, vendorId)))
    .get();
  const customerId = found?.customerId ?? null;
  const role = customerId ? await threadSide(db, user, { customerId, vendorId }) : null;
  if (!customerId || !role) throw notFound(NOT_FOUND);
  await insertOnce(db, { customerId, vendorId, quoteRequestId }, now);
  const thread = await quoteThread(db, quoteRequestId, vendorId);
  if (!thread) throw notFound(NOT_FOUND);
  return threadView(db, user, thread.id, role);
}

/** POST /api/threads: the one thread of a booking, or of a quote request with one vendor, made on first open. */
export async function openThread(
  db: Db,
  user: PublicUser,
  input: OpenThreadInput,
  now: Date,
): Promise<ThreadView> {
  return await db.transaction(async (tx) =>
    'orderId' in input
      ? await openForOrder(tx, user, input.orderId, now)
      : await openForQuote(tx, user, input.quoteRequestId, input.vendorId, now),
  );
}
