import * as v from 'valibot';

// Issue 15: a message thread per booking and per quote request (docs/permissions.md, docs/decisions.md).

export const MESSAGE_MAX_LENGTH = 2000;
/** Messages one person may send in a minute; a replayed id is not a new message and does not count. */
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PAGE_SIZE = 50;

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

/** POST /api/threads: a booking's thread, or a quote request's thread with one of its vendors. */
export const openThreadSchema = v.union(
  [
    v.strictObject({ orderId: uuid('Booking id must be a UUID') }),
    v.strictObject({
      quoteRequestId: uuid('Quote request id must be a UUID'),
      vendorId: uuid('Vendor id must be a UUID'),
    }),
  ],
  'Give a booking (orderId) or a quote request and its vendor (quoteRequestId, vendorId)',
);
export type OpenThreadInput = v.InferOutput<typeof openThreadSchema>;

/** POST /api/threads/:id/messages. The id is made on the phone, so an outbox replay stores it once. */
export const postMessageSchema = v.strictObject({
  id: uuid('Message id must be a UUID'),
  body: v.pipe(
    v.string('Write a message'),
    v.trim(),
    v.nonEmpty('Write a message'),
    v.maxLength(MESSAGE_MAX_LENGTH, `A message is at most ${MESSAGE_MAX_LENGTH} characters`),
  ),
});
export type PostMessageInput = v.InferOutput<typeof postMessageSchema>;

/** GET /api/threads/:id/messages?before=<createdAt>|<id>&limit=50: older pages by cursor. */
export const messagesPageSchema = v.object({
  before: v.optional(
    v.pipe(v.string(), v.regex(/^[^|]{10,40}\|[0-9a-f-]{36}$/i, 'before must be "<createdAt>|<id>"')),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('limit must be a whole number'),
      v.minValue(1, 'limit must be 1 to 100'),
      v.maxValue(100, 'limit must be 1 to 100'),
    ),
  ),
});

/** Which side of a thread the caller is on; the admin only reads (disputes). */
export type ThreadRole = 'customer' | 'vendor' | 'admin';

/** What a thread is about: a booking (its service and day) or a quote request (its event and day). */
export type ThreadSubject =
  | { kind: 'booking'; orderId: string; serviceName: string | null; date: string | null }
  | { kind: 'quote'; quoteRequestId: string; eventType: string; date: string };

export type ThreadView = {
  id: string;
  /** The caller's side. */
  role: ThreadRole;
  customerName: string;
  vendorName: string;
  /** Who the caller talks to: the vendor's business for the customer, the customer's name for the vendor (both, for the admin). */
  otherName: string;
  subject: ThreadSubject;
  lastMessageAt: string | null;
  createdAt: string;
};

export type MessageView = {
  id: string;
  threadId: string;
  body: string;
  createdAt: string;
  /** Sent by the caller (false for everyone when the admin reads). */
  mine: boolean;
  senderSide: 'customer' | 'vendor';
};

export type ThreadSummary = ThreadView & {
  lastMessage: { body: string; mine: boolean; createdAt: string } | null;
  unread: number;
};

export type ThreadPage = {
  thread: ThreadView;
  /** Oldest first (newest last), at most `limit`. */
  messages: MessageView[];
  /** The cursor for the page before this one, or null at the thread's start. */
  before: string | null;
};

/** GET /api/threads/unread: how many of the caller's threads have messages they have not read. */
export type UnreadCount = { threads: number };
