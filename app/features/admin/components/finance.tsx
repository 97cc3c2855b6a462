import { formatLongDay, MONTHS, townToday } from '@contracts/dates';
import type { FinanceTotals, FinanceView, RefusedPayout } from '@contracts/finance';
import { formatMoney } from '@contracts/money';
import { Icon } from '~/components/ui/icons';

const ROWS: [keyof FinanceTotals, string][] = [
  ['charges', 'Charges'],
  ['refunds', 'Refunds'],
  ['platformFees', 'Platform fees'],
  ['subscriptions', 'Plan invoices'],
  ['vendorShares', 'Vendor shares'],
  ['workerPay', 'Worker pay'],
  ['payouts', 'Payouts'],
];

/** "November 2026" from "2026-11". */
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * The platform's money (docs/decisions/0006): whether the books balance (or each thing that does not
 * add up), what is held and owed now, and what moved today and this month in Broken Bow.
 */
export function Finance({ finance }: { finance: FinanceView }) {
  return (
    <div className="space-y-4">
      <Reconciliation finance={finance} />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Amount label="Held for bookings" value={finance.held} />
        <Amount label="Owed to vendors" value={finance.owed.vendors} />
        <Amount label="Owed to workers" value={finance.owed.workers} />
      </dl>
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">Money moved today and this month</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="px-3 sm:px-4 py-3 font-semibold">
                <span className="sr-only">What</span>
              </th>
              <th scope="col" className="px-3 sm:px-4 py-3 text-right font-semibold">
                Today
                <span className="block text-xs font-normal text-muted">{formatLongDay(finance.day)}</span>
              </th>
              <th scope="col" className="px-3 sm:px-4 py-3 text-right font-semibold">
                This month
                <span className="block text-xs font-normal text-muted">{monthName(finance.month)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([key, label]) => (
              <tr key={key} className="border-b border-line last:border-0">
                <th scope="row" className="px-3 sm:px-4 py-2 text-left font-medium">
                  {label}
                </th>
                <td className="px-3 sm:px-4 py-2 text-right tabular-nums">
                  {formatMoney(finance.today[key])}
                </td>
                <td className="px-3 sm:px-4 py-2 text-right tabular-nums">
                  {formatMoney(finance.thisMonth[key])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RefusedPayouts payouts={finance.refusedPayouts} />
    </div>
  );
}

/** Payouts Stripe refused, owed to their payees until they update their payout account. */
function RefusedPayouts({ payouts }: { payouts: RefusedPayout[] }) {
  return (
    <section aria-labelledby="refused-payouts" className="space-y-2">
      <h3 id="refused-payouts" className="text-lg font-semibold">
        Refused payouts waiting for the payee
      </h3>
      {payouts.length === 0 ? (
        <p className="text-sm text-muted">None: every refused payout was paid again.</p>
      ) : (
        <ul className="space-y-2" aria-label="Refused payouts">
          {payouts.map((payout) => (
            <li key={payout.payoutId} className="rounded-xl border border-line bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {payout.payee}{' '}
                  <span className="text-sm font-normal text-muted">
                    ({payout.payeeKind === 'vendor' ? 'vendor' : 'worker'}), refused{' '}
                    {formatLongDay(townToday(new Date(payout.refusedAt)))}
                  </span>
                </p>
                <p className="text-lg font-semibold tabular-nums">{formatMoney(payout.amount)}</p>
              </div>
              <p className="mt-1 text-sm text-danger wrap-anywhere">{payout.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{formatMoney(value)}</dd>
    </div>
  );
}

function Reconciliation({ finance }: { finance: FinanceView }) {
  if (finance.balanced) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl border border-pine-100 bg-pine-50 p-4 text-pine-800"
        data-testid="books-balanced"
      >
        <Icon name="check" className="h-5 w-5 shrink-0" />
        <span>
          <strong>Balanced.</strong> Every cent of every charge is refunded, owed, paid out or the platform's.
        </span>
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-xl border border-danger bg-danger-50 p-4 text-danger">
      <p className="font-semibold">
        Not balanced: {finance.problems.length} {finance.problems.length === 1 ? 'thing does' : 'things do'}{' '}
        not add up
      </p>
      <ul className="mt-2 space-y-1 text-sm" aria-label="What does not add up">
        {finance.problems.map((problem) => (
          <li key={`${problem.ref} ${problem.message}`} className="wrap-anywhere">
            <code className="font-mono text-xs">{problem.ref}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
