import type { CartView } from '@contracts/cart';
import { formatMoney } from '@contracts/money';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';

/**
 * The total and the way on to checkout (which itself says when a connection is needed). Bookings
 * still waiting to sync are priced by the server when they arrive, so the total says it leaves them out.
 */
export function CartSummary({ cart, queued }: { cart: CartView; queued: number }) {
  const count = cart.items.length;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-line bg-white p-4 sm:p-6 lg:sticky lg:top-20"
    >
      <h2 id="order-summary-heading" className="text-xl font-semibold text-pine-800">
        Order Summary
      </h2>
      <p className="mt-4 flex justify-between text-sm text-muted">
        <span>
          {count} {count === 1 ? 'booking' : 'bookings'}
        </span>
        <span>{formatMoney(cart.totalAmount)}</span>
      </p>
      <p className="mt-3 flex justify-between border-t border-line pt-3 text-lg font-bold">
        <span>Total</span>
        <span data-testid="cart-total">{formatMoney(cart.totalAmount)}</span>
      </p>
      {queued > 0 && (
        <p className="mt-2 text-sm text-lake-700">
          {queued === 1 ? 'One booking waiting to sync is' : `${queued} bookings waiting to sync are`} added
          to the total when {queued === 1 ? 'it reaches' : 'they reach'} the server.
        </p>
      )}
      {count > 0 ? (
        <Link to="/checkout" className={buttonClass('primary', 'mt-4 w-full')}>
          Proceed to Checkout
        </Link>
      ) : (
        <p className="mt-4 text-sm text-muted">Checkout opens once a booking is in your cart.</p>
      )}
    </section>
  );
}
