import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PublicUser } from '../../contracts/auth';
import type { ThreadRole, ThreadSummary, ThreadView } from '../../contracts/threads';
import type { Executor } from '../../db/client';
import { messageThreads, orders, quoteRequests, services, users, vendors } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ownedVendorIds } from '../../lib/ownership';

export type ThreadRow = typeof messageThreads.$inferSelect;

/** The column holding what the caller has read up to, for their side. */
export const readColumn = (role: 'customer' | 'vendor') =>
  role === 'customer' ? messageThreads.customerReadAt : messageThreads.vendorReadAt;

/** The update that moves the caller's read mark. */
export const readMark = (role: 'customer' | 'vendor', at: string) =>
  role === 'customer' ? { customerReadAt: at } : { vendorReadAt: at };

/**
 * Threads with the names and subject every screen shows, and for `userId` the last message and how
 * many from the other side came after their read mark: subqueries on the thread index, one statement.
 */
function describedThreads(db: Executor, userId: string, where: SQL | undefined) {
  const newest = sql`from messages m where m.thread_id = ${messageThreads.id} order by m.created_at desc, m.id desc limit 1`;
  return db
    .select({
      thread: messageThreads,
      customerFirstName: users.firstName,
      customerUsername: users.username,
      vendorName: vendors.businessName,
      serviceName: services.name,
      orderDate: orders.scheduledDate,
      orderExists: orders.id,
      quoteEventType: quoteRequests.eventType,
      quoteDate: quoteRequests.eventDate,
      lastBody: sql<string | null>`(select m.body ${newest})`,
      lastSenderId: sql<string | null>`(select m.sender_id ${newest})`,
      unread: sql<number>`(select count(*) from messages m where m.thread_id = ${messageThreads.id}
        and m.sender_id <> ${userId}
        and m.created_at > coalesce(case when ${messageThreads.customerId} = ${userId}
          then ${messageThreads.customerReadAt} else ${messageThreads.vendorReadAt} end, ''))`,
    })
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

export async function threadView(
  db: Executor,
  user: PublicUser,
  threadId: string,
  role: ThreadRole,
): Promise<ThreadView> {
  const row = await describedThreads(db, user.id, eq(messageThreads.id, threadId)).get();
  if (!row) throw notFound('Conversation not found');
  return toView(row, role);
}

/** Whether a thread is the caller's as customer or as the owner of its vendor. */
const mineCondition = async (db: Executor, userId: string) =>
  or(
    eq(messageThreads.customerId, userId),
    inArray(messageThreads.vendorId, await ownedVendorIds(db, userId)),
  );

/**
 * The caller's conversations with at least one message, newest activity first (100 at most). An opened
 * thread nobody wrote in yet stays off the list: the other side would only see an empty row.
 */
export async function listThreads(db: Executor, user: PublicUser): Promise<ThreadSummary[]> {
  return (
    await describedThreads(
      db,
      user.id,
      and(await mineCondition(db, user.id), isNotNull(messageThreads.lastMessageAt)),
    )
      .orderBy(desc(messageThreads.lastMessageAt))
      .limit(100)
      .all()
  ).map((row) => ({
    ...toView(row, row.thread.customerId === user.id ? 'customer' : 'vendor'),
    lastMessage:
      row.lastBody === null || !row.thread.lastMessageAt
        ? null
        : { body: row.lastBody, mine: row.lastSenderId === user.id, createdAt: row.thread.lastMessageAt },
    unread: row.unread,
  }));
}

/**
 * The navbar's badge: how many of the caller's threads have a message newer than what they read.
 * Only thread columns, through the customer and vendor indexes; posting moves one's own read mark.
 */
export async function unreadThreads(db: Executor, userId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(messageThreads)
    .where(
      or(
        and(
          eq(messageThreads.customerId, userId),
          sql`${messageThreads.lastMessageAt} > coalesce(${messageThreads.customerReadAt}, '')`,
        ),
        and(
          inArray(messageThreads.vendorId, await ownedVendorIds(db, userId)),
          sql`${messageThreads.lastMessageAt} > coalesce(${messageThreads.vendorReadAt}, '')`,
        ),
      ),
    )
    .get();
  return row?.n ?? 0;
}
