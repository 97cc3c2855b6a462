import { bookingWords } from '@contracts/booking-words';
import { type OrderView, orderReference } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { Link } from '@tanstack/react-router';
import { BookingPill } from '~/components/ui/booking-pill';
import { MessageLink } from '~/components/ui/message-link';
import { cancelledLine } from '~/lib/format';
import { whenLine } from '~/lib/when';
import { CancelBooking } from './cancel-booking';

/** One booking in My bookings; the whole card opens its page, and an open one can be cancelled here. */
export function BookingRow({ order, userId }: { order: OrderView; userId: string }) {
  const reference = orderReference(order.id);
  const open = order.status === 'pending' || order.status === 'accepted';
  const words = bookingWords(order);
  return (
    <li
      className="relative rounded-xl border border-line bg-white p-4 focus-within:ring-2 focus-within:ring-lake-600 hover:border-pine-600"
      data-testid="booking"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{order.vendorName}</p>
          <p className="text-sm">{order.serviceName ?? 'Booking request'}</p>
          <p className="text-sm text-muted">
            {whenLine(order.scheduledDate, order.scheduledTime, order.guestCount, order.endTime)}
          </p>
          <p className="mt-1 text-xs text-muted">
            Reference <span className="font-mono font-semibold text-ink">{reference}</span>
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-semibold">{formatMoney(order.amount)}</p>
          <p className="mt-1">
            <BookingPill words={words} />
          </p>
        </div>
      </div>
      {order.status === 'pending' && (
        <p className="mt-2 text-sm" data-testid="booking-state">
          {words.sentence}
        </p>
      )}
      {order.status === 'cancelled' && (
        <p className="mt-2 text-sm font-medium text-danger" data-testid="booking-cancelled">
          {order.paymentStatus === 'released' ? words.sentence : cancelledLine(order.refund)}
        </p>
      )}
      {order.status === 'completed' && (
        <p className="mt-2 text-sm font-medium text-pine-800" data-testid="booking-review">
          {order.review
            ? `You rated this ${order.review.rating} ${order.review.rating === 1 ? 'star' : 'stars'}`
            : 'Completed: open it to rate your booking'}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2">
        <Link
          to="/bookings/$id"
          params={{ id: order.id }}
          // Covers the card, so a tap anywhere on it opens the booking.
          className="inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2 after:absolute after:inset-0 after:content-[''] focus:outline-none"
        >
          View details
          <span className="sr-only">
            {' '}
            of booking {reference} with {order.vendorName}
          </span>
        </Link>
        {/* Above the card's link. */}
        <div className="relative z-10 flex flex-wrap items-center gap-2">
          <MessageLink about={{ order: order.id }}>
            Message
            <span className="sr-only">
              {' '}
              {order.vendorName} about booking {reference}
            </span>
          </MessageLink>
          {open && (
            <CancelBooking
              userId={userId}
              orderId={order.id}
              label={`${order.vendorName}, ${order.serviceName ?? 'booking'}`}
            />
          )}
        </div>
      </div>
    </li>
  );
}
