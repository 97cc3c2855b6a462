import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { useOnline } from '~/offline/use-online';
import { useClearCart, useRemoveCartItem } from '../mutations';
import { cartQuery } from '../queries';
import { CartItemRow } from './cart-item-row';
import { CartSummary } from './cart-summary';
import { WaitingBookings } from './waiting-bookings';

const OFFLINE_NOTE_ID = 'cart-offline-note';

/** The signed-in customer's cart: as last seen when offline, changeable only online. */
export function CartContents({ userId }: { userId: string }) {
  const cart = useQuery(cartQuery(userId));
  const online = useOnline();
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
  return (
    <div className="space-y-4">
      {!online && (
        <p id={OFFLINE_NOTE_ID} role="status" className="rounded-xl bg-lake-50 p-4 text-sm text-lake-700">
          You are offline: this is your cart as last seen. Removing items or clearing the cart needs a
          connection.
        </p>
      )}
      <WaitingBookings userId={userId} />
      {items.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-6 text-center">
          <p className="text-lg">Your cart is empty.</p>
          <p className="mt-1 text-muted">Find a caterer, venue or photographer and book a date.</p>
          <Link to="/vendors" className={buttonClass('primary', 'mt-4')}>
            Browse Vendors
          </Link>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="cart-items-heading" className="min-w-0">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="cart-items-heading" className="text-xl font-semibold text-pine-800">
                {items.length} {items.length === 1 ? 'item' : 'items'}
              </h2>
              <Button
                variant="danger"
                className="text-sm"
                aria-describedby={offlineReason}
                disabled={!online || clear.isPending}
                onClick={() => clear.mutate()}
              >
                {clear.isPending ? 'Clearing...' : 'Clear Cart'}
              </Button>
            </div>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
              {items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  removing={remove.isPending && remove.variables === item.id}
                  disabledReasonId={offlineReason}
                  onRemove={() => remove.mutate(item.id)}
                />
              ))}
            </ul>
          </section>
          <CartSummary cart={cart.data} />
        </div>
      )}
    </div>
  );
}
