import type { CartItemView } from '@contracts/cart';
import { ConfirmButton } from '~/components/ui/confirm-button';
import type { QueuedBooking } from '../queued-bookings';
import { CartItemRow } from './cart-item-row';
import { QueuedItemRow } from './queued-item-row';

type Props = {
  items: CartItemView[];
  queued: QueuedBooking[];
  /** Why changing the cart is not possible right now (offline); the buttons point at it. */
  offlineReason?: string;
  removingId?: string;
  onRemove: (itemId: string) => void;
  clearing: boolean;
  onClear: () => void;
};

/**
 * The cart as one list: the server's bookings, then those still on their way (made offline), each
 * marked as waiting to sync, so nothing queued reads as lost and nothing reads as an empty cart.
 */
export function CartList({ items, queued, offlineReason, removingId, onRemove, clearing, onClear }: Props) {
  const count = items.length + queued.length;
  return (
    <section aria-labelledby="cart-items-heading" className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="cart-items-heading" className="text-xl font-semibold text-pine-800">
          {count} {count === 1 ? 'item' : 'items'}
          {queued.length > 0 && (
            <span className="ml-2 text-base font-normal text-lake-700">
              · {queued.length} waiting to sync
            </span>
          )}
        </h2>
        {items.length > 0 && (
          // Asks first (docs/decisions.md): emptying a cart lets go of every day it holds.
          <ConfirmButton
            label={clearing ? 'Clearing...' : 'Clear Cart'}
            className="text-sm"
            describedBy={offlineReason}
            disabled={offlineReason !== undefined || clearing}
            title="Clear your cart?"
            description={`${items.length === 1 ? 'The booking' : `All ${items.length} bookings`} in your cart will be removed. You can add them again from the vendors' pages.`}
            confirmLabel="Clear Cart"
            dismissLabel="Keep my cart"
            onConfirm={onClear}
          />
        )}
      </div>
      <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
        {items.length > 0 && (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                removing={removingId === item.id}
                disabledReasonId={offlineReason}
                onRemove={() => onRemove(item.id)}
              />
            ))}
          </ul>
        )}
        {queued.length > 0 && (
          <ul className="divide-y divide-line" aria-label="Waiting to sync" data-testid="waiting-bookings">
            {queued.map((booking) => (
              <QueuedItemRow key={booking.id} queued={booking} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
