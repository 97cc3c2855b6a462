import { billedHours, hoursProblem, hoursSum, linePrice, timeRange } from '@contracts/line-price';
import { decimalToCents } from '@contracts/money';
import type { ServiceView } from '@contracts/vendors';

/**
 * What a per-hour service will cost from this start to this end: the sum the cart will show, or what
 * is still missing (both times, or the service's minimum hours).
 */
export function HoursHint({ service, start, end }: { service: ServiceView; start: string; end: string }) {
  const problem = hoursProblem(service, { selectedTime: start, endTime: end });
  if (problem)
    return <span data-testid="hours-hint">{`${problem.hint}: ${service.name} is priced per hour.`}</span>;
  const total = linePrice(service, decimalToCents(service.price) ?? 0, {
    guestCount: null,
    selectedTime: start,
    endTime: end,
  });
  return (
    <span data-testid="hours-hint">
      {timeRange(start, end)}: <strong>{hoursSum(billedHours(start, end), total)}</strong>
    </span>
  );
}
