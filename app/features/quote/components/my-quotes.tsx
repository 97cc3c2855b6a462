import type { CartView } from '@contracts/cart';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { useOnline } from '~/offline/use-online';
import { useBookOffer, useDeclineOffer } from '../mutations';
import { myQuotesQuery } from '../queries';
import { QuoteCard } from './quote-card';

/** /quotes: the customer's requests, newest first, each with its offers side by side. */
export function MyQuotes({ userId, onBooked }: { userId: string; onBooked: (cart: CartView) => void }) {
  const quotes = useQuery(myQuotesQuery(userId));
  const online = useOnline();
  const book = useBookOffer(userId, onBooked);
  const decline = useDeclineOffer(userId);
  if (quotes.isPending) return <Spinner label="Loading your quotes" />;
  if (quotes.error && !quotes.data)
    return <LoadError what="your quotes" error={quotes.error} online={online} />;
  if (!quotes.data?.length) {
    return (
      <EmptyState title="No quote requests yet">
        <p>Ask local vendors for a price: their offers will show here to compare and book.</p>
        <Link to="/quote" className={buttonClass('primary', 'mt-4')}>
          Request a Quote
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      {!online && (
        <p className="mb-4 rounded-lg bg-lake-100 p-3 text-sm text-lake-700" role="status">
          You are offline: these are your quotes as last seen on this phone.
        </p>
      )}
      <ul className="space-y-6" aria-label="Quote requests">
        {quotes.data.map((quote) => (
          <QuoteCard
            key={quote.id}
            quote={quote}
            online={online}
            bookingId={book.isPending ? book.variables : undefined}
            onBook={(offerId) => book.mutate(offerId)}
            decliningId={decline.isPending ? decline.variables.offerId : undefined}
            onDecline={(offerId, reason) => decline.mutate({ offerId, reason })}
          />
        ))}
      </ul>
    </>
  );
}
