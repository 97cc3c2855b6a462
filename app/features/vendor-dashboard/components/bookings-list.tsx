import { formatMoney } from '@contracts/money';
import type { VendorBookingView } from '@contracts/vendor-dashboard';
import { useQuery } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { StatusPill } from '~/components/ui/pill';
import { whenLine } from '~/lib/format';
import { useDecideBooking } from '../mutations';
import { vendorOrdersQuery } from '../queries';
import { ConfirmButton } from './confirm-button';

type Props = { userId: string; online: boolean; showVendorName: boolean };

/** The vendor's bookings by date; pending ones wait for Accept or Decline. */
export function BookingsList({ userId, online, showVendorName }: Props) {
  const orders = useQuery(vendorOrdersQuery(userId));
  const decide = useDecideBooking(userId);
  if (orders.isPending) return <Spinner label="Loading bookings" />;
  if (orders.error && !orders.data) return <LoadError what="bookings" error={orders.error} online={online} />;
  if (!orders.data?.length) {
    return <EmptyState title="No bookings yet">Bookings appear here as customers check out.</EmptyState>;
  }
  const waiting = orders.data.filter((o) => o.status === 'pending').length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {waiting === 0 ? 'Every booking has an answer.' : `${waiting} waiting for your answer.`}
      </p>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Bookings">
        {orders.data.map((order) => (
          <BookingRow
            key={order.id}
            order={order}
            showVendorName={showVendorName}
            busy={decide.isPending && decide.variables.orderId === order.id}
            disabled={!online || decide.isPending}
            onDecide={(accept) => decide.mutate({ orderId: order.id, accept })}
          />
        ))}
      </ul>
    </div>
  );
}

type RowProps = {
  order: VendorBookingView;
  showVendorName: boolean;
  busy: boolean;
  disabled: boolean;
  onDecide: (accept: boolean) => void;
};

function BookingRow({ order, showVendorName, busy, disabled, onDecide }: RowProps) {
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-white p-4"
      data-testid="vendor-booking"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{order.customerName}</h3>
          <p className="text-sm">{order.serviceName ?? 'Booking request'}</p>
          {showVendorName && <p className="text-sm text-muted">{order.vendorName}</p>}
        </div>
        <div className="shrink-0 text-right">
          <p className="font-semibold">{formatMoney(order.amount)}</p>
          <StatusPill status={order.status} />
        </div>
      </div>
      <p className="text-sm text-muted">
        {whenLine(order.scheduledDate, order.scheduledTime, order.guestCount)}
      </p>
      {order.notes && (
        <p className="text-sm">
          <span className="font-medium text-muted">Notes: </span>
          {order.notes}
        </p>
      )}
      {order.status === 'pending' && (
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button disabled={disabled} onClick={() => onDecide(true)}>
            {busy ? 'Saving...' : 'Accept'}
          </Button>
          <ConfirmButton
            label="Decline"
            title={`Decline ${order.customerName}'s booking?`}
            description="The customer will see this booking as cancelled. This cannot be undone here."
            confirmLabel="Decline booking"
            disabled={disabled}
            onConfirm={() => onDecide(false)}
          />
        </div>
      )}
    </li>
  );
}
