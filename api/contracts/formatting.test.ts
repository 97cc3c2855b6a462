import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDay } from './dates';
import { formatMoney } from './money';

// The hand-written formatters must print exactly what Intl's en-US formats print.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('formatMoney', () => {
  const cents = [
    0, 1, 9, 10, 99, 100, 105, 12_345, 99_999, 100_000, 123_456_789, 9_999_999_999, -1, -250, -1_234_567,
  ];

  it.each(cents)('prints %i cents as en-US currency does', (amount) => {
    expect(formatMoney(amount, 'cents')).toBe(usd.format(amount / 100));
  });

  it.each(['0', '7', '12.5', '12.50', '1250.00', '999999.99', '10000000'])(
    'prints "%s" as en-US currency does',
    (decimal) => {
      expect(formatMoney(decimal)).toBe(usd.format(Number(decimal)));
    },
  );

  it('reads a malformed amount as zero', () => {
    expect(formatMoney('twelve')).toBe('$0.00');
  });
});

describe('calendar days', () => {
  // Every day of two years, a leap day among them, and the edges of the calendar.
  const days: string[] = [];
  for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  days.push('1970-01-01', '2099-12-31');

  it('spells every day as Intl does, with and without the weekday', () => {
    for (const day of days) {
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatDay(day)).toBe(full.format(date));
      expect(formatLongDay(day)).toBe(long.format(date));
    }
  });

  it('reads an instant by its UTC day', () => {
    expect(formatLongDay('2026-06-06T23:30:00.000Z')).toBe('June 6, 2026');
  });
});
