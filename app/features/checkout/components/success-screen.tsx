import { bookingWords } from '@contracts/booking-words';
import { type CheckoutResult, orderReference, type PaidOrder } from '@contracts/checkout';
import { formatDay } from '@contracts/dates';
import { formatMoney } from '@contracts/money';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { RefundedNotice } from './refunded-notice';

const HOME_AFTER_MS = 3000;

/**
 * The one line under 'Payment Successful': the payment did succeed, as a charge or as a hold, and
 * only bookings the vendor has already accepted (instant ones) are called confirmed.
 */
function paidLine(orders: readonly PaidOrder[]): string {
  const waiting = orders.filter((order) => order.status === 'pending').length;
  if (waiting === 0)
    return orders.length === 1 ? 'Your booking is confirmed.' : 'Your bookings are confirmed.';
  if (waiting === orders.length) return waiting === 1 ? 'Your request is sent.' : 'Your requests are sent.';
  return `${orders.length - waiting} confirmed, ${waiting} waiting for the vendor's answer.`;
}

/**
 * SPEC section 2: 'Payment Successful', then home after 3 seconds; but not while bookings the
 * payment did not cover wait in the cart (the customer must get the time to read that), and not once
 * the customer asks to stay (to note a reference: a time limit one can turn off, WCAG 2.2.1).
 */
export function SuccessScreen({ result }: { result: CheckoutResult }) {
  const { stillInCart, refunded } = result;
  // A booking refunded at once (its day was taken while the customer paid) is told apart, never hurried past.
  const refundedIds = new Set(refunded.map((r) => r.orderId));
  const orders = result.orders.filter((order) => !refundedIds.has(order.id));
  const navigate = useNavigate();
  const [staying, setStaying] = useState(false);
  const goesHome = stillInCart === 0 && refunded.length === 0 && !staying;
  useEffect(() => {
    if (!goesHome) return;
    const timer = window.setTimeout(() => navigate({ to: '/' }), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, goesHome]);
  return (
    <div className="mx-4 my-6 max-w-lg rounded-xl border border-line bg-white p-6 text-center sm:mx-auto sm:p-8">
      {/* Announced as it appears; the list and the links below are read in their turn. */}
      <div role="status">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-pine-50 text-success">
          <Icon name="check" className="h-8 w-8" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-pine-800">Payment Successful</h1>
        {orders.length > 0 && <p className="mt-2">{paidLine(orders)}</p>}
        {result.jobTicketCount > 0 && (
          <p className="mt-1 text-muted">Job tickets are being dispatched to our local gig workers.</p>
        )}
      </div>
      <RefundedNotice refunded={refunded} />
      {orders.length > 0 && (
        <ul className="mt-5 space-y-2 text-left" aria-label="What you booked" data-testid="paid-orders">
          {orders.map((order) => (
            <li key={order.id} className="rounded-lg border border-line p-3" data-testid="paid-order">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0">
                  <span className="font-semibold">{order.vendorName}</span>
                  {order.serviceName && <span className="block text-sm">{order.serviceName}</span>}
                  {order.scheduledDate && (
                    <span className="block text-sm text-muted">{formatDay(order.scheduledDate)}</span>
                  )}
                </p>
                <p className="shrink-0 font-semibold">{formatMoney(order.amount)}</p>
              </div>
              <p className="mt-1 text-sm" data-testid="paid-order-state">
                {bookingWords(order).sentence}
              </p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-sm">
                <span>
                  Reference <span className="font-mono font-semibold">{orderReference(order.id)}</span>
                </span>
                <Link
                  to="/bookings/$id"
                  params={{ id: order.id }}
                  className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-2"
                >
                  View booking<span className="sr-only"> {orderReference(order.id)}</span>
                </Link>
              </div>
            </li>
          ))}
          {orders.length > 1 && (
            <li className="flex justify-between px-3 font-semibold">
              {/* A request's card is only held until its vendor answers: the receipt says the same. */}
              <span>
                {orders.some((order) => order.paymentStatus === 'authorized') ? 'Total held' : 'Total paid'}
              </span>
              <span>{formatMoney(result.amount)}</span>
            </li>
          )}
        </ul>
      )}
      <div className="mt-4 rounded-lg bg-pine-50 p-3 text-left text-sm" data-testid="what-next">
        <p className="font-semibold text-pine-800">What happens next</p>
        <p className="mt-1">
          {orders.some((order) => order.status === 'pending')
            ? 'You will see each answer in My bookings, where you can also cancel under our terms.'
            : 'Your bookings are in My bookings, where you can also cancel under our terms.'}
        </p>
      </div>
      {stillInCart > 0 ? (
        <p className="mt-4 rounded-lg border border-sunset-500 p-3 text-left" data-testid="still-in-cart">
          {stillInCart === 1 ? '1 booking' : `${stillInCart} bookings`} added after you started paying{' '}
          {stillInCart === 1 ? 'is' : 'are'} still in your cart. {stillInCart === 1 ? 'It was' : 'They were'}{' '}
          not charged: check out again to book {stillInCart === 1 ? 'it' : 'them'}.
        </p>
      ) : goesHome ? (
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted">
          Taking you home in a moment...
          <Button variant="ghost" className="text-sm" onClick={() => setStaying(true)}>
            Stay on this page
          </Button>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/bookings" className={buttonClass('outline')}>
          See my bookings
        </Link>
        {stillInCart > 0 && (
          <Link to="/cart" className={buttonClass('primary')}>
            Review my cart
          </Link>
        )}
      </div>
    </div>
  );
}
