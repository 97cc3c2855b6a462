import { formatClock } from './dates';
import type { ServiceCategory } from './enums';
import { arrivalTime } from './worker-pay';

/**
 * How wide the window to arrive in is, ending at the arrival time (worker-pay.ts): half an hour for
 * a setup crew (the tables can wait a little), a quarter hour for a delivery (hot food cannot).
 */
export function arrivalWindowMinutes(category: ServiceCategory): number {
  return category === 'delivery' ? 15 : 30;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When the worker should arrive ("HH:MM" each): from the window's width before the latest arrival,
 * never before midnight of the event's day (as arrivalTime). Null when the booking gave no time.
 */
export function arrivalWindow(
  category: ServiceCategory,
  eventTime: string | null,
): { arriveFrom: string; arriveBy: string } | null {
  const by = arrivalTime(category, eventTime);
  if (!by) return null;
  const [h = 0, m = 0] = by.split(':').map(Number);
  return { arriveFrom: clock(Math.max(h * 60 + m - arrivalWindowMinutes(category), 0)), arriveBy: by };
}

/** "Arrive between 4:30 and 5:00 PM" (the first half-day named only when the two differ). */
export function arrivalWindowWords(window: { arriveFrom: string; arriveBy: string }): string {
  const from = formatClock(window.arriveFrom);
  const by = formatClock(window.arriveBy);
  const sameHalf = from.slice(-2) === by.slice(-2);
  return `Arrive between ${sameHalf ? from.slice(0, -3) : from} and ${by}`;
}
