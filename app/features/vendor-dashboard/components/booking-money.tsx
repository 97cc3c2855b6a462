import { formatMoney } from '@contracts/money';
import type { VendorBookingView } from '@contracts/vendor-dashboard';

/**
 * What the booking brings the vendor, read before Accept (docs/decisions/0006): the platform's fee
 * at the plan in force when the customer paid, the pay of its workers' jobs, and what is left.
 */
export function BookingMoney({ money, settled }: { money: VendorBookingView['money']; settled: boolean }) {
  const owes = money.vendorKeeps.startsWith('-');
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-3 rounded-lg bg-paper px-3 py-2 text-sm"
      aria-label="Your money"
    >
      <dt className="text-muted">Platform fee ({money.feePercent}%)</dt>
      <dd className="text-right tabular-nums">−{formatMoney(money.platformFee)}</dd>
      {money.workerCosts !== '0.00' && (
        <>
          <dt className="text-muted">Worker costs</dt>
          <dd className="text-right tabular-nums">−{formatMoney(money.workerCosts)}</dd>
        </>
      )}
      {/* Jobs costing more than the share leave the vendor owing: said in words, not only in red. */}
      <dt className="font-medium">
        {settled ? (owes ? 'You owe' : 'You keep') : owes ? 'You would owe' : 'You would keep'}
      </dt>
      <dd className={`text-right font-semibold tabular-nums ${owes ? 'text-danger' : ''}`}>
        {formatMoney(money.vendorKeeps.replace(/^-/, ''))}
      </dd>
    </dl>
  );
}
