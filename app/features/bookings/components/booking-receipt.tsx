import type { OrderDetail } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { formatMoment, hoursLine } from '~/lib/format';
import { paidWithWords } from '../booking-words';

const REFUND_STATE = {
  pending: 'On its way',
  succeeded: 'Refunded',
  failed: 'Delayed; we are on it',
} as const;

/** What was paid, how and when, and what came back. */
export function BookingReceipt({ receipt, hours }: Pick<OrderDetail, 'receipt' | 'hours'>) {
  const { refund } = receipt;
  const sum = hoursLine(hours, receipt.amount);
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
