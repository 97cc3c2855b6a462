import { compareIso } from '@contracts/dates';
import type { VendorBookingView } from '@contracts/vendor-dashboard';

export type BookingGroup = { title: string; bookings: VendorBookingView[] };

const byDay = (a: VendorBookingView, b: VendorBookingView) =>
  compareIso(a.scheduledDate ?? '9999', b.scheduledDate ?? '9999');

/**
 * The vendor's bookings as a vendor works through them: what waits for an answer first, then what is
 * coming (soonest first), then the history (newest first). A list by date alone put a new request
 * below a year of finished bookings.
 */
export function groupBookings(bookings: VendorBookingView[]): BookingGroup[] {
  const of = (statuses: string[]) => bookings.filter((b) => statuses.includes(b.status));
  const groups = [
    { title: 'Waiting for your answer', bookings: of(['pending']).sort(byDay) },
    { title: 'Upcoming', bookings: of(['accepted', 'in_progress']).sort(byDay) },
    { title: 'Past', bookings: of(['completed', 'cancelled']).sort((a, b) => byDay(b, a)) },
  ];
  return groups.filter((group) => group.bookings.length > 0);
}
