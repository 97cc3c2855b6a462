import { formatMoney } from '@contracts/money';
import { useId } from 'react';
import { type BudgetRow, rowWarning } from '../budget-rows';

type Props = {
  row: BudgetRow;
  /** The share as typed; undefined for the buffer, which takes what the others leave. */
  value: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
};

/** One line of the budget: the name and share, then its allowance, what is planned and any overrun. */
export function BudgetRowItem({ row, value, error, disabled, onChange }: Props) {
  const id = useId();
  const warning = rowWarning(row);
  return (
    <li className="py-3" data-testid="budget-row" data-key={row.key}>
      <div className="flex items-center justify-between gap-3">
        {value === undefined ? (
          <>
            <span className="font-semibold">{row.label}</span>
            <span className="font-semibold tabular-nums">{row.share}%</span>
          </>
        ) : (
          <>
            <label htmlFor={id} className="font-semibold">
              {row.label}
              <span className="sr-only"> share, percent of the budget</span>
            </label>
            <span className="flex items-center gap-1">
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={value}
                disabled={disabled}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onChange(event.target.value)}
                className="min-h-11 w-20 rounded-lg border border-line bg-white px-2 text-right text-base tabular-nums aria-[invalid=true]:border-danger disabled:bg-paper"
              />
              <span aria-hidden="true">%</span>
            </span>
          </>
        )}
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-muted tabular-nums">
        <span>Allowance {row.allowance === null ? '—' : formatMoney(row.allowance, 'cents')}</span>
        <span>
          {row.key === 'buffer' ? 'Kept for the unexpected' : `Planned ${formatMoney(row.planned, 'cents')}`}
        </span>
      </p>
      {warning && <p className="mt-1 text-sm font-semibold text-danger">⚠ {warning}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
