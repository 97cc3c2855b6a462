import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../contracts/auth';
import {
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  type MessageView,
  type PostMessageInput,
  type ThreadPage,
} from '../../contracts/threads';
import type { Db, Executor } from '../../db/client';
import { messages, messageThreads, quoteLeads } from '../../db/schema';
import { ApiError, conflict, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireThreadSide } from '../../lib/ownership';
import { tellOfMessage } from './message-notices';
import { readColumn, readMark, type ThreadRow, threadView } from './thread-view';

// An admin reads threads for disputes; writing in someone's conversation is not theirs to do.
export const ADMIN_READS_ONLY = 'An admin reads conversations but does not write in them';

type MessageRow = typeof messages.$inferSelect;

const toView = (row: MessageRow, thread: ThreadRow, userId: string): MessageView => ({
  id: row.id,
  threadId: row.threadId,
  body: row.body,
  createdAt: row.createdAt,
  mine: row.senderId === userId,
  senderSide: row.senderId === thread.customerId ? 'customer' : 'vendor',
});

type PageQuery = { before?: string; limit?: number };

/**
 * A page of a thread, newest last. Reading the newest page marks the thread read for the caller's
 * side, up to its last message; an admin reading for a dispute changes nothing.
 */
export async function readMessages(
  db: Db,
  user: PublicUser,
  threadId: string,
  query: PageQuery,
): Promise<ThreadPage> {
  const { thread, role } = await requireThreadSide(db, user, threadId);
  const limit = query.limit ?? MESSAGES_PAGE_SIZE;
  const [beforeAt, beforeId] = query.before?.split('|') ?? [];
  const olderThanCursor =
    beforeAt && beforeId
      ? or(lt(messages.createdAt, beforeAt), and(eq(messages.createdAt, beforeAt), lt(messages.id, beforeId)))
      : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, thread.id), olderThanCursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit).reverse();
  const oldest = page[0];
  if (role !== 'admin' && !query.before && thread.lastMessageAt) {
    const column = readColumn(role);
    await db
      .update(messageThreads)
      .set(readMark(role, thread.lastMessageAt))
      .where(and(eq(messageThreads.id, thread.id), or(isNull(column), lt(column, thread.lastMessageAt))))
      .run();
  }
  return {
    thread: await threadView(db, user, thread.id, role),
    messages: page.map((row) => toView(row, thread, user.id)),
    before: rows.length > limit && oldest ? `${oldest.createdAt}|${oldest.id}` : null,
  };
}

/** The stamp of a new message: now, but always after the thread's last one, so "read up to" is exact. */
function stampAfter(last: string | null, now: Date): string {
  const after = last ? Date.parse(last) + 1 : 0;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}

/**
 * Stores a message under its phone-made id. The same id again from its sender answers the stored
 * message (an outbox replay), from anyone else 409. 30 new messages a minute per person at most.
 */
export async function postMessage(
  db: Db,
  user: PublicUser,
  threadId: string,
  input: PostMessageInput,
  now: Date,
): Promise<{ message: MessageView; created: boolean }> {
  return await db.transaction(async (tx) => {
    const { thread, role } = await requireThreadSide(tx, user, threadId);
    if (role === 'admin') throw forbidden(ADMIN_READS_ONLY);
    const existing = await tx.select().from(messages).where(eq(messages.id, input.id)).get();
    if (existing) {
      if (existing.senderId !== user.id || existing.threadId !== thread.id) {
        throw conflict('That message id is already used');
      }
      return { message: toView(existing, thread, user.id), created: false };
    }
    const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
    const recent = await tx
      .select({ n: sql<number>`count(*)` })
      .from(messages)
      .where(and(eq(messages.senderId, user.id), gt(messages.createdAt, minuteAgo)))
      .get();
    if ((recent?.n ?? 0) >= MESSAGES_PER_MINUTE) {
      throw new ApiError(
        429,
        `You can send at most ${MESSAGES_PER_MINUTE} messages a minute. Wait a moment and send again.`,
        'throttled',
      );
    }
    const createdAt = stampAfter(thread.lastMessageAt, now);
    const row = await tx
      .insert(messages)
      .values({ id: input.id, threadId: thread.id, senderId: user.id, body: input.body, createdAt })
      .returning()
      .get();
    await tellOfMessage(tx, row, thread, role, now);
    // The writer has read everything up to their own message.
    await tx
      .update(messageThreads)
      .set({ lastMessageAt: createdAt, ...readMark(role, createdAt) })
      .where(eq(messageThreads.id, thread.id))
      .run();
    if (role === 'vendor' && thread.quoteRequestId) {
      await tx
        .update(quoteLeads)
        .set({ answeredAt: now.toISOString() })
        .where(
          and(
            eq(quoteLeads.quoteRequestId, thread.quoteRequestId),
            eq(quoteLeads.vendorId, thread.vendorId),
            isNull(quoteLeads.answeredAt),
          ),
        )
        .run();
    }
    return { message: toView(row, thread, user.id), created: true };
  });
}

/**
 * A line the server writes into a booking's thread on behalf of the customer whose request caused it
 * (an applied change), so the talk about the booking shows what changed and when. No message notice:
 * the change's own notification tells both sides.
 */
export async function postCustomerLine(tx: Executor, thread: ThreadRow, body: string, now: Date) {
  const createdAt = stampAfter(thread.lastMessageAt, now);
  await tx
    .insert(messages)
    .values({ id: newId(), threadId: thread.id, senderId: thread.customerId, body, createdAt })
    .run();
  await tx
    .update(messageThreads)
    .set({ lastMessageAt: createdAt, ...readMark('customer', createdAt) })
    .where(eq(messageThreads.id, thread.id))
    .run();
}
