import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { useOnline } from '~/offline/use-online';
import { useSyncState } from '~/offline/use-sync-state';
import { useClearCart, useRemoveCartItem } from '../mutations';
import { cartQuery } from '../queries';
import { queuedBookings } from '../queued-bookings';
import { CartList } from './cart-list';
import { CartSummary } from './cart-summary';

const OFFLINE_NOTE_ID = 'cart-offline-note';

/** The signed-in customer's cart, with what waits to reach it: as last seen offline, changeable online. */
export function CartContents({ userId }: { userId: string }) {
  const cart = useQuery(cartQuery(userId));
  const online = useOnline();
  const sync = useSyncState();
  const remove = useRemoveCartItem(userId);
  const clear = useClearCart(userId);
  const offlineReason = online ? undefined : OFFLINE_NOTE_ID;

  if (cart.isPending) return <Spinner label="Loading cart" />;
  if (!cart.data) {
    return (
      <div role="alert" className="rounded-2xl border border-line bg-white p-6 text-center">
        <p className="font-semibold text-danger">Could not load your cart</p>
        <p className="mt-1 text-sm text-muted">{cart.error?.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => void cart.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const { items } = cart.data;
  const queued = queuedBookings(sync.items, userId);
  return (
    <div className="space-y-4">
      {!online && (
        <p id={OFFLINE_NOTE_ID} role="status" className="rounded-xl bg-lake-50 p-4 text-sm text-lake-700">
          You are offline: this is your cart as last seen. Removing items or clearing the cart needs a
          connection.
        </p>
      )}
      {items.length + queued.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <CartList
            items={items}
            queued={queued}
            offlineReason={offlineReason}
            removingId={remove.isPending ? remove.variables : undefined}
            onRemove={(itemId) => remove.mutate(itemId)}
            clearing={clear.isPending}
            onClear={() => clear.mutate()}
          />
          <CartSummary cart={cart.data} queued={queued.length} />
        </div>
      )}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 text-center">
      <p className="text-lg">Your cart is empty.</p>
      <p className="mt-1 text-muted">Find a caterer, venue or photographer and book a date.</p>
      <Link to="/vendors" className={buttonClass('primary', 'mt-4')}>
        Browse Vendors
      </Link>
    </div>
  );
}
