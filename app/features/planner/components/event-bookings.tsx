import { bookingWords } from '@contracts/booking-words';
import { orderReference } from '@contracts/checkout';
import type { EventDetail } from '@contracts/event-plan';
import { decimalToCents, formatMoney } from '@contracts/money';
import { Link } from '@tanstack/react-router';
import { BookingPill } from '~/components/ui/booking-pill';
import { MessageLink } from '~/components/ui/message-link';

/** The bookings made for the event: each one's state, a way to it, and a word with its vendor. */
export function EventBookings({ event }: { event: EventDetail }) {
  if (event.bookings.length === 0) return null;
  return (
    <section
      aria-labelledby="event-bookings-title"
      className="rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="event-bookings-title" className="text-lg font-bold text-pine-800">
        Bookings
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {event.bookings.map((booking) => (
          <li key={booking.orderId} className="py-3" data-testid="event-booking">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere">{booking.vendorName}</p>
                <p className="text-sm text-muted wrap-anywhere">{booking.itemName}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold">{formatMoney(booking.amount)}</p>
                <BookingPill words={bookingWords(booking)} />
              </div>
            </div>
            {booking.status === 'pending' && (
              <p className="text-sm" data-testid="event-booking-state">
                {bookingWords(booking).sentence}
              </p>
            )}
            {(decimalToCents(booking.refunded) ?? 0) > 0 && (
              <p className="text-sm text-muted">Refunded {formatMoney(booking.refunded)}</p>
            )}
            <div className="mt-1 flex flex-wrap gap-x-5">
              <Link
                to="/bookings/$id"
                params={{ id: booking.orderId }}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2"
              >
                Booking {orderReference(booking.orderId)}
              </Link>
              <MessageLink about={{ order: booking.orderId }}>Message {booking.vendorName}</MessageLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
