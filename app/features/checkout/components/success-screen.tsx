import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';

const HOME_AFTER_MS = 3000;

/** SPEC section 2: 'Payment Successful', then home after 3 seconds. */
export function SuccessScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate({ to: '/' }), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="status" className="mx-auto max-w-lg rounded-xl border border-line bg-white p-8 text-center">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-pine-50 text-success">
        <Icon name="check" className="h-8 w-8" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-pine-800">Payment Successful</h1>
      <p className="mt-2">Your booking is confirmed.</p>
      <p className="mt-1 text-muted">Job tickets are being dispatched to our local gig workers.</p>
      <p className="mt-4 text-sm text-muted">Taking you home in a moment...</p>
      <Link to="/bookings" className={buttonClass('outline', 'mt-4')}>
        See my bookings
      </Link>
    </div>
  );
}
