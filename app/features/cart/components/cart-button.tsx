import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Icon } from '~/components/ui/icons';
import { cartQuery } from '../queries';

export function CartButton({ userId }: { userId: string }) {
  const { data: cart } = useQuery(cartQuery(userId));
  const count = cart?.items.length ?? 0;
  return (
    <Link
      to="/cart"
      className="relative grid h-11 w-11 place-items-center rounded-lg text-pine-700 hover:bg-pine-50"
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
    >
      <Icon name="cart" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sunset-600 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
