import { bookedMinutes } from './booking-times';
import { formatClock } from './dates';
import { formatMoney } from './money';

/** What a line's price depends on, as the server's schema and the app's ServiceView both carry it. */
export type PricedService = { name: string; priceUnit: string; minHours: number | null };

/** The times and guests a line was asked for: "HH:MM" times, or null when not given. */
export type LineAsk = { guestCount: number | null; selectedTime: string | null; endTime: string | null };

export const isPerHour = (service: Pick<PricedService, 'priceUnit'>) => service.priceUnit === 'per hour';

/** A per-hour service's shortest booking, in hours (null on the service: one hour). */
export const minimumHours = (service: Pick<PricedService, 'minHours'>) => service.minHours ?? 1;

/**
 * The hours a booking is charged for: its length rounded up to the next quarter hour, so 7:00 to
 * 9:10 is 2.25 hours. Quarter hours keep every total a whole number of cents.
 */
export function billedHours(start: string, end: string): number {
  return Math.ceil(bookedMinutes(start, end) / 15) / 4;
}

/**
 * Why the line's times cannot be priced, or null. Only a per-hour service needs them: both a start
 * and an end, lasting at least its minimum hours. `message` names the service so it reads on its own
 * in a cart of several; `hint` is the short form beside the `field` it is about.
 */
export function hoursProblem(
  service: PricedService,
  ask: Omit<LineAsk, 'guestCount'>,
): { message: string; field: 'selectedTime' | 'endTime'; hint: string } | null {
  if (!isPerHour(service)) return null;
  const message = `Please choose a start and an end time for ${service.name}: it is priced per hour`;
  if (!ask.selectedTime) return { message, field: 'selectedTime', hint: 'Choose a start time' };
  if (!ask.endTime) return { message, field: 'endTime', hint: 'Choose an end time' };
  const min = minimumHours(service);
  const least = `${min} ${min === 1 ? 'hour' : 'hours'}`;
  if (billedHours(ask.selectedTime, ask.endTime) < min)
    return {
      message: `${service.name} is booked for at least ${least}`,
      field: 'endTime',
      hint: `At least ${least}`,
    };
  return null;
}

/** "HH:MM" the given hours after `start`, past midnight when it comes to that. */
export function endAfter(start: string, hours: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const minutes = (h * 60 + m + Math.round(hours * 60)) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The times a planned service is booked for: from the event's time, and for a per-hour service
 * until its minimum hours have passed (the planner's pick of the shortest booking it allows).
 */
export function plannedTimes(service: PricedService, eventTime: string): Omit<LineAsk, 'guestCount'> {
  return {
    selectedTime: eventTime,
    endTime: isPerHour(service) ? endAfter(eventTime, minimumHours(service)) : null,
  };
}

/**
 * What one line costs, in cents, from the service's unit price: per person, the price times the
 * guests; per hour, the price times the billed hours; any other unit, the price. Call hoursProblem
 * first: a per-hour line without both times costs the price of one hour here.
 */
export function linePrice(
  service: Pick<PricedService, 'priceUnit'>,
  unitCents: number,
  ask: LineAsk,
): number {
  if (service.priceUnit === 'per person') return unitCents * (ask.guestCount ?? 0);
  if (isPerHour(service) && ask.selectedTime && ask.endTime)
    return Math.round(unitCents * billedHours(ask.selectedTime, ask.endTime));
  return unitCents;
}

/** "4 h", "2.25 h". */
export const hoursLabel = (hours: number) => `${hours} h`;

/**
 * The hours a line was priced for: its billed hours when its service is priced per hour and it has
 * both times, else null. Views carry it so a screen shows the sum without knowing the service.
 */
export function pricedHours(priceUnit: string, ask: Omit<LineAsk, 'guestCount'>): number | null {
  return priceUnit === 'per hour' && ask.selectedTime && ask.endTime
    ? billedHours(ask.selectedTime, ask.endTime)
    : null;
}

/**
 * "4 h x $150.00 = $600.00": a per-hour line's sum from its hours and total, for the cart, the
 * checkout and the receipt. The rate is the total over the hours, so a line keeps the rate it was
 * priced at even after the vendor changes the service's price.
 */
export function hoursSum(hours: number, totalCents: number): string {
  const rate = formatMoney(Math.round(totalCents / hours), 'cents');
  return `${hoursLabel(hours)} x ${rate} = ${formatMoney(totalCents, 'cents')}`;
}

/** "7:00 PM - 11:00 PM". */
export const timeRange = (start: string, end: string) => `${formatClock(start)} - ${formatClock(end)}`;
