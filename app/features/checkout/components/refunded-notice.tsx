import type { RefundedBooking } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { longDay } from '~/lib/calendar';

/**
 * The bookings of this payment that could not be kept (the vendor's day was taken by someone else
 * while the customer paid): each with the money given back and the server's reason.
 */
export function RefundedNotice({ refunded }: { refunded: RefundedBooking[] }) {
  if (refunded.length === 0) return null;
  return (
    <section
      aria-labelledby="refunded-heading"
      className="mt-4 rounded-lg border border-danger bg-danger-50 p-3 text-left"
      data-testid="refunded-bookings"
    >
      <h2 id="refunded-heading" className="font-semibold text-danger">
        {refunded.length === 1 ? 'One booking was refunded' : `${refunded.length} bookings were refunded`}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {refunded.map((booking) => (
          <li key={booking.orderId}>
            <p className="font-semibold">
              {booking.itemName}
              {booking.date ? ` on ${longDay(booking.date)}` : ''}: {formatMoney(booking.amount)} refunded
            </p>
            {booking.reason && <p>{booking.reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
