import type { OrderHistoryEntry } from '@contracts/checkout';
import { formatMoment } from '~/lib/format';
import { historyLine } from '../booking-words';

/** Every move of the booking, oldest first: what happened, who did it, when, and why. */
export function BookingHistory({ history }: { history: OrderHistoryEntry[] }) {
  return (
    <section
      aria-labelledby="booking-history-title"
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="booking-history-title" className="text-lg font-semibold">
        History
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-pine-100 pl-4" aria-label="Status history">
        {history.map((entry) => (
          // A booking never moves to the status it is in, so a moment and a status name one line.
          <li key={`${entry.at}-${entry.to}`} className="relative" data-testid="history-entry">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-pine-600"
            />
            <p className="font-medium">{historyLine(entry)}</p>
            <p className="text-sm text-muted">
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
            </p>
            {entry.reason && <p className="mt-1 text-sm">“{entry.reason}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
