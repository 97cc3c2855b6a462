import { and, eq, gt } from 'drizzle-orm';
import { addDays } from '../../contracts/availability';
import { formatLongDay, townToday } from '../../contracts/dates';
import { decimalToCents, formatMoney } from '../../contracts/money';
import { MAX_OFFER_DAYS, type OfferInput, type VendorOfferView } from '../../contracts/offers';
import type { Db } from '../../db/client';
import {
  bookingHolds,
  paymentItems,
  payments,
  quoteLeads,
  quoteOffers,
  quoteRequests,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnVendor, requireVendorOffer } from '../../lib/ownership';
import { MAX_CHARGE_CENTS } from '../cart/booking-rules';
import { type OfferMailSite, tellOfOffer } from './offer-notices';
import { offerView } from './offer-view';
import { BOOKED_ELSEWHERE } from './vendor-leads';

/** Why an offer cannot run until this day, or null: from today, at most 60 days, not after the event. */
function expiryProblem(expiresOn: string, eventDate: string, today: string): string | null {
  if (expiresOn < today) return 'The offer must run until today or later';
  const latest = addDays(today, MAX_OFFER_DAYS);
  if (expiresOn > latest)
    return `An offer can run for at most ${MAX_OFFER_DAYS} days (until ${formatLongDay(latest)})`;
  if (expiresOn > eventDate) return `The offer cannot run past the event on ${formatLongDay(eventDate)}`;
  return null;
}

/**
 * A vendor's priced answer to one of its leads; the offer shows the vendor the customer's contact
 * details, and the first answer sets the lead's answeredAt. A replayed client id from
 * the same business returns the first offer unchanged.
 */
export async function makeOffer(
  db: Db,
  userId: string,
  quoteId: string,
  input: OfferInput,
  now: Date,
  site: OfferMailSite,
): Promise<{ offer: VendorOfferView; created: boolean }> {
  return await db.transaction(async (tx) => {
    const vendor = await requireOwnVendor(tx, userId, input.vendorId);
    const today = townToday(now);
    if (input.id) {
      const existing = await tx.select().from(quoteOffers).where(eq(quoteOffers.id, input.id)).get();
      if (existing && (existing.vendorId !== vendor.id || existing.quoteRequestId !== quoteId))
        throw conflict('That offer id is already used');
      if (existing) return { offer: offerView(existing, today), created: false };
    }
    const lead = await tx
      .select({ answeredAt: quoteLeads.answeredAt, quote: quoteRequests })
      .from(quoteLeads)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.quoteRequestId))
      .where(and(eq(quoteLeads.quoteRequestId, quoteId), eq(quoteLeads.vendorId, vendor.id)))
      .get();
    if (!lead) throw notFound(`${vendor.businessName} did not receive this quote request`);
    if (!vendor.isActive)
      throw conflict(`${vendor.businessName} is not taking bookings, so it cannot make offers`);
    const booked = await tx
      .select({ id: quoteOffers.id })
      .from(quoteOffers)
      .where(and(eq(quoteOffers.quoteRequestId, quoteId), eq(quoteOffers.status, 'booked')))
      .get();
    if (booked) throw conflict(BOOKED_ELSEWHERE);
    if (lead.quote.eventDate < today) throw conflict('This event has passed, so it cannot take offers');

    const priceCents = decimalToCents(input.price) ?? 0;
    if (priceCents > MAX_CHARGE_CENTS)
      throw badRequest(`An offer can be at most ${formatMoney(MAX_CHARGE_CENTS, 'cents')}`, {
        price: `At most ${formatMoney(MAX_CHARGE_CENTS, 'cents')}`,
      });
    const expiry = expiryProblem(input.expiresOn, lead.quote.eventDate, today);
    if (expiry) throw badRequest(expiry, { expiresOn: expiry });

    const stamp = now.toISOString();
    const row = await tx
      .insert(quoteOffers)
      .values({
        id: input.id ?? newId(),
        quoteRequestId: quoteId,
        vendorId: vendor.id,
        priceCents,
        description: input.description,
        expiresOn: input.expiresOn,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
      .get();
    await tellOfOffer(tx, row, lead.quote, vendor, site, now);
    if (!lead.answeredAt)
      await tx
        .update(quoteLeads)
        .set({ answeredAt: stamp })
        .where(and(eq(quoteLeads.quoteRequestId, quoteId), eq(quoteLeads.vendorId, vendor.id)))
        .run();
    return { offer: offerView(row, today), created: true };
  });
}

/**
 * Takes back an open offer. Withdrawing twice answers the same; a booked or closed offer cannot be
 * withdrawn (409), nor one a customer is paying for right now.
 */
export async function withdrawOffer(
  db: Db,
  userId: string,
  offerId: string,
  now: Date,
): Promise<VendorOfferView> {
  return await db.transaction(async (tx) => {
    const offer = await requireVendorOffer(tx, userId, offerId);
    const today = townToday(now);
    if (offer.status === 'withdrawn') return offerView(offer, today);
    if (offer.status === 'booked') throw conflict('This offer is booked and cannot be withdrawn');
    if (offer.status === 'closed') throw conflict('This offer is already closed');
    // A payment still holding the day (docs/decisions.md, 15 minutes); one paid later than that
    // finds the offer withdrawn at fulfilment and is refunded in full.
    const paying = await tx
      .select({ id: payments.id })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .innerJoin(bookingHolds, eq(bookingHolds.paymentId, payments.id))
      .where(
        and(
          eq(paymentItems.offerId, offerId),
          eq(payments.status, 'open'),
          gt(bookingHolds.expiresAt, now.toISOString()),
        ),
      )
      .get();
    if (paying) throw conflict('The customer is paying for this offer right now, so it cannot be withdrawn');
    const row = await tx
      .update(quoteOffers)
      .set({ status: 'withdrawn', updatedAt: now.toISOString() })
      .where(eq(quoteOffers.id, offerId))
      .returning()
      .get();
    return offerView(row, today);
  });
}
