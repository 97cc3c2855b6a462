import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { CartContents } from '~/features/cart/components/cart-contents';
import { cartQuery } from '~/features/cart/queries';

export const Route = createFileRoute('/cart')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(cartQuery(userId));
    }),
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
