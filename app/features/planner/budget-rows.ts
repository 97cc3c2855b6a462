import type { ServiceCategory } from '@contracts/enums';
import {
  allowanceCents,
  type BudgetKey,
  type BudgetShares,
  CATEGORY_LABELS,
  type EventDetail,
} from '@contracts/event-plan';
import { budgetCents } from '@contracts/events';
import { decimalToCents, formatMoney } from '@contracts/money';

/** One line of step 3: a category (or the buffer), its share and money, and by how much it is over. */
export type BudgetRow = {
  key: BudgetKey;
  label: string;
  share: number;
  /** The share in cents; null when the event has no budget. */
  allowance: number | null;
  planned: number;
  /** How far the planned services pass the allowance, in cents (0 when within). */
  over: number;
};

export const BUFFER_LABEL = 'Buffer';
export const budgetLabel = (key: BudgetKey) => (key === 'buffer' ? BUFFER_LABEL : CATEGORY_LABELS[key]);

type Event = Pick<EventDetail, 'budget' | 'categories' | 'budgetLines' | 'planTotal'>;
const cents = (value: string) => decimalToCents(value) ?? 0;

/**
 * The budget's lines for `shares` (the event's, or the host's edits being typed): every chosen
 * category, any other the plan still spends on, then the buffer. Allowances follow the contract's
 * rule (allowanceCents), so the phone and the server agree to the cent.
 */
export function budgetRows(event: Event, shares: BudgetShares): BudgetRow[] {
  const budget = budgetCents(event.budget);
  const planned = new Map(event.budgetLines.map((line) => [line.key, cents(line.planned)]));
  const spentElsewhere = event.budgetLines
    .filter((line) => line.key !== 'buffer' && !event.categories.includes(line.key as ServiceCategory))
    .filter((line) => cents(line.planned) > 0)
    .map((line) => line.key);
  const keys: BudgetKey[] = [...event.categories, ...spentElsewhere, 'buffer'];
  return keys.map((key) => {
    const allowance = budget === null ? null : allowanceCents(budget, shares[key]);
    const spent = planned.get(key) ?? 0;
    return {
      key,
      label: budgetLabel(key),
      share: shares[key],
      allowance,
      planned: spent,
      over: allowance === null ? 0 : Math.max(0, spent - allowance),
    };
  });
}

/** The whole plan against the whole budget; `over` 0 when within (or when there is no budget). */
export function budgetTotal(event: Event): { budget: number | null; planned: number; over: number } {
  const budget = budgetCents(event.budget);
  const planned = cents(event.planTotal);
  return { budget, planned, over: budget === null ? 0 : Math.max(0, planned - budget) };
}

/** A row's warning in words (never colour alone), or null when it is within its share. */
export const rowWarning = (row: BudgetRow): string | null =>
  row.over > 0 ? `Over its share by ${formatMoney(row.over, 'cents')}` : null;

/** The step's one warning: the whole plan over the budget, else the categories over their share. */
export function budgetWarning(rows: readonly BudgetRow[], total: { budget: number | null; over: number }) {
  if (total.budget === null) return null;
  if (total.over > 0)
    return `Your plan is ${formatMoney(total.over, 'cents')} over your budget of ${formatMoney(total.budget, 'cents')}.`;
  const over = rows.filter((row) => row.over > 0).map((row) => row.label);
  if (over.length === 0) return null;
  const names = over.length === 1 ? over[0] : `${over.slice(0, -1).join(', ')} and ${over.at(-1)}`;
  return `${names} ${over.length === 1 ? 'is' : 'are'} over ${over.length === 1 ? 'its' : 'their'} share of the budget.`;
}
