import type { CartItemView } from '@contracts/cart';
import { formatClock, formatDay } from '@contracts/dates';
import { formatMoney } from '@contracts/money';
import { Button } from '~/components/ui/button';

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
        <dl className="grid grid-cols-[4.5rem_1fr] gap-x-2 gap-y-0.5 text-sm">
          <dt className="text-muted">Date</dt>
          <dd>{item.selectedDate ? formatDay(item.selectedDate) : 'To be arranged'}</dd>
          {item.selectedTime && (
            <>
              <dt className="text-muted">Time</dt>
              <dd>{formatClock(item.selectedTime)}</dd>
            </>
          )}
          {item.guestCount !== null && (
            <>
              <dt className="text-muted">Guests</dt>
              <dd>{item.guestCount}</dd>
            </>
          )}
          {item.notes && (
            <>
              <dt className="text-muted">Notes</dt>
              <dd className="break-words">{item.notes}</dd>
            </>
          )}
        </dl>
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
