import type { VendorBookingView } from '@contracts/vendor-dashboard';
import { describe, expect, it } from 'vitest';
import { groupBookings } from './booking-groups';

const booking = (id: string, status: string, scheduledDate: string | null) =>
  ({ id, status, scheduledDate }) as VendorBookingView;

describe('groupBookings', () => {
  it('puts requests first, then what is coming soonest first, then the history newest first', () => {
    const groups = groupBookings([
      booking('old', 'completed', '2025-06-04'),
      booking('off', 'cancelled', '2026-12-01'),
      booking('soon', 'accepted', '2026-12-05'),
      booking('request', 'pending', '2026-12-20'),
      booking('today', 'in_progress', '2026-11-25'),
      booking('newer', 'completed', '2026-11-20'),
      booking('undated', 'pending', null),
    ]);
    expect(groups.map((g) => [g.title, g.bookings.map((b) => b.id)])).toEqual([
      ['Waiting for your answer', ['request', 'undated']],
      ['Upcoming', ['today', 'soon']],
      ['Past', ['off', 'newer', 'old']],
    ]);
  });

  it('leaves out a group with nothing in it', () => {
    expect(groupBookings([booking('a', 'completed', '2026-01-01')]).map((g) => g.title)).toEqual(['Past']);
  });
});
