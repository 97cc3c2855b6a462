import { and, eq, ne } from 'drizzle-orm';
import { unavailableMessage } from '../../contracts/availability';
import type { CartView } from '../../contracts/cart';
import { formatLongDay, townToday } from '../../contracts/dates';
import type { Db, Executor } from '../../db/client';
import { cartItems, quoteOffers } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOfferToCustomer } from '../../lib/ownership';
import { dayProblem } from '../availability/day-capacity';
import { activeCartId, assertRoomFor, cartView, refreshTotal } from '../cart/cart.service';
import { isExpired, type OfferRow } from './offer-view';

/** Why an offer cannot be booked now, or null. Shared by booking and by the check at payment start. */
export function offerProblem(offer: OfferRow, vendorName: string, today: string): string | null {
  if (offer.status === 'withdrawn') return `${vendorName} withdrew this offer`;
  if (offer.status === 'declined') return `You declined this offer from ${vendorName}`;
  if (offer.status === 'booked') return `This offer from ${vendorName} is already booked`;
  if (offer.status === 'closed')
    return `This offer from ${vendorName} is closed${offer.closedReason ? `: ${offer.closedReason}` : ''}`;
  if (isExpired(offer, today))
    return `This offer from ${vendorName} expired on ${formatLongDay(offer.expiresOn)}`;
  return null;
}

/**
 * Puts an offer into the customer's active cart as one 'offer' line, at the offer's price (whatever
 * the client sends) for the request's day, time, guests and venue. The same offer already in the
 * cart answers the cart unchanged.
 */
export async function bookOffer(
  db: Db,
  customerId: string,
  offerId: string,
  now: Date,
): Promise<{ cart: CartView; created: boolean }> {
  return await db.transaction(async (tx) => {
    const { offer, quote, vendor } = await requireOfferToCustomer(tx, customerId, offerId);
    const cartId = await activeCartId(tx, customerId);
    const inCart = await tx
      .select({ id: cartItems.id, offerId: cartItems.offerId, quoteId: quoteOffers.quoteRequestId })
      .from(cartItems)
      .innerJoin(quoteOffers, eq(quoteOffers.id, cartItems.offerId))
      .where(and(eq(cartItems.cartId, cartId), eq(quoteOffers.quoteRequestId, quote.id)))
      .all();
    if (inCart.some((line) => line.offerId === offer.id))
      return { cart: await cartView(tx, cartId), created: false };

    const today = townToday(now);
    const problem = offerProblem(offer, vendor.businessName, today);
    if (problem) throw conflict(problem);
    if (quote.eventDate < today) throw badRequest('The event date has passed');
    if (!vendor.isActive) throw conflict(`${vendor.businessName} is no longer taking bookings`);
    if (inCart.length > 0)
      throw conflict(
        'Your cart already holds another offer for this event. Remove it first to book this one.',
      );
    const unavailable = await dayProblem(tx, { vendorId: vendor.id, day: quote.eventDate, customerId, now });
    if (unavailable) throw conflict(unavailableMessage(vendor.businessName, quote.eventDate, unavailable));
    await assertRoomFor(tx, cartId, offer.priceCents);

    await tx
      .insert(cartItems)
      .values({
        id: newId(),
        cartId,
        vendorId: vendor.id,
        serviceId: null,
        packageId: quote.packageId,
        itemType: 'offer',
        offerId: offer.id,
        itemName: `${vendor.businessName} - Custom offer`,
        quantity: 1,
        selectedDate: quote.eventDate,
        selectedTime: quote.eventTime,
        guestCount: quote.guestCount,
        eventAddress: quote.venue,
        notes: offer.description,
        priceCents: offer.priceCents,
        createdAt: now.toISOString(),
      })
      .run();
    await refreshTotal(tx, cartId);
    return { cart: await cartView(tx, cartId), created: true };
  });
}

/** The other open offers of a request, closed when the customer books one of them (fulfilment). */
export async function closeOtherOffers(db: Executor, offer: OfferRow, now: Date) {
  await db
    .update(quoteOffers)
    .set({
      status: 'closed',
      closedReason: 'the customer booked another vendor',
      updatedAt: now.toISOString(),
    })
    .where(
      and(
        eq(quoteOffers.quoteRequestId, offer.quoteRequestId),
        ne(quoteOffers.id, offer.id),
        eq(quoteOffers.status, 'open'),
      ),
    )
    .run();
}

/** Told to the customer on a paid offer that was withdrawn or closed while they paid. */
export const OFFER_GONE =
  "The vendor's offer was no longer open when your payment arrived. You have been refunded in full.";

/**
 * At fulfilment (inside its transaction): whether the offer is still open to book. An open offer
 * paid for is booked whatever its expiry says now (the customer paid in time, checked when the
 * payment started).
 */
export async function offerStillOpen(db: Executor, offerId: string): Promise<boolean> {
  return (
    (
      await db
        .select({ status: quoteOffers.status })
        .from(quoteOffers)
        .where(eq(quoteOffers.id, offerId))
        .get()
    )?.status === 'open'
  );
}

/** Marks a paid offer booked and closes the request's other open offers (fulfilment's transaction). */
export async function markOfferBooked(db: Executor, offerId: string, now: Date) {
  const offer = await db
    .update(quoteOffers)
    .set({ status: 'booked', updatedAt: now.toISOString() })
    .where(eq(quoteOffers.id, offerId))
    .returning()
    .get();
  if (offer) await closeOtherOffers(db, offer, now);
}
