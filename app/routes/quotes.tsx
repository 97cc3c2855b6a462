import type { CartView } from '@contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { cartKeys } from '~/features/cart/queries';
import { MyQuotes } from '~/features/quote/components/my-quotes';
import { myQuotesQuery } from '~/features/quote/queries';

export const Route = createFileRoute('/quotes')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(myQuotesQuery(userId));
    }),
  component: () => (
    <Page
      title="My Quotes"
      intro="Your quote requests and the offers vendors made, side by side. Book the one you like."
    >
      <RequireUser>{(user) => <Quotes userId={user.id} />}</RequireUser>
    </Page>
  ),
});

function Quotes({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A booked offer is a cart line: the cart answer replaces the kept cart, then the customer pays.
  const onBooked = (cart: CartView) => {
    queryClient.setQueryData(cartKeys.all(userId), cart);
    void navigate({ to: '/cart' });
  };
  return <MyQuotes userId={userId} onBooked={onBooked} />;
}
