import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';

const HOME_AFTER_MS = 3000;

/**
 * SPEC section 2: 'Payment Successful', then home after 3 seconds; but not while bookings the
 * payment did not cover wait in the cart: the customer must get the time to read that.
 */
export function SuccessScreen({ stillInCart }: { stillInCart: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (stillInCart > 0) return;
    const timer = window.setTimeout(() => navigate({ to: '/' }), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, stillInCart]);
  return (
    <div
      role="status"
      className="mx-4 my-6 max-w-lg rounded-xl sm:mx-auto border border-line bg-white p-8 text-center"
    >
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-pine-50 text-success">
        <Icon name="check" className="h-8 w-8" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-pine-800">Payment Successful</h1>
      <p className="mt-2">Your booking is confirmed.</p>
      <p className="mt-1 text-muted">Job tickets are being dispatched to our local gig workers.</p>
      {stillInCart > 0 ? (
        <p className="mt-4 rounded-lg border border-sunset-500 p-3 text-left" data-testid="still-in-cart">
          {stillInCart === 1 ? '1 booking' : `${stillInCart} bookings`} added after you started paying{' '}
          {stillInCart === 1 ? 'is' : 'are'} still in your cart. {stillInCart === 1 ? 'It was' : 'They were'}{' '}
          not charged: check out again to book {stillInCart === 1 ? 'it' : 'them'}.
        </p>
      ) : (
        <p className="mt-4 text-sm text-muted">Taking you home in a moment...</p>
      )}
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
