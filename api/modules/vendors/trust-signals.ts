import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TrustSignals } from '../../contracts/vendors';
import type { Executor } from '../../db/client';
import { least } from '../../db/dialect';
import { messages, messageThreads, orderStatusChanges, orders, quoteLeads } from '../../db/schema';

/** How far back answering counts: recent enough to say how the vendor answers now. */
export const TRUST_WINDOW_DAYS = 90;
/** Fewer than this many leads (or answers) say too little: one quick answer is luck, not a habit. */
export const MIN_COUNTED = 3;
/** A median slower than a day earns no "Replies within" badge: that promise would not reassure. */
export const BADGE_MAX_HOURS = 24;
/** A lead still unanswered counts against the vendor only after a day: one asked a minute ago is not missed. */
const GRACE_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** One lead or booking request as it reached the vendor, and its first answer if any. */
type Reach = { vendorId: string; reachedAt: string; answeredAt: string | null };

/** Leads carry their first answer (an offer or a message) as `answeredAt`; quote_leads_vendor_idx finds them. */
async function leadsReached(db: Executor, vendorIds: string[], since: string): Promise<Reach[]> {
  return await db
    .select({
      vendorId: quoteLeads.vendorId,
      reachedAt: quoteLeads.createdAt,
      answeredAt: quoteLeads.answeredAt,
    })
    .from(quoteLeads)
    .where(and(inArray(quoteLeads.vendorId, vendorIds), gte(quoteLeads.createdAt, since)))
    .all();
}

/**
 * Booking requests (request mode) reach the vendor when paid; the first answer is the vendor's accept
 * or decline, or its first message in the booking's thread, whichever came first. Each lookup is by
 * the order's own indexes (its status changes, its one thread).
 */
async function requestsReached(db: Executor, vendorIds: string[], since: string): Promise<Reach[]> {
  const firstMove = sql<string | null>`(select min(${orderStatusChanges.createdAt}) from ${orderStatusChanges}
    where ${orderStatusChanges.orderId} = ${orders.id} and ${orderStatusChanges.actor} = 'vendor')`;
  const firstMessage = sql<string | null>`(select min(${messages.createdAt}) from ${messageThreads}
    join ${messages} on ${messages.threadId} = ${messageThreads.id}
    where ${messageThreads.orderId} = ${orders.id} and ${messages.senderId} <> ${messageThreads.customerId})`;
  return await db
    .select({
      vendorId: orders.vendorId,
      reachedAt: orders.createdAt,
      // Each side falls back on the other: neither is NULL unless both are, as least() asks.
      answeredAt: least<string | null>(
        sql`coalesce(${firstMove}, ${firstMessage})`,
        sql`coalesce(${firstMessage}, ${firstMove})`,
      ),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.vendorId, vendorIds),
        eq(orders.bookingMode, 'request'),
        gte(orders.createdAt, since),
      ),
    )
    .all();
}

async function completedBookings(db: Executor, vendorIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ vendorId: orders.vendorId, n: count() })
    .from(orders)
    .where(and(inArray(orders.vendorId, vendorIds), eq(orders.status, 'completed')))
    .groupBy(orders.vendorId)
    .all();
  return new Map(rows.map((r) => [r.vendorId, r.n]));
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function signalsOf(reached: Reach[], completed: number, now: Date): TrustSignals {
  const counted = reached.filter((r) => r.answeredAt || now.getTime() - Date.parse(r.reachedAt) >= GRACE_MS);
  const waits = counted
    .flatMap((r) => (r.answeredAt ? [Math.max(Date.parse(r.answeredAt) - Date.parse(r.reachedAt), 0)] : []))
    .sort((a, b) => a - b);
  const enoughAnswers = waits.length >= MIN_COUNTED;
  const middle = median(waits);
  const hours = Math.max(Math.ceil(middle / HOUR_MS), 1);
  return {
    responseRate: counted.length >= MIN_COUNTED ? Math.round((waits.length * 100) / counted.length) : null,
    medianResponseMinutes: enoughAnswers ? Math.ceil(middle / 60_000) : null,
    repliesWithinHours: enoughAnswers && hours <= BADGE_MAX_HOURS ? hours : null,
    completedBookings: completed,
  };
}

/**
 * The trust signals of a page of vendors at once: three indexed queries whatever the page's size,
 * never one per vendor. Any vendor asked about gets an answer (no leads yet: nulls and 0).
 */
export async function trustSignals(
  db: Executor,
  vendorIds: string[],
  now: Date,
): Promise<(vendorId: string) => TrustSignals> {
  const since = new Date(now.getTime() - TRUST_WINDOW_DAYS * 24 * HOUR_MS).toISOString();
  const reached = new Map<string, Reach[]>();
  for (const reach of [
    ...(await leadsReached(db, vendorIds, since)),
    ...(await requestsReached(db, vendorIds, since)),
  ])
    reached.get(reach.vendorId)?.push(reach) ?? reached.set(reach.vendorId, [reach]);
  const completed = await completedBookings(db, vendorIds);
  return (vendorId) => signalsOf(reached.get(vendorId) ?? [], completed.get(vendorId) ?? 0, now);
}

/** Cards (directory, home, one vendor) with their trust signals, computed once for all of them. */
export async function withTrust<C extends { id: string }>(db: Executor, cards: C[], now: Date) {
  const trustOf = await trustSignals(
    db,
    cards.map((c) => c.id),
    now,
  );
  return cards.map((card) => ({ ...card, trust: trustOf(card.id) }));
}
