import { formatClock, formatDay } from '@contracts/dates';
import { packageBadge } from '@contracts/packages';
import type { QuoteRequestView } from '@contracts/quotes';
import { Card, cardGrid, Facts, humanize, shortDate } from './states';

/** Quote requests from /quote, newest first, with what the team needs to call back. */
export function QuoteRequests({ quotes }: { quotes: QuoteRequestView[] }) {
  return (
    <ul className={cardGrid} aria-label="Quote requests">
      {quotes.map((quote) => (
        <Card key={quote.id} testId="admin-quote">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold">
                {quote.firstName} {quote.lastName}
              </h3>
              <p className="text-sm text-muted">Received {shortDate(quote.createdAt)}</p>
            </div>
            <span className="shrink-0 rounded-full bg-lake-100 px-2.5 py-0.5 text-xs font-semibold text-lake-700 capitalize">
              {quote.status}
            </span>
          </div>
          <Facts
            items={[
              ['Phone', quote.phone],
              ['Event', humanize(quote.eventType)],
              ['Guests', String(quote.guestCount)],
              ['Package', quote.packageId ? packageBadge(quote.packageId) : '—'],
              ['Email', quote.email, 'wide'],
              ['Date', `${formatDay(quote.eventDate)} at ${formatClock(quote.eventTime)}`, 'wide'],
              ['Venue', quote.venue, 'wide'],
            ]}
          />
          {quote.additionalRequests && (
            <p className="text-sm">
              <span className="font-medium text-muted">Requests: </span>
              {quote.additionalRequests}
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
