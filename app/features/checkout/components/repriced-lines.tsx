import type { CartView } from '@contracts/cart';
import { Link } from '@tanstack/react-router';
import { PriceChangeConfirm, type PriceChangeLine } from '~/components/ui/price-change';
import { CheckoutCard } from './checkout-card';

/** The cart's lines the vendor repriced since they were added, each with both prices. */
export const repricedItems = (cart: CartView): PriceChangeLine[] =>
  cart.items.flatMap((item) =>
    item.currentPrice === null
      ? []
      : [
          {
            id: item.id,
            name: item.itemName,
            change: { was: item.price, now: item.currentPrice, unit: null },
          },
        ],
  );

type Props = {
  lines: PriceChangeLine[];
  /** Takes each line at the price shown here; the payment starts once the cart holds them. */
  onAccept: (items: { id: string; price: string }[]) => void;
  accepting: boolean;
};

/**
 * Where the card form would be, while a line's price moved since it was added: nothing is paid at
 * either price until the customer has seen both and accepted the new one.
 */
export function RepricedLines({ lines, onAccept, accepting }: Props) {
  const one = lines.length === 1;
  return (
    <CheckoutCard id="payment-details" title="Payment Details">
      <PriceChangeConfirm
        lines={lines}
        confirmLabel={accepting ? 'Accepting...' : `Accept the new ${one ? 'price' : 'prices'}`}
        onConfirm={() => onAccept(lines.map((line) => ({ id: line.id, price: line.change.now })))}
        disabled={accepting}
      >
        The vendor changed {one ? 'this price' : 'these prices'} since you added {one ? 'it' : 'them'}. Accept
        to pay the new total, or remove {one ? 'it' : 'them'} from{' '}
        <Link to="/cart" className="font-medium text-lake-700 underline">
          your cart
        </Link>
        .
      </PriceChangeConfirm>
    </CheckoutCard>
  );
}
