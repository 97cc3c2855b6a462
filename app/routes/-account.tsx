import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { type ButtonVariant, buttonClass } from '~/components/ui/button';
import { useCurrentUser } from '~/features/auth/queries';
import { CartButton } from '~/features/cart/components/cart-button';
import { MessagesButton } from '~/features/messages/components/messages-button';
import { NotificationBell } from '~/features/notifications/components/notification-bell';
import { lazyWidget } from '~/lib/lazy-widget';

// The menu (Radix DropdownMenu with its positioning code) loads only for signed-in visitors.
const UserMenu = lazyWidget(() => import('~/features/auth/components/user-menu').then((m) => m.UserMenu));

/** Who is signed in: its own component, so learning that re-renders only this corner of the bar. */
export function Account() {
  const { user } = useCurrentUser();
  return user ? (
    <>
      {/* An admin reads conversations from a booking, not as one of its two people. */}
      {(user.role !== 'admin' || user.isVendor) && <MessagesButton userId={user.id} />}
      {/* Everyone has one, the admin too: each person's own notifications. */}
      <NotificationBell userId={user.id} />
      <CartButton userId={user.id} />
      <Suspense fallback={<span className="h-11 w-11" aria-hidden="true" />}>
        <UserMenu user={user} />
      </Suspense>
    </>
  ) : (
    <Link to="/auth" className={buttonClass('secondary', 'px-3 text-sm whitespace-nowrap')}>
      Sign In
    </Link>
  );
}

/**
 * "Become a Vendor" on the public pages, or "Go to your dashboard" for someone who already is one: a
 * blank application is not for them. Its own component, so learning who is signed in (after the app
 * adopts the server's drawing, which is always a signed-out visitor's) re-renders only this link. It
 * lives beside the account corner, which the start already carries with the same hook: a file of its
 * own would be one more script to fetch before the home page is the app's.
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
