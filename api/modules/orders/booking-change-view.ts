import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BookingChangeView } from '../../contracts/booking-change';
import { centsToDecimal } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { insertionOrder } from '../../db/dialect';
import { bookingChanges, orders } from '../../db/schema';
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
export async function lastChangeOf(db: Executor, orderId: string): Promise<BookingChangeView | null> {
  const change = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.orderId, orderId))
    .orderBy(desc(bookingChanges.createdAt), desc(insertionOrder(bookingChanges)))
    .get();
  return change ? changeView(change) : null;
}

/** The changes waiting for these vendors' answers, by booking. */
export async function changesWaitingForVendors(
  db: Executor,
  vendorIds: string[],
): Promise<Map<string, BookingChangeView>> {
  const rows = await db
    .select({ change: bookingChanges })
    .from(bookingChanges)
    .innerJoin(orders, eq(orders.id, bookingChanges.orderId))
    .where(and(inArray(orders.vendorId, vendorIds), eq(bookingChanges.status, 'awaiting_vendor')))
    .all();
  return new Map(rows.map(({ change }) => [change.orderId, changeView(change)]));
}
