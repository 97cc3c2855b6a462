import { eq, inArray } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import { leadTimeProblem } from '../../contracts/lead-time';
import type { Executor } from '../../db/client';
import { type cartItems, quoteOffers, services, vendors } from '../../db/schema';
import { badRequest, conflict, pricesChanged } from '../../lib/errors';
import { guestProblem } from '../cart/booking-rules';
import { repricedLine, repricedLines } from '../cart/reprice';
import { offerProblem } from '../offers/book-offer';

type CartItem = typeof cartItems.$inferSelect;

/**
 * The cart checked again when a payment starts: what was bookable when it was added may not be now.
 * Each refusal names the item, so the customer knows which line to fix. A line whose service was
 * repriced since, dearer or cheaper, is never paid at either price unseen: every repriced line is
 * named with both prices (409 price_changed) until the customer accepts them (cart/accept-prices.ts).
 */
export async function assertStillBookable(db: Executor, items: CartItem[], now: Date): Promise<void> {
  const today = townToday(now);
  const vendorRows = await db
    .select({ id: vendors.id, isActive: vendors.isActive })
    .from(vendors)
    .where(
      inArray(
        vendors.id,
        items.map((i) => i.vendorId),
      ),
    )
    .all();
  const offerIds = items.flatMap((i) => (i.offerId ? [i.offerId] : []));
  const offerRows = offerIds.length
    ? await db
        .select({ offer: quoteOffers, vendorName: vendors.businessName })
        .from(quoteOffers)
        .innerJoin(vendors, eq(vendors.id, quoteOffers.vendorId))
        .where(inArray(quoteOffers.id, offerIds))
        .all()
    : [];
  const serviceIds = items.flatMap((i) => (i.serviceId ? [i.serviceId] : []));
  const serviceRows = serviceIds.length
    ? await db.select().from(services).where(inArray(services.id, serviceIds)).all()
    : [];

  for (const item of items) {
    const name = item.itemName;
    if (item.selectedDate && item.selectedDate < today)
      throw badRequest(`${name} is booked for a date that has passed. Remove it to continue.`);
    if (!vendorRows.find((v) => v.id === item.vendorId)?.isActive)
      throw conflict(`${name} is no longer taking bookings. Remove it to continue.`);
    if (item.offerId) {
      const found = offerRows.find((o) => o.offer.id === item.offerId);
      const problem = found ? offerProblem(found.offer, found.vendorName, today) : 'This offer is gone';
      if (problem) throw conflict(`${problem}. Remove ${name} to continue.`);
      continue;
    }
    if (!item.serviceId) continue;
    const service = serviceRows.find((s) => s.id === item.serviceId);
    if (!service?.isActive) throw conflict(`${name} is no longer offered. Remove it to continue.`);
    const tooSoon = leadTimeProblem(service, item.selectedDate ?? today, item.selectedTime, now);
    if (tooSoon) throw badRequest(`${tooSoon}. Remove ${name} and book a later day.`);
    const guests = guestProblem(service, item.guestCount);
    if (guests)
      throw conflict(`${guests.message}. Remove ${name} and add it again with a fitting guest count.`);
  }
  const repriced = await repricedLines(db, items);
  if (repriced.size > 0)
    throw pricesChanged(
      items.flatMap((item) => {
        const now = repriced.get(item.id);
        return now === undefined ? [] : [repricedLine(item.itemName, item.priceCents, now)];
      }),
    );
}
