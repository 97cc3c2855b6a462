import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { buttonClass } from '~/components/ui/button';
import { useCurrentUser } from '~/features/auth/queries';
import { CartButton } from '~/features/cart/components/cart-button';
import { lazyWidget } from '~/lib/lazy-widget';

// The menu (Radix DropdownMenu with its positioning code) loads only for signed-in visitors.
const UserMenu = lazyWidget(() => import('~/features/auth/components/user-menu').then((m) => m.UserMenu));

/** Who is signed in: its own component, so learning that re-renders only this corner of the bar. */
export function Account() {
  const { user } = useCurrentUser();
  return user ? (
    <>
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
