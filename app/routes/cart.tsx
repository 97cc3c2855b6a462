import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';

export const Route = createFileRoute('/cart')({
  component: CartScreen,
});

function CartScreen() {
  return (
    <Page title="Your Cart">
      <RequireUser whenSignedOut="prompt" prompt="Please sign in to view your cart.">
        {() => null}
      </RequireUser>
    </Page>
  );
}
