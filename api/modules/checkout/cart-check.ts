import { eq, inArray } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import { formatMoney } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { type cartItems, quoteOffers, services, vendors } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { guestProblem, linePrice } from '../cart/booking-rules';
import { offerProblem } from '../offers/book-offer';

type CartItem = typeof cartItems.$inferSelect;

/**
 * The cart checked again when a payment starts: what was bookable when it was added may not be now.
 * Each refusal names the item, so the customer knows which line to fix.
 */
export function assertStillBookable(db: Executor, items: CartItem[], now: Date): void {
  const today = townToday(now);
  const vendorRows = db
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
    ? db
        .select({ offer: quoteOffers, vendorName: vendors.businessName })
        .from(quoteOffers)
        .innerJoin(vendors, eq(vendors.id, quoteOffers.vendorId))
        .where(inArray(quoteOffers.id, offerIds))
        .all()
    : [];
  const serviceIds = items.flatMap((i) => (i.serviceId ? [i.serviceId] : []));
  const serviceRows = serviceIds.length
    ? db.select().from(services).where(inArray(services.id, serviceIds)).all()
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
    const guests = guestProblem(service, item.guestCount);
    if (guests)
      throw conflict(`${guests.message}. Remove ${name} and add it again with a fitting guest count.`);
    const priceCents = linePrice(service, item.guestCount);
    if (priceCents !== item.priceCents) {
      throw conflict(
        `${name} now costs ${formatMoney(priceCents, 'cents')} (it was ${formatMoney(item.priceCents, 'cents')} when you added it). Remove it and add it again to book at the new price.`,
      );
    }
  }
}
