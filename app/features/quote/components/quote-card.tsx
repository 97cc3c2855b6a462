import type { MyQuoteView } from '@contracts/offers';
import { packageLine, QUOTE_EVENT_TYPE_LABELS, SERVICE_CATEGORY_LABELS } from '~/lib/quote-words';
import { whenLine } from '~/lib/when';
import { OfferCard } from './offer-card';

/** Whom a request went to, as the customer chose it. */
function sentTo(quote: MyQuoteView): string {
  if (quote.vendorName) return `Sent to ${quote.vendorName}`;
  if (quote.category) return `Sent to ${SERVICE_CATEGORY_LABELS[quote.category].toLowerCase()} vendors`;
  if (quote.packageId) return packageLine(quote.packageId);
  return 'Sent to local vendors';
}

type Props = {
  quote: MyQuoteView;
  online: boolean;
  bookingId: string | undefined;
  onBook: (offerId: string) => void;
  decliningId: string | undefined;
  onDecline: (offerId: string, reason: string) => void;
};

export function QuoteCard({ quote, online, bookingId, onBook, decliningId, onDecline }: Props) {
  const titleId = `quote-${quote.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-line bg-pine-50 p-4 sm:p-6">
      <h3 id={titleId} className="text-lg font-semibold text-pine-800">
        {QUOTE_EVENT_TYPE_LABELS[quote.eventType]} · {sentTo(quote)}
      </h3>
      <p className="text-sm">{whenLine(quote.eventDate, quote.eventTime, quote.guestCount)}</p>
      <p className="text-sm text-muted">{quote.venue}</p>
      {quote.offers.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No offers yet. Vendors usually answer within 24 hours; their offers will show here.
        </p>
      ) : (
        <ul
          className="mt-4 grid gap-3 sm:grid-cols-2"
          aria-label={`Offers for your ${QUOTE_EVENT_TYPE_LABELS[quote.eventType].toLowerCase()}`}
        >
          {quote.offers.map((offer) => (
            <OfferCard
              key={offer.id}
              quoteId={quote.id}
              offer={offer}
              online={online}
              booking={bookingId === offer.id}
              onBook={onBook}
              declining={decliningId === offer.id}
              onDecline={onDecline}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
