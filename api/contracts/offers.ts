import * as v from 'valibot';
import type { OfferStatus, ServiceCategory } from './enums';
import { atLeastMinPrice } from './min-price';
import { decimalToCents } from './money';
import { clientId, dayField, type QuoteEventType, requiredText } from './quotes';

// Issue 15: a quote request reaches vendors as a lead; a vendor answers it with a priced offer,
// which the customer books into the cart at exactly that price.

/** How far ahead an offer may run: long enough to decide, short enough that the price still holds. */
export const MAX_OFFER_DAYS = 60;
export const OFFER_DESCRIPTION_MAX = 1000;

/** POST /api/vendor/leads/:quoteId/offers. The day rules need today in Broken Bow: the service checks them. */
export const offerInputSchema = v.strictObject({
  id: clientId,
  vendorId: v.pipe(
    v.string('Choose the business making the offer'),
    v.minLength(1, 'Choose the business making the offer'),
    v.maxLength(64),
  ),
  price: v.pipe(
    v.string('Price is required'),
    v.trim(),
    v.nonEmpty('Price is required'),
    v.check((value) => decimalToCents(value) !== null, 'Price must look like 125 or 18.50'),
    atLeastMinPrice(),
  ),
  description: requiredText('Say what the price includes', OFFER_DESCRIPTION_MAX),
  expiresOn: dayField('Choose the last day the offer can be booked'),
});
export type OfferInput = v.InferOutput<typeof offerInputSchema>;

/** POST /api/offers/:id/book. A price or name the client sends is never believed: the offer's is booked. */
export const bookOfferSchema = v.strictObject({
  price: v.optional(v.union([v.pipe(v.string(), v.maxLength(20)), v.number()])),
});

/** An open offer past its last day reads as expired; the stored status stays 'open'. */
export type OfferStatusView = OfferStatus | 'expired';

/** An offer as its vendor sees it on a lead. */
export type VendorOfferView = {
  id: string;
  vendorId: string;
  price: string;
  description: string;
  expiresOn: string;
  status: OfferStatusView;
  closedReason: string | null;
  /** When the customer declined it, and why if they said (issue 32). */
  declinedAt: string | null;
  declineReason: string | null;
  createdAt: string;
};

/** What a quote request says about the event: the same to the customer and to the vendors asked. */
export type QuoteEventFacts = {
  eventDate: string;
  eventTime: string;
  guestCount: number;
  eventType: QuoteEventType;
  packageId: string | null;
  category: ServiceCategory | null;
  venue: string;
  additionalRequests: string | null;
};

/**
 * GET /api/vendor/leads: a request as one of the vendor's businesses received it. The customer's
 * last name, phone and e-mail stay hidden (null) until the vendor makes an offer or the customer
 * writes to it; `answeredAt` is the vendor's first offer or message.
 */
export type LeadView = QuoteEventFacts & {
  quoteId: string;
  vendorId: string;
  vendorName: string;
  directed: boolean;
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  answeredAt: string | null;
  /** The customer has an account to write to (a visitor's request has none until they sign up). */
  canMessage: boolean;
  receivedAt: string;
  /** Why the lead takes no more offers (the event passed, the customer booked), or null while it does. */
  closedBecause: string | null;
  offers: VendorOfferView[];
};

/** An offer as the customer compares it on /quotes. */
export type CustomerOfferView = VendorOfferView & { vendorName: string; vendorRating: number };

/** GET /api/quotes/mine: the customer's requests, each with the offers it received side by side. */
export type MyQuoteView = QuoteEventFacts & {
  id: string;
  vendorName: string | null;
  createdAt: string;
  offers: CustomerOfferView[];
};
