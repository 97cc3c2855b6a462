import { describe, expect, it } from 'vitest';
import {
  compareIso,
  formatDay,
  formatLongDay,
  formatSubjectDay,
  TOWN_TIME_ZONE,
  townClock,
  townToday,
} from './dates';
import { formatCount, formatMoney } from './money';

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

describe('compareIso', () => {
  it('orders days and day-and-time lines as they fall, as localeCompare does for them', () => {
    const lines = [
      '2027-01-02 09:00',
      '2026-12-31 23:59',
      '2026-12-31 08:00',
      '2026-02-01 18:30',
      '2026-12-31 08:00',
    ];
    const expected = [...lines].sort((a, b) => a.localeCompare(b));
    expect([...lines].sort(compareIso)).toEqual(expected);
    expect(expected[0]).toBe('2026-02-01 18:30');
    expect(compareIso('2026-12-31', '2026-12-31')).toBe(0);
    // Callers test the sign (a day after another is > 0), not only sort with it.
    expect(compareIso('2027-01-01', '2026-12-31')).toBe(1);
    expect(compareIso('2026-12-31', '2027-01-01')).toBe(-1);
  });
});

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 2000, 12_345, 1_000_000])('prints %i as en-US grouping does', (whole) => {
    expect(formatCount(whole)).toBe(whole.toLocaleString('en-US'));
  });
});

describe("Broken Bow's clock", () => {
  const chicago = new Intl.DateTimeFormat('en-CA', {
    timeZone: TOWN_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const byIntl = (instant: number) => {
    const parts = Object.fromEntries(chicago.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };

  it('reads the same day and time as Intl does, every half hour of 2026 to 2035', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2036, 0, 1); t += 30 * 60_000) {
      const now = new Date(t);
      const ours = `${townToday(now)} ${townClock(now)}`;
      if (ours !== byIntl(t)) mismatches.push(`${now.toISOString()}: ${ours} vs ${byIntl(t)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('changes to daylight time at 2:00 on March 8, 2026 and back at 2:00 on November 1, 2026', () => {
    expect(townClock(new Date('2026-03-08T07:59:00Z'))).toBe('01:59');
    expect(townClock(new Date('2026-03-08T08:00:00Z'))).toBe('03:00');
    expect(townClock(new Date('2026-11-01T06:59:00Z'))).toBe('01:59');
    expect(townClock(new Date('2026-11-01T07:00:00Z'))).toBe('01:00');
    expect(townToday(new Date('2026-12-01T05:59:00Z'))).toBe('2026-11-30');
  });
});

describe('formatSubjectDay', () => {
  it('is the short day without its comma, as a subject line on a phone shows it', () => {
    expect(formatSubjectDay('2026-12-20')).toBe('Sun Dec 20');
  });
});
