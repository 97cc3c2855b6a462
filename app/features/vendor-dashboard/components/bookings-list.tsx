import { formatMoney } from '@contracts/money';
import type { VendorBookingView } from '@contracts/vendor-dashboard';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldWork } from '~/components/field-work';
import { CancelledNote } from '~/components/ui/cancelled-note';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { MessageLink } from '~/components/ui/message-link';
import { StatusPill } from '~/components/ui/pill';
import { ReasonField } from '~/components/ui/reason-field';
import { telHref } from '~/lib/format';
import { HIGHLIGHT_CLASS, useHighlight } from '~/lib/use-highlight';
import { whenLine } from '~/lib/when';
import { groupBookings } from '../booking-groups';
import { type BookingAnswer, useAnswerBooking } from '../mutations';
import { vendorOrdersQuery } from '../queries';
import { AcceptButton } from './accept-button';
import { AssignedWorker } from './assigned-worker';
import { BookingMoney } from './booking-money';
import { ChangeAnswer } from './change-answer';
import { DeliveredAction } from './delivered-action';

type Props = {
  userId: string;
  online: boolean;
  showVendorName: boolean;
  /** A booking a notification opened: shown ringed and brought into view. */
  highlightId?: string;
};

/** The vendor's bookings: requests waiting for Accept or Decline, then upcoming ones (which can be cancelled), then the past. */
export function BookingsList({ userId, online, showVendorName, highlightId }: Props) {
  const orders = useQuery(vendorOrdersQuery(userId));
  const decide = useAnswerBooking(userId);
  if (orders.isPending) return <Spinner label="Loading bookings" />;
  if (orders.error && !orders.data) return <LoadError what="bookings" error={orders.error} online={online} />;
  if (!orders.data?.length) {
    return <EmptyState title="No bookings yet">Bookings appear here as customers check out.</EmptyState>;
  }
  const groups = groupBookings(orders.data);
  return (
    <div className="space-y-3">
      {!orders.data.some((o) => o.status === 'pending') && (
        <p className="text-sm text-muted">Every booking has an answer.</p>
      )}
      {groups.map((group) => (
        <section key={group.title} className="space-y-2">
          <h3 className="pt-2 font-semibold text-pine-800">
            {group.title} ({group.bookings.length})
          </h3>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label={`Bookings: ${group.title}`}>
            {group.bookings.map((order) => (
              <BookingRow
                key={order.id}
                userId={userId}
                online={online}
                order={order}
                showVendorName={showVendorName}
                highlighted={order.id === highlightId}
                busy={decide.isPending && decide.variables.orderId === order.id}
                disabled={!online || decide.isPending}
                onAnswer={(answer) => decide.mutate({ orderId: order.id, ...answer })}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type RowProps = {
  userId: string;
  online: boolean;
  order: VendorBookingView;
  showVendorName: boolean;
  highlighted: boolean;
  busy: boolean;
  disabled: boolean;
  onAnswer: (answer: Omit<BookingAnswer, 'orderId'>) => void;
};

function BookingRow({
  userId,
  online,
  order,
  showVendorName,
  highlighted,
  busy,
  disabled,
  onAnswer,
}: RowProps) {
  const { ref, attributes } = useHighlight<HTMLLIElement>(highlighted);
  const [reason, setReason] = useState('');
  const reasonField = (
    <ReasonField label="Reason the customer will see (optional)" value={reason} onChange={setReason} />
  );
  return (
    <li
      ref={ref}
      {...attributes}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border bg-white p-4 ${highlighted ? HIGHLIGHT_CLASS : 'border-line'}`}
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
        {whenLine(order.scheduledDate, order.scheduledTime, order.guestCount, order.endTime)}
      </p>
      {order.eventAddress && (
        <p className="text-sm">
          <span className="font-medium text-muted">Where: </span>
          {order.eventAddress}
        </p>
      )}
      {order.contactPhone && (
        <p className="text-sm">
          <span className="font-medium text-muted">Phone for the day: </span>
          <a href={telHref(order.contactPhone)} className="font-semibold text-lake-700 underline">
            {order.contactPhone}
          </a>
        </p>
      )}
      {order.notes && (
        <p className="text-sm">
          <span className="font-medium text-muted">Notes: </span>
          {order.notes}
        </p>
      )}
      {order.fieldWork && <FieldWork work={order.fieldWork} />}
      <BookingMoney
        money={order.money}
        settled={order.status === 'completed' || order.status === 'cancelled'}
      />
      {order.worker && <AssignedWorker userId={userId} worker={order.worker} online={online} />}
      <ChangeAnswer userId={userId} change={order.change} disabled={disabled} />
      <MessageLink about={{ order: order.id }} className="self-start">
        Message {order.customerName}
      </MessageLink>
      {order.status === 'cancelled' && (
        <CancelledNote refund={order.refund} reason={order.cancellationReason} />
      )}
      {order.status === 'pending' && (
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <AcceptButton
            money={order.money}
            disabled={disabled}
            busy={busy}
            onAccept={() => onAnswer({ action: 'accept' })}
          />
          <ConfirmButton
            label="Decline"
            title={`Decline ${order.customerName}'s booking?`}
            description={`The customer is refunded all ${formatMoney(order.amount)}, automatically, and sees the booking as cancelled. This cannot be undone.`}
            confirmLabel="Decline booking"
            dismissLabel="Keep it"
            disabled={disabled}
            onConfirm={() => onAnswer({ action: 'decline', reason })}
          >
            {reasonField}
          </ConfirmButton>
        </div>
      )}
      {order.status === 'accepted' && (
        <div className="mt-auto grid gap-2 pt-1">
          <DeliveredAction userId={userId} order={order} online={online} />
          <ConfirmButton
            label="Cancel booking"
            variant="outline"
            className="w-full"
            title={`Cancel ${order.customerName}'s booking?`}
            description={`The customer is refunded all ${formatMoney(order.amount)}, automatically. Any job tickets for it are withdrawn from the workers. This cannot be undone.`}
            confirmLabel="Cancel booking"
            dismissLabel="Keep booking"
            disabled={disabled}
            onConfirm={() => onAnswer({ action: 'cancel', reason })}
          >
            {reasonField}
          </ConfirmButton>
        </div>
      )}
      {order.status === 'in_progress' && (
        <div className="mt-auto pt-1">
          <DeliveredAction userId={userId} order={order} online={online} />
        </div>
      )}
    </li>
  );
}
