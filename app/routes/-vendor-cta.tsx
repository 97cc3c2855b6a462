import { Link } from '@tanstack/react-router';
import { type ButtonVariant, buttonClass } from '~/components/ui/button';
import { useCurrentUser } from '~/features/auth/queries';

/**
 * "Become a Vendor" on the public pages, or "Go to your dashboard" for someone who already is one: a
 * blank application is not for them. Its own component, so learning who is signed in (after the app
 * adopts the server's drawing, which is always a signed-out visitor's) re-renders only this link.
 */
export function VendorCta({ variant, className = '' }: { variant: ButtonVariant; className?: string }) {
  const { user } = useCurrentUser();
  return user?.isVendor ? (
    <Link to="/vendor-dashboard" className={buttonClass(variant, className)}>
      Go to your dashboard
    </Link>
  ) : (
    <Link to="/vendor-signup" className={buttonClass(variant, className)}>
      Become a Vendor
    </Link>
  );
}
