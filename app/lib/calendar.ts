import { addDays } from '@contracts/availability';
import { formatDay, formatShortDay, MONTHS } from '@contracts/dates';

// Calendar days and months as the YYYY-MM-DD / YYYY-MM strings the API speaks, spelled out by hand
// like the rest of the app's dates (no Intl on a phone adopting a page: docs/decisions.md).

const parts = (day: string) => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
};

/** "Fri, Dec 4" from "2026-12-04". */
export const shortDay = formatShortDay;

/** "Dec 4" from "2026-12-04". */
export function monthAndDay(day: string): string {
  const { m, d } = parts(day);
  return `${MONTHS[m - 1]?.slice(0, 3)} ${d}`;
}

/** "Friday, December 4, 2026": a day button's name begins with it. */
export const longDay = formatDay;

/** "2026-12" from "2026-12-04". */
export const monthOf = (day: string) => day.slice(0, 7);

/** "December 2026" from "2026-12". */
export function monthTitle(month: string): string {
  const { y, m } = parts(`${month}-01`);
  return `${MONTHS[m - 1]} ${y}`;
}

/** The month `n` months after `month` ("2026-12", 1 -> "2027-01"). */
export function shiftMonth(month: string, n: number): string {
  const { y, m } = parts(`${month}-01`);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** A Sunday-first month grid: the days, after as many blanks (null) as the first day's weekday. */
export function monthGrid(month: string): (string | null)[] {
  const { from, to } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: parts(from).weekday }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  return cells;
}

export const WEEKDAY_INITIALS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
