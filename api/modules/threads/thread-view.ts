import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PublicUser } from '../../contracts/auth';
import type { ThreadRole, ThreadSummary, ThreadView } from '../../contracts/threads';
import type { Executor } from '../../db/client';
import { messages, messageThreads, orders, quoteRequests, services, users, vendors } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type ThreadRow = typeof messageThreads.$inferSelect;

/** The businesses a person owns: their side of every vendor thread. */
export const ownedVendorIds = (db: Executor, userId: string) =>
  db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId));

/** Which side of the thread the person is on; the admin reads any thread; anyone else is nobody (null). */
export function sideOf(
  db: Executor,
  user: PublicUser,
  parties: { customerId: string | null; vendorId: string },
): ThreadRole | null {
  if (parties.customerId === user.id) return 'customer';
  const vendor = db
    .select({ userId: vendors.userId })
    .from(vendors)
    .where(eq(vendors.id, parties.vendorId))
    .get();
  if (vendor?.userId === user.id) return 'vendor';
  return user.role === 'admin' ? 'admin' : null;
}

/** The thread and the caller's side of it; a stranger gets the same 404 as a thread that does not exist. */
export function threadFor(db: Executor, threadId: string, user: PublicUser) {
  const thread = db.select().from(messageThreads).where(eq(messageThreads.id, threadId)).get();
  const role = thread ? sideOf(db, user, thread) : null;
  if (!thread || !role) throw notFound('Conversation not found');
  return { thread, role };
}

/** The column holding what the caller has read up to, for their side. */
export const readColumn = (role: 'customer' | 'vendor') =>
  role === 'customer' ? messageThreads.customerReadAt : messageThreads.vendorReadAt;

/** The update that moves the caller's read mark. */
export const readMark = (role: 'customer' | 'vendor', at: string) =>
  role === 'customer' ? { customerReadAt: at } : { vendorReadAt: at };

const described = {
  thread: messageThreads,
  customerFirstName: users.firstName,
  customerUsername: users.username,
  vendorName: vendors.businessName,
  serviceName: services.name,
  orderDate: orders.scheduledDate,
  orderExists: orders.id,
  quoteEventType: quoteRequests.eventType,
  quoteDate: quoteRequests.eventDate,
};

/** Threads with the names and subject every screen shows; `where` picks which. */
function describedThreads(db: Executor, where: SQL | undefined) {
  return db
    .select(described)
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.customerId))
    .innerJoin(vendors, eq(vendors.id, messageThreads.vendorId))
    .leftJoin(orders, eq(orders.id, messageThreads.orderId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, messageThreads.quoteRequestId))
    .where(where);
}

type Described = ReturnType<typeof describedThreads>['_']['result'][number];

function toView(row: Described, role: ThreadRole): ThreadView {
  const { thread } = row;
  const customerName = row.customerFirstName || row.customerUsername;
  // A booking made from an offer keeps its quote's thread; once booked, the booking is what it is about.
  const subject: ThreadView['subject'] =
    thread.orderId && row.orderExists
      ? { kind: 'booking', orderId: thread.orderId, serviceName: row.serviceName, date: row.orderDate }
      : {
          kind: 'quote',
          quoteRequestId: thread.quoteRequestId ?? '',
          eventType: row.quoteEventType ?? 'Event',
          date: row.quoteDate ?? '',
        };
  return {
    id: thread.id,
    role,
    customerName,
    vendorName: row.vendorName,
    otherName:
      role === 'admin'
        ? `${customerName} and ${row.vendorName}`
        : role === 'vendor'
          ? customerName
          : row.vendorName,
    subject,
    lastMessageAt: thread.lastMessageAt,
    createdAt: thread.createdAt,
  };
}

export function threadView(db: Executor, threadId: string, role: ThreadRole): ThreadView {
  const row = describedThreads(db, eq(messageThreads.id, threadId)).get();
  if (!row) throw notFound('Conversation not found');
  return toView(row, role);
}

/** Whether a thread is the caller's as customer or as the owner of its vendor. */
const mineCondition = (db: Executor, userId: string) =>
  or(eq(messageThreads.customerId, userId), inArray(messageThreads.vendorId, ownedVendorIds(db, userId)));

/**
 * The caller's conversations with at least one message, newest activity first (100 at most). An opened
 * thread nobody wrote in yet stays off the list: the other side would only see an empty row.
 */
export function listThreads(db: Executor, user: PublicUser): ThreadSummary[] {
  const rows = describedThreads(db, and(mineCondition(db, user.id), isNotNull(messageThreads.lastMessageAt)))
    .orderBy(desc(messageThreads.lastMessageAt))
    .limit(100)
    .all();
  return rows.map((row) => {
    const role = row.thread.customerId === user.id ? 'customer' : 'vendor';
    const last = db
      .select({ body: messages.body, senderId: messages.senderId, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.threadId, row.thread.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1)
      .get();
    const readAt = (role === 'customer' ? row.thread.customerReadAt : row.thread.vendorReadAt) ?? '';
    const unread = db
      .select({ n: sql<number>`count(*)` })
      .from(messages)
      .where(
        and(
          eq(messages.threadId, row.thread.id),
          sql`${messages.createdAt} > ${readAt}`,
          sql`${messages.senderId} <> ${user.id}`,
        ),
      )
      .get();
    return {
      ...toView(row, role),
      lastMessage: last
        ? { body: last.body, mine: last.senderId === user.id, createdAt: last.createdAt }
        : null,
      unread: unread?.n ?? 0,
    };
  });
}

/**
 * The navbar's badge: how many of the caller's threads have a message newer than what they read.
 * Only thread columns, through the customer and vendor indexes; posting moves one's own read mark.
 */
export function unreadThreads(db: Executor, userId: string): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(messageThreads)
    .where(
      or(
        and(
          eq(messageThreads.customerId, userId),
          sql`${messageThreads.lastMessageAt} > coalesce(${messageThreads.customerReadAt}, '')`,
        ),
        and(
          inArray(messageThreads.vendorId, ownedVendorIds(db, userId)),
          sql`${messageThreads.lastMessageAt} > coalesce(${messageThreads.vendorReadAt}, '')`,
        ),
      ),
    )
    .get();
  return row?.n ?? 0;
}
