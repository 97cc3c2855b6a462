import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { useAcceptPrices } from '~/features/cart/mutations';
import { cartQuery } from '~/features/cart/queries';
import { OrderSummary } from '~/features/checkout/components/order-summary';
import { PaymentDetails } from '~/features/checkout/components/payment-details';
import { RepricedLines, repricedItems } from '~/features/checkout/components/repriced-lines';
import { SuccessScreen } from '~/features/checkout/components/success-screen';
import { useCompleteCheckout } from '~/features/checkout/mutations';
import { preferencesQuery } from '~/features/preferences/queries';
import { useOnline } from '~/offline/use-online';

export const Route = createFileRoute('/checkout')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(cartQuery(userId));
    }),
  // ?paid=<cartId>: the payment went through (a reload, or Stripe's return from 3-D Secure).
  validateSearch: v.object({ paid: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined) }),
  component: () => (
    <RequireUser>{(user) => <Checkout userId={user.id} accountPhone={user.phone} />}</RequireUser>
  ),
});

function Checkout({ userId, accountPhone }: { userId: string; accountPhone: string | null }) {
  const { paid } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const cart = useQuery(cartQuery(userId));
  // The phone for the day starts as the account's: the one given at sign-up, else the preferences' one.
  const preferences = useQuery(preferencesQuery(userId));
  const defaultPhone = accountPhone || preferences.data?.phone || '';
  const complete = useCompleteCheckout(userId);
  const accept = useAcceptPrices(userId);
  const { mutate: completePayment } = complete;
  const refreshCart = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: cartQuery(userId).queryKey }),
    [queryClient, userId],
  );

  useEffect(() => {
    if (!paid) return;
    // A failed completion leaves the paid marker: back to the form, where the customer may retry.
    completePayment(paid, { onError: () => void navigate({ to: '/checkout', search: {}, replace: true }) });
  }, [paid, completePayment, navigate]);

  if (complete.data) return <SuccessScreen result={complete.data} />;
  if (paid) return <Spinner label="Confirming your payment" />;
  const repriced = cart.data ? repricedItems(cart.data) : [];

  return (
    <Page title="Checkout" wide>
      {!online ? (
        <p
          role="status"
          className="rounded-xl border border-line bg-white p-6"
          data-testid="checkout-offline"
        >
          You are offline. A connection is needed to pay; your cart is kept and you can pay when you are back
          online.
        </p>
      ) : cart.isPending ? (
        <Spinner label="Loading cart" />
      ) : !cart.data || cart.data.items.length === 0 ? (
        <div className="rounded-xl border border-line bg-white p-6 text-center">
          <p className="text-lg">Your cart is empty. Add a vendor's service before checking out.</p>
          <Link to="/vendors" className={buttonClass('primary', 'mt-4')}>
            Browse Vendors
          </Link>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <OrderSummary cart={cart.data} />
          {repriced.length > 0 ? (
            <RepricedLines
              lines={repriced}
              onAccept={(items) => accept.mutate(items)}
              accepting={accept.isPending}
            />
          ) : (
            <PaymentDetails
              cart={cart.data}
              defaultPhone={defaultPhone}
              onCartMoved={refreshCart}
              onPaid={() => {
                const cartId = cart.data.id;
                void navigate({ to: '/checkout', search: { paid: cartId }, replace: true });
              }}
            />
          )}
        </div>
      )}
    </Page>
  );
}
