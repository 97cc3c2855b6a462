// Integer cents inside, two-place decimal strings ("125.00") on the wire, as SPEC section 9 asks.
const DECIMAL = /^\d{1,8}(\.\d{1,2})?$/;

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "12", "12.5" or "12.50" into cents; null when it is not a non-negative amount. */
export function decimalToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * "$1,250.00" from "1250.00" or from cents. Written out rather than with Intl.NumberFormat: the
 * first Intl formatter a page makes loads locale data for about 20 ms, a long task on a phone that
 * is still adopting a server-drawn page of prices. It prints exactly what en-US currency does.
 */
export function formatMoney(amount: string | number, unit: 'decimal' | 'cents' = 'decimal'): string {
  const cents = Math.round(unit === 'cents' ? Number(amount) : (decimalToCents(String(amount)) ?? 0));
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** "2,000" from 2000: a whole number with en-US grouping, without Intl for the reason above. */
export const formatCount = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
