import { formatClock, formatDay } from '@contracts/dates';
import { hoursSum, timeRange } from '@contracts/line-price';
import { decimalToCents } from '@contracts/money';

// When a booking happens and the hours it was priced for, said the same way on every screen. Apart
// from lib/format.ts, which the app's start carries: the hourly pricing rules stay with the screens.

/** "7:00 PM - 11:00 PM" with an end time, "7:00 PM" without. */
export const clockSpan = (time: string, end: string | null = null) =>
  end ? timeRange(time, end) : formatClock(time);

/**
 * An order's "when" line: "Saturday, December 12, 2026 at 5:00 PM · 40 guests" (at "7:00 PM - 11:00
 * PM" with an end time), or "Date to be arranged".
 */
export function whenLine(
  date: string | null,
  time: string | null,
  guests: number | null,
  end: string | null = null,
): string {
  const day = date ? formatDay(date) : 'Date to be arranged';
  return `${day}${time ? ` at ${clockSpan(time, end)}` : ''}${guests ? ` · ${guests} guests` : ''}`;
}

/** A per-hour line's sum, "4 h x $150.00 = $600.00", from its hours and price; null for any other line. */
export const hoursLine = (hours: number | null, price: string): string | null =>
  hours === null ? null : hoursSum(hours, decimalToCents(price) ?? 0);
