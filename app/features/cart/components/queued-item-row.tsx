import { discardWrite } from '~/offline/sync-handle';
import type { QueuedBooking } from '../queued-bookings';
import { BookingFacts } from './booking-facts';

/**
 * A booking still on its way to the cart, in the cart's own list: the same lines as the others,
 * with its state where the price goes (the server prices it when it arrives).
 */
export function QueuedItemRow({ queued }: { queued: QueuedBooking }) {
  const { booking } = queued;
  const name = booking.itemName ?? 'Booking';
  const refused = queued.status === 'failed';
  return (
    <li className="grid gap-3 bg-lake-50/60 p-4 sm:grid-cols-[1fr_auto] sm:p-5">
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold break-words text-ink">{name}</h3>
        <BookingFacts {...booking} />
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:justify-start">
        {refused ? (
          <>
            <p className="text-sm text-danger">Could not be added: {queued.reason}</p>
            <button
              type="button"
              className="min-h-11 px-2 text-danger underline"
              aria-label={`Discard ${name}`}
              onClick={() => void discardWrite(queued.id)}
            >
              Discard
            </button>
          </>
        ) : (
          // The words the sync strip uses ('waiting to sync'), capitalised as a label here.
          <p className="rounded-full bg-lake-100 px-3 py-1 text-sm font-semibold whitespace-nowrap text-lake-700 first-letter:uppercase">
            waiting to sync
          </p>
        )}
      </div>
    </li>
  );
}
