import type { VendorCalendarDay } from '@contracts/availability';
import { longDay } from '~/lib/calendar';

export type DayLook = 'past' | 'blocked' | 'full' | 'booked' | 'open';

/** How a day reads at a glance: a past day, one the vendor blocked, full, with bookings, or open. */
export function dayLook(day: VendorCalendarDay): DayLook {
  if (day.reason === 'past') return 'past';
  if (day.blocked) return 'blocked';
  if (day.reason === 'full') return 'full';
  return day.bookings.length > 0 ? 'booked' : 'open';
}

const bookingCount = (n: number) => (n === 0 ? null : `${n} ${n === 1 ? 'booking' : 'bookings'}`);

/** "2 bookings, full", "blocked", "1 booking, available": what a day's button says after its date. */
export function dayStatus(day: VendorCalendarDay): string {
  const look = dayLook(day);
  const state = look === 'booked' || look === 'open' ? 'available' : look;
  return [bookingCount(day.bookings.length), state].filter(Boolean).join(', ');
}

/** A day button's accessible name: "Friday, December 4, 2026: 2 bookings, full". */
export const dayName = (day: VendorCalendarDay) => `${longDay(day.date)}: ${dayStatus(day)}`;

/** The sentence under a chosen day's heading. */
export function dayExplained(day: VendorCalendarDay, dailyCapacity: number): string {
  switch (dayLook(day)) {
    case 'past':
      return 'This day has passed.';
    case 'blocked':
      return day.bookings.length > 0
        ? 'Blocked: customers cannot book you this day. The bookings below stay.'
        : 'Blocked: customers cannot book you this day.';
    case 'full':
      return day.bookings.length > 0
        ? `Fully booked: you take ${dailyCapacity} ${dailyCapacity === 1 ? 'event' : 'events'} a day.`
        : 'Held for a customer who is paying now (for up to 15 minutes).';
    case 'booked':
      return 'Open: more customers can book you this day.';
    default:
      return 'Open: customers can book you this day.';
  }
}
