import { MONTHS } from '@contracts/dates';
import type { EarningsMonth } from '@contracts/finance';
import { signedMoney } from './figures';

/** "November 2026" from "2026-11". */
const monthName = (month: string) => {
  const [year, m] = month.split('-');
  const name = MONTHS[Number(m) - 1];
  return name && year ? `${name} ${year}` : 'No date';
};

const COLUMNS: [keyof Omit<EarningsMonth, 'month'>, string][] = [
  ['gross', 'Gross'],
  ['refunds', 'Refunds'],
  ['platformFee', 'Platform fee'],
  ['workerCosts', 'Worker costs'],
  ['tips', 'Tips'],
  ['net', 'Net'],
  ['paidOut', 'Paid out'],
];

/** Totals per month of the events' days; scrolls sideways on a phone rather than squeezing. */
export function MonthTotals({ months }: { months: EarningsMonth[] }) {
  return (
    <section aria-labelledby="earnings-months" className="space-y-3">
      <h3 id="earnings-months" className="text-lg font-semibold">
        Per month
      </h3>
      <section
        aria-label="Totals per month, scrolls sideways"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-line bg-white"
      >
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="bg-pine-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Month
              </th>
              {COLUMNS.map(([key, name]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {monthName(month.month)}
                </th>
                {COLUMNS.map(([key]) => (
                  <td
                    key={key}
                    className={`px-3 py-2 text-right tabular-nums ${key === 'net' ? 'font-semibold' : ''}`}
                  >
                    {signedMoney(month[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
