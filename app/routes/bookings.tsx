import type { OrderView } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { StatusPill } from '~/components/ui/pill';
import { RequireUser } from '~/features/auth/components/require-user';
import { rememberedUserId } from '~/features/auth/queries';
import { CancelBooking } from '~/features/bookings/components/cancel-booking';
import { myOrdersQuery } from '~/features/bookings/queries';
import { whenLine } from '~/lib/format';

export const Route = createFileRoute('/bookings')({
  // The person's own data is started, never awaited: the screen paints from the phone's store and
  // refreshes itself (userDataOptions); offline, nothing waits for a network that is not there.
  loader: ({ context: { queryClient } }) => {
    const userId = rememberedUserId(queryClient);
    if (userId) void queryClient.prefetchQuery(myOrdersQuery(userId));
  },
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

function BookingRow({ order, userId }: { order: OrderView; userId: string }) {
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line bg-white p-4"
      data-testid="booking"
    >
      <div>
        <p className="font-semibold">{order.vendorName}</p>
        <p className="text-sm">{order.serviceName ?? 'Booking request'}</p>
        <p className="text-sm text-muted">
          {whenLine(order.scheduledDate, order.scheduledTime, order.guestCount)}
        </p>
      </div>
      <div className="text-right">
        <p className="font-semibold">{formatMoney(order.amount)}</p>
        <p className="mt-1">
          <StatusPill status={order.status} />
        </p>
      </div>
      {(order.status === 'pending' || order.status === 'accepted') && (
        <div className="w-full sm:w-auto">
          <CancelBooking
            userId={userId}
            orderId={order.id}
            label={`${order.vendorName}, ${order.serviceName ?? 'booking'}`}
          />
        </div>
      )}
    </li>
  );
}
