import { desc, eq, sql } from 'drizzle-orm';
import type { BookingChangeView } from '../../contracts/booking-change';
import { centsToDecimal } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { bookingChanges } from '../../db/schema';
import type { BookingChange } from './booking-change-apply';

/** A change as the booking's page and the vendor's card show it. */
export function changeView(change: BookingChange): BookingChangeView {
  return {
    id: change.id,
    status: change.status,
    from: {
      scheduledDate: change.fromDate,
      selectedTime: change.fromTime,
      endTime: change.fromEndTime,
      guestCount: change.fromGuests,
      amount: centsToDecimal(change.fromAmountCents),
    },
    to: {
      scheduledDate: change.toDate,
      selectedTime: change.toTime,
      endTime: change.toEndTime,
      guestCount: change.toGuests,
      amount: centsToDecimal(change.toAmountCents),
    },
    difference: centsToDecimal(change.toAmountCents - change.fromAmountCents),
    refundAmount: centsToDecimal(change.refundCents),
    respondBy: change.respondBy,
    reason: change.reason,
    createdAt: change.createdAt,
  };
}

/** The booking's open change, or else its last one (null: never changed). */
export function lastChangeOf(db: Executor, orderId: string): BookingChangeView | null {
  const change = db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.orderId, orderId))
    .orderBy(desc(bookingChanges.createdAt), desc(sql`rowid`))
    .get();
  return change ? changeView(change) : null;
}
