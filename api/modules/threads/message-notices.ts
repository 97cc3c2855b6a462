import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type messageThreads, users, vendors } from '../../db/schema';
import { notify } from '../../notifications/notify';

type Thread = typeof messageThreads.$inferSelect;

const PREVIEW = 140;

/**
 * A new message reaches the other side, once per quiet spell: only when everything before it was
 * read (the other side's read mark has caught up with the last message). Five lines in a row are one
 * e-mail, not five; the next comes after they have read.
 */
export async function tellOfMessage(
  db: Executor,
  message: { id: string; body: string; senderId: string },
  thread: Thread,
  from: 'customer' | 'vendor',
  now: Date,
) {
  const theirReadAt = from === 'customer' ? thread.vendorReadAt : thread.customerReadAt;
  const hadUnread =
    thread.lastMessageAt !== null && (theirReadAt === null || theirReadAt < thread.lastMessageAt);
  if (hadUnread) return;
  const vendor = await db
    .select({ name: vendors.businessName, ownerId: vendors.userId })
    .from(vendors)
    .where(eq(vendors.id, thread.vendorId))
    .get();
  const recipient = from === 'customer' ? vendor?.ownerId : thread.customerId;
  if (!recipient || recipient === message.senderId) return;
  const senderName =
    from === 'vendor'
      ? (vendor?.name ?? 'The vendor')
      : ((await db.select({ name: users.firstName }).from(users).where(eq(users.id, message.senderId)).get())
          ?.name ?? 'Your customer');
  const preview = message.body.length > PREVIEW ? `${message.body.slice(0, PREVIEW - 1)}…` : message.body;
  await notify(
    db,
    {
      userId: recipient,
      kind: 'message-new',
      about: `message:${message.id}`,
      title: `New message from ${senderName}`,
      body: preview,
      url: `/messages/${thread.id}`,
    },
    now,
  );
}
