import { bookingWhen, cancellationPolicy } from '@contracts/cancellation';
import type { OrderDetail } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { formatMoment } from '~/lib/format';
import { hoursLine } from '~/lib/when';
import { paidWithWords } from '../booking-words';

const REFUND_STATE = {
  pending: 'On its way',
  succeeded: 'Refunded',
  failed: 'Delayed; we are on it',
} as const;

type Props = { detail: OrderDetail; now?: Date };

/**
 * What was paid, how and when, and what came back; while the booking can still be cancelled, the
 * policy that applies in its own days, the same sentence checkout showed beside Pay.
 */
export function BookingReceipt({ detail, now = new Date() }: Props) {
  const { receipt } = detail;
  const { refund } = receipt;
  const sum = hoursLine(detail.hours, receipt.amount);
  const cancellable = detail.status === 'pending' || detail.status === 'accepted';
  return (
    <section
      aria-labelledby="booking-receipt-title"
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
      data-testid="booking-receipt"
    >
      <h2 id="booking-receipt-title" className="text-lg font-semibold">
        Receipt
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        {sum && <Row label="Hours" value={sum} />}
        <Row label="Amount" value={formatMoney(receipt.amount)} />
        <Row label="Paid with" value={paidWithWords(receipt.paidWith)} />
        {receipt.paidAt && <Row label="Paid on" value={formatMoment(receipt.paidAt)} />}
        {refund && (
          <>
            <Row label="Refund" value={`${formatMoney(refund.amount)} · ${REFUND_STATE[refund.status]}`} />
            <Row
              label={refund.status === 'succeeded' ? 'Refunded on' : 'Asked for on'}
              value={formatMoment(refund.status === 'succeeded' ? refund.updatedAt : refund.requestedAt)}
            />
          </>
        )}
      </dl>
      {cancellable && (
        <p className="mt-3 rounded-lg bg-pine-50 p-3 text-sm" data-testid="receipt-policy">
          <span className="font-semibold text-pine-800">If you cancel: </span>
          {cancellationPolicy(
            detail.cancellationPolicy,
            bookingWhen(detail.scheduledDate, detail.scheduledTime),
            now,
          )}
        </p>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
