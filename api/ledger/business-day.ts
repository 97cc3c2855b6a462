import { addDays } from '../contracts/availability';

/**
 * The first business day (Monday to Friday) after a Broken Bow calendar day: when a settled
 * booking's share may be paid out (docs/decisions/0006-money-out-ledger.md). Public holidays are not
 * skipped: a payout a day early on a holiday is held by the bank, not by us.
 */
export function businessDayAfter(day: string): string {
  let next = addDays(day, 1);
  // getUTCDay of a calendar day read at UTC midnight: 0 is Sunday, 6 Saturday.
  const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
  while (weekday(next) === 0 || weekday(next) === 6) next = addDays(next, 1);
  return next;
}
