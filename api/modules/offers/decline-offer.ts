import { and, eq } from 'drizzle-orm';
import type { CancelReasonInput } from '../../contracts/cancellation';
import { townToday } from '../../contracts/dates';
import type { CustomerOfferView } from '../../contracts/offers';
import type { Db } from '../../db/client';
import { quoteOffers } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { requireOfferToCustomer } from '../../lib/ownership';
import { offerProblem } from './book-offer';
import { tellOfDecline } from './offer-notices';
import { offerView } from './offer-view';

/**
 * The customer says no to an open offer, with an optional reason the vendor reads. Only the customer
 * whose request it answers may (anyone else: 404); an offer no longer open answers 409 saying why.
 * The update is conditional on 'open', so a decline racing a booking or a withdrawal cannot undo it.
 */
export async function declineOffer(
  db: Db,
  customerId: string,
  offerId: string,
  input: CancelReasonInput,
  now: Date,
): Promise<CustomerOfferView> {
  return await db.transaction(async (tx) => {
    const { offer, quote, vendor } = await requireOfferToCustomer(tx, customerId, offerId);
    const today = townToday(now);
    const problem = offerProblem(offer, vendor.businessName, today);
    if (problem) throw conflict(problem);
    const stamp = now.toISOString();
    const row = await tx
      .update(quoteOffers)
      .set({ status: 'declined', declinedAt: stamp, declineReason: input.reason || null, updatedAt: stamp })
      .where(and(eq(quoteOffers.id, offerId), eq(quoteOffers.status, 'open')))
      .returning()
      .get();
    if (!row) throw conflict(`This offer from ${vendor.businessName} is no longer open`);
    await tellOfDecline(tx, row, quote, vendor, now);
    return { ...offerView(row, today), vendorName: vendor.businessName, vendorRating: vendor.rating };
  });
}
