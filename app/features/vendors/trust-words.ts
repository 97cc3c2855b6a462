import type { TrustSignals } from '@contracts/vendors';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The badge's words (api/modules/vendors/trust-signals.ts decides when it shows). */
export const repliesWithin = (hours: number) => `Replies within ${plural(hours, 'hour', 'hours')}`;

/** A median wait as people say it: minutes under an hour, hours up to two days, then days (rounded up). */
export function waitWords(minutes: number): string {
  if (minutes < 60) return plural(Math.max(minutes, 1), 'minute', 'minutes');
  if (minutes <= 48 * 60) return plural(Math.ceil(minutes / 60), 'hour', 'hours');
  return plural(Math.ceil(minutes / (24 * 60)), 'day', 'days');
}

export const completedWords = (n: number) => plural(n, 'completed booking', 'completed bookings');

/** The card's one short line, of what is known: empty for a vendor new to the site. */
export function trustLine(trust: TrustSignals): string {
  const parts = [];
  if (trust.responseRate !== null) parts.push(`${trust.responseRate}% response rate`);
  if (trust.completedBookings > 0) parts.push(completedWords(trust.completedBookings));
  return parts.join(' · ');
}
