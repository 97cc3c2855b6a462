import { CART_LINE_WORDS } from '@contracts/booking-words';
import type { CartItemView } from '@contracts/cart';
import { formatMoney } from '@contracts/money';
import { priceChangedMessage } from '@contracts/price-change';
import { Button } from '~/components/ui/button';
import { hoursLine } from '~/lib/when';
import { BookingFacts } from './booking-facts';

type Props = {
  item: CartItemView;
  onRemove: () => void;
  removing: boolean;
  /** Why removing is not possible right now (offline); the button points at it. */
  disabledReasonId?: string;
};

/** One booking in the cart: what, when, for how many, the notes, the price, and a way to remove it. */
export function CartItemRow({ item, onRemove, removing, disabledReasonId }: Props) {
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:p-5" data-testid="cart-item">
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold break-words text-ink">{item.itemName}</h3>
        {item.itemType === 'offer' && (
          <p className="text-sm text-muted">The price the vendor offered for your quote request.</p>
        )}
        <BookingFacts
          {...item}
          sum={hoursLine(item.hours, item.price)}
          notesLabel={item.itemType === 'offer' ? 'Includes' : 'Notes'}
        />
        <p className="text-sm text-muted" data-testid="cart-item-mode">
          {CART_LINE_WORDS[item.bookingMode]}
        </p>
        {item.currentPrice !== null && (
          // The line keeps the price it was added at until the customer accepts the new one at checkout.
          <p className="text-sm font-medium text-sunset-700" data-testid="cart-item-repriced">
            {priceChangedMessage({ was: item.price, now: item.currentPrice, unit: null })}. You confirm the
            new price at checkout.
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:justify-start">
        <p className="text-lg font-bold whitespace-nowrap text-pine-800">{formatMoney(item.price)}</p>
        <Button
          variant="danger"
          className="px-3 text-sm"
          aria-label={`Remove ${item.itemName}`}
          aria-describedby={disabledReasonId}
          disabled={removing || disabledReasonId !== undefined}
          onClick={onRemove}
        >
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </li>
  );
}
