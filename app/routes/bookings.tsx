import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { BookingRow } from '~/features/bookings/components/booking-row';
import { myOrdersQuery } from '~/features/bookings/queries';

export const Route = createFileRoute('/bookings')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(myOrdersQuery(userId));
    }),
  component: () => (
    <Page
      title="My Bookings"
      intro="Everything you have booked, and where each booking stands with the vendor."
    >
      <RequireUser>{(user) => <Bookings userId={user.id} />}</RequireUser>
    </Page>
  ),
});

function Bookings({ userId }: { userId: string }) {
  const orders = useQuery(myOrdersQuery(userId));
  if (orders.isPending) return <Spinner label="Loading your bookings" />;
  if (orders.error && !orders.data)
    return <p className="text-danger">Could not load your bookings: {orders.error.message}</p>;
  if (!orders.data?.length) {
    return (
      <div className="rounded-xl border border-line bg-white p-6 text-center">
        <p>No bookings yet.</p>
        <Link to="/vendors" className={buttonClass('primary', 'mt-4')}>
          Browse Vendors
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Bookings">
      {orders.data.map((order) => (
        <BookingRow key={order.id} order={order} userId={userId} />
      ))}
    </ul>
  );
}
