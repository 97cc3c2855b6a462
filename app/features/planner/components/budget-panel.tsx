import type { ServiceCategory } from '@contracts/enums';
import { effectiveShares, planSettingsSchema } from '@contracts/event-plan';
import { formatMoney } from '@contracts/money';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { checkForm, type FieldErrors } from '~/lib/form';
import { budgetRows, budgetTotal, budgetWarning } from '../budget-rows';
import { usePlanSettings } from '../plan-mutations';
import { BudgetRowItem } from './budget-row';
import type { EventPartProps } from './step-heading';

type Draft = Partial<Record<ServiceCategory, string>>;
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Step 3's budget: the plan's total against the budget, and one line per category and the buffer
 * with its share (whole percents the host may change), its money, what is planned and any overrun.
 */
export function BudgetPanel({ userId, event, online }: EventPartProps) {
  const settings = usePlanSettings(userId, event.id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const typed = (key: ServiceCategory) => draft?.[key] ?? String(event.shares[key]);
  const shares = draft
    ? effectiveShares(
        event.categories,
        Object.fromEntries(event.categories.map((key) => [key, asNumber(typed(key)) || 0])),
      )
    : event.shares;
  const rows = budgetRows(event, shares);
  const total = budgetTotal(event);
  const warning = budgetWarning(rows, total);
  const used = event.categories.reduce((sum, key) => sum + (asNumber(typed(key)) || 0), 0);

  function save() {
    const result = checkForm(planSettingsSchema, {
      shares: Object.fromEntries(event.categories.map((key) => [key, asNumber(typed(key))])),
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    settings.mutate(result.output, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: 'Budget saved', description: 'Your shares of the budget are updated.' });
      },
    });
  }

  function reset() {
    settings.mutate(
      { shares: null },
      {
        onSuccess: () => {
          setDraft(null);
          setErrors({});
          toast({ title: 'Budget reset', description: 'Back to the suggested split.' });
        },
      },
    );
  }

  if (total.budget === null) {
    return (
      <section aria-labelledby="budget-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
        <h3 id="budget-title" className="text-lg font-bold text-pine-800">
          Budget
        </h3>
        <p className="mt-1">
          This event has no budget yet, so there is nothing to split. Your plan comes to{' '}
          <strong>{formatMoney(event.planTotal)}</strong>.
        </p>
        <Link
          to="/event-planner/$id"
          params={{ id: event.id }}
          search={{ step: 1 }}
          className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-2"
        >
          Add a budget in Event Details
        </Link>
      </section>
    );
  }

  const percent = Math.min(100, Math.round((total.planned / Math.max(total.budget, 1)) * 100));
  return (
    <section
      aria-labelledby="budget-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
      data-testid="budget"
    >
      <div>
        <h3 id="budget-title" className="text-lg font-bold text-pine-800">
          Budget
        </h3>
        <p className="text-lg" data-testid="budget-total">
          <strong>{formatMoney(total.planned, 'cents')}</strong> planned of{' '}
          <strong>{formatMoney(total.budget, 'cents')}</strong>
        </p>
        <div
          className="mt-2 h-3 overflow-hidden rounded-full bg-line"
          role="progressbar"
          aria-label="Budget used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% of the budget planned`}
        >
          <div
            className={`h-full rounded-full ${total.over > 0 ? 'bg-danger' : 'bg-pine-600'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {warning && (
        <p
          role="alert"
          className="rounded-xl border border-danger bg-danger-50 p-3 font-semibold text-danger"
        >
          ⚠ {warning}
        </p>
      )}
      <ul className="divide-y divide-line" aria-label="Budget by service">
        {rows.map((row) => (
          <BudgetRowItem
            key={row.key}
            row={row}
            value={row.key === 'buffer' ? undefined : typed(row.key)}
            error={errors[`shares.${row.key}`]}
            disabled={settings.isPending || !online || !event.categories.includes(row.key as ServiceCategory)}
            onChange={(text) => setDraft({ ...draft, [row.key]: text })}
          />
        ))}
      </ul>
      {(errors.shares || used > 100) && (
        <p role="alert" className="text-sm text-danger">
          {errors.shares ?? `The shares add up to ${used}%: at most 100%, the rest is the buffer.`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {draft && (
          <>
            <Button onClick={save} disabled={settings.isPending || !online}>
              {settings.isPending ? 'Saving...' : 'Save shares'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(null);
                setErrors({});
              }}
            >
              Undo changes
            </Button>
          </>
        )}
        {(event.ownShares || draft) && (
          <Button variant="outline" onClick={reset} disabled={settings.isPending || !online}>
            Reset to the suggested split
          </Button>
        )}
      </div>
      <p className="text-sm text-muted">
        {event.ownShares
          ? 'These are your own shares.'
          : 'The suggested split: half for food and drink, 10% venue, 10% entertainment, 15% buffer.'}{' '}
        {!online && 'Changing them needs a connection.'}
      </p>
    </section>
  );
}
