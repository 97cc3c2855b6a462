/** How long a check may have waited in a phone's outbox and still count at the phone's time. */
export const OUTBOX_TRUST_MS = 48 * 3_600_000;

/**
 * When a check happened, as the server accepts it: the phone's clock, clamped into bounds. Never
 * after it arrived (no phone checks in from the future); never before `notBefore` (the start window's
 * opening for a check-in, the check-in for a check-out) nor more than 48 hours before it arrived (an
 * outbox older than that, or a clock set back, is not believed further).
 */
export function acceptedTime(phone: string | undefined, received: Date, notBefore: string | null): Date {
  if (!phone) return received;
  const floor = Math.max(received.getTime() - OUTBOX_TRUST_MS, notBefore ? Date.parse(notBefore) : -Infinity);
  return new Date(Math.min(Math.max(Date.parse(phone), floor), received.getTime()));
}
