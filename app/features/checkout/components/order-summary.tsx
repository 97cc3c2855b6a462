import type { CartView } from '@contracts/cart';
import { formatMoney } from '@contracts/money';
import { hoursLine, whenLine } from '~/lib/when';
import { CheckoutCard } from './checkout-card';

export function OrderSummary({ cart }: { cart: CartView }) {
  return (
    <CheckoutCard id="order-summary" title="Order Summary">
      <ul className="divide-y divide-line">
        {cart.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-3">
            <div>
              <p className="font-medium">{item.itemName}</p>
              <p className="text-sm text-muted">
                {whenLine(item.selectedDate, item.selectedTime, item.guestCount, item.endTime)}
              </p>
              {item.hours !== null && (
                <p className="text-sm text-muted" data-testid="line-hours">
                  {hoursLine(item.hours, item.price)}
                </p>
              )}
            </div>
            <p className="font-semibold whitespace-nowrap">{formatMoney(item.price)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-bold">
        <span>Total</span>
        <span data-testid="checkout-total">{formatMoney(cart.totalAmount)}</span>
      </p>
    </CheckoutCard>
  );
}
