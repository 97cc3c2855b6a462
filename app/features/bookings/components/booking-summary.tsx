import { bookingWords } from '@contracts/booking-words';
import type { OrderDetail, OrderView } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { Link } from '@tanstack/react-router';
import { BookingPill } from '~/components/ui/booking-pill';
import { cancelledLine } from '~/lib/format';
import { whenLine } from '~/lib/when';
import { actorWords } from '../booking-words';

type Props = {
  order: OrderView;
  /** The full answer once it is here; the list's copy of the booking draws the top of the page before. */
  detail?: OrderDetail;
};

/** What was booked, when and where, and where it stands now (with why, when it was cancelled). */
export function BookingSummary({ order, detail }: Props) {
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
      data-testid="booking-summary"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="booking-summary-title" className="text-xl font-semibold">
            <Link
              to="/vendor/$id"
              params={{ id: order.vendorId }}
              className="text-pine-800 underline-offset-2 hover:underline"
            >
              {order.vendorName}
            </Link>
          </h2>
          <p>{order.serviceName ?? 'Booking request'}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold">{formatMoney(order.amount)}</p>
          <BookingPill words={bookingWords(order)} />
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Fact
          label="When"
          value={whenLine(order.scheduledDate, order.scheduledTime, order.guestCount, order.endTime)}
        />
        {detail && <Fact label="Where" value={detail.eventAddress ?? 'No event address was given'} />}
        {detail?.contactPhone && <Fact label="Phone for the day" value={detail.contactPhone} />}
        {detail?.notes && <Fact label="Your notes" value={detail.notes} wide />}
      </dl>
      <Standing order={order} />
    </section>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className="wrap-anywhere">{value}</dd>
    </div>
  );
}

/** The line under the facts: what happens next, or what happened. */
function Standing({ order }: { order: OrderView }) {
  const words = bookingWords(order);
  if (order.status === 'cancelled') {
    const by = order.cancelledBy ? ` by ${actorWords(order.cancelledBy)}` : '';
    return (
      <div className="mt-4 rounded-lg bg-danger-50 p-3 text-sm text-danger" data-testid="booking-cancelled">
        <p className="font-semibold">
          {order.paymentStatus === 'released' ? words.sentence : cancelledLine(order.refund)}
        </p>
        {order.cancellationReason && (
          <p className="mt-1">
            Reason given{by}: {order.cancellationReason}
          </p>
        )}
      </div>
    );
  }
  const next: Record<string, string> = {
    pending: `${words.sentence} You will see their answer here and in My bookings.`,
    accepted: words.sentence,
    in_progress: 'Your event is under way.',
    completed: 'This booking is complete. Thank you for booking local!',
  };
  const text = next[order.status];
  return text ? (
    <p className="mt-4 rounded-lg bg-pine-50 p-3 text-sm text-pine-800" data-testid="booking-next">
      {text}
    </p>
  ) : null;
}
