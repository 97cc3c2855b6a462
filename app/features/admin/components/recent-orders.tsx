import { formatMoney } from '@contracts/money';
import { CancelledNote } from '~/components/ui/cancelled-note';
import { MessageLink } from '~/components/ui/message-link';
import { StatusPill } from '~/components/ui/pill';
import { whenLine } from '~/lib/when';
import type { AdminOrder } from '../queries';
import { CancelOrder } from './cancel-order';
import { Card, cardGrid } from './states';

/** The latest orders across every vendor: who booked what, when, and where it stands. */
export function RecentOrders({ userId, orders }: { userId: string; orders: AdminOrder[] }) {
  return (
    <ul className={cardGrid} aria-label="Recent orders">
      {orders.map((order) => (
        <Card key={order.id} testId="admin-order">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold">{order.vendorName}</h3>
              <p className="text-sm">{order.serviceName ?? 'Booking request'}</p>
              <p className="text-sm wrap-anywhere text-muted">{order.customerEmail}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold">{formatMoney(order.amount)}</p>
              <StatusPill status={order.status} />
            </div>
          </div>
          <p className="text-sm text-muted">
            {whenLine(order.scheduledDate, order.scheduledTime, order.guestCount, order.endTime)}
          </p>
          {/* For a dispute: the admin reads the booking's conversation, and writes nothing in it. */}
          <MessageLink about={{ order: order.id }} className="self-start">
            Read messages<span className="sr-only"> about this booking</span>
          </MessageLink>
          {order.status === 'cancelled' && (
            <CancelledNote refund={order.refund} reason={order.cancellationReason} />
          )}
          {order.status !== 'cancelled' && order.status !== 'completed' && (
            <CancelOrder userId={userId} order={order} />
          )}
        </Card>
      ))}
    </ul>
  );
}
