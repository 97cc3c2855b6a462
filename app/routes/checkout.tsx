import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';

export const Route = createFileRoute('/checkout')({
  component: CheckoutScreen,
});

function CheckoutScreen() {
  return <RequireUser>{() => <Page title="Checkout" />}</RequireUser>;
}
