import { and, desc, eq, inArray } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import type { LeadView } from '../../contracts/offers';
import type { Executor } from '../../db/client';
import { messages, messageThreads, quoteLeads, quoteOffers, quoteRequests, vendors } from '../../db/schema';
import { ownedVendorIds } from '../../lib/ownership';
import { eventFacts, offerView } from './offer-view';

/** Said on a lead, and by the 409 to an offer on it, once the customer booked an offer. */
export const BOOKED_ELSEWHERE = 'The customer has already booked an offer for this event';

/** The newest leads a vendor's list shows; older ones are past events by then. */
const MAX_LEADS_LISTED = 200;

const leadKey = (quoteId: string, vendorId: string) => `${quoteId}|${vendorId}`;

/**
 * The leads (quote and business) whose customer wrote in the business's thread: by writing they chose
 * to talk to it. A vendor's own message shares nothing, or one line would buy every contact.
 */
async function customerWrote(db: Executor, quoteIds: string[], vendorIds: string[]) {
  const rows = await db
    .selectDistinct({ quoteId: messageThreads.quoteRequestId, vendorId: messageThreads.vendorId })
    .from(messageThreads)
    .innerJoin(
      messages,
      and(eq(messages.threadId, messageThreads.id), eq(messages.senderId, messageThreads.customerId)),
    )
    .where(and(inArray(messageThreads.quoteRequestId, quoteIds), inArray(messageThreads.vendorId, vendorIds)))
    .all();
  return new Set(rows.map((r) => leadKey(r.quoteId ?? '', r.vendorId)));
}

/**
 * Every lead of every business the user owns, newest first, with the business's own offers on it.
 * The customer's last name, phone and e-mail show only once the business made an offer on it or the
 * customer wrote to it; `answeredAt` (the business answered, by offer or message) reveals nothing.
 */
export async function vendorLeads(db: Executor, userId: string, now: Date): Promise<LeadView[]> {
  const mine = await ownedVendorIds(db, userId);
  if (mine.length === 0) return [];
  const rows = await db
    .select({ lead: quoteLeads, quote: quoteRequests, vendorName: vendors.businessName })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.quoteRequestId))
    .innerJoin(vendors, eq(vendors.id, quoteLeads.vendorId))
    .where(inArray(quoteLeads.vendorId, mine))
    .orderBy(desc(quoteLeads.createdAt), desc(quoteRequests.createdAt))
    .limit(MAX_LEADS_LISTED)
    .all();
  const offers = rows.length
    ? await db
        .select()
        .from(quoteOffers)
        .where(
          and(
            inArray(quoteOffers.vendorId, mine),
            inArray(
              quoteOffers.quoteRequestId,
              rows.map((r) => r.quote.id),
            ),
          ),
        )
        .orderBy(desc(quoteOffers.createdAt))
        .all()
    : [];
  const today = townToday(now);
  const booked = new Set(
    rows.length
      ? (
          await db
            .select({ quoteId: quoteOffers.quoteRequestId })
            .from(quoteOffers)
            .where(
              and(
                eq(quoteOffers.status, 'booked'),
                inArray(
                  quoteOffers.quoteRequestId,
                  rows.map((r) => r.quote.id),
                ),
              ),
            )
            .all()
        ).map((o) => o.quoteId)
      : [],
  );
  const wrote = rows.length
    ? await customerWrote(
        db,
        rows.map((r) => r.quote.id),
        mine,
      )
    : new Set<string>();
  return rows.map(({ lead, quote, vendorName }) => {
    const ownOffers = offers.filter((o) => o.quoteRequestId === quote.id && o.vendorId === lead.vendorId);
    const shared = ownOffers.length > 0 || wrote.has(leadKey(quote.id, lead.vendorId));
    const closedBecause = booked.has(quote.id)
      ? BOOKED_ELSEWHERE
      : quote.eventDate < today
        ? 'The event has passed'
        : null;
    return {
      quoteId: quote.id,
      vendorId: lead.vendorId,
      vendorName,
      directed: quote.vendorId === lead.vendorId,
      ...eventFacts(quote),
      firstName: quote.firstName,
      lastName: shared ? quote.lastName : null,
      email: shared ? quote.email : null,
      phone: shared ? quote.phone : null,
      answeredAt: lead.answeredAt,
      canMessage: quote.userId !== null,
      receivedAt: lead.createdAt,
      closedBecause,
      offers: ownOffers.map((o) => offerView(o, today)),
    };
  });
}
