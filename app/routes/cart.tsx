import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { rememberedUserId } from '~/features/auth/queries';
import { CartContents } from '~/features/cart/components/cart-contents';
import { cartQuery } from '~/features/cart/queries';

export const Route = createFileRoute('/cart')({
  // The person's own data is started, never awaited: the screen paints from the phone's store and
  // refreshes itself (userDataOptions); offline, nothing waits for a network that is not there.
  loader: ({ context: { queryClient } }) => {
    const userId = rememberedUserId(queryClient);
    if (userId) void queryClient.prefetchQuery(cartQuery(userId));
  },
  component: CartScreen,
});

function CartScreen() {
  return (
    <Page title="Your Cart" wide>
      <RequireUser whenSignedOut="prompt" prompt="Please sign in to view your cart.">
        {(user) => <CartContents userId={user.id} />}
      </RequireUser>
    </Page>
  );
}
