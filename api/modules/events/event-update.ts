import { eq } from 'drizzle-orm';
import type { EventDetail } from '../../contracts/event-plan';
import type { UpdateEventInput } from '../../contracts/events';
import { linePrice, plannedTimes } from '../../contracts/line-price';
import type { Db } from '../../db/client';
import { eventPlanItems, events } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { requireOwnEvent } from '../../lib/ownership';
import { removeLines } from '../cart/cart.service';
import { eventDetail } from './event-detail';
import { syncEvent } from './event-sync';
import { eventDay, storedDetails } from './events.service';
import { hasLiveBooking, planRows } from './plan-rows';

export const DETAILS_FIXED =
  'The date and guest count are fixed once a service is booked. Message your vendors to change them.';

/**
 * PUT /api/events/:id: step 1's fields, with create's rules. Cart lines step 4 made for the old day,
 * time, guests or address no longer say what the host wants: they leave the cart (their services go
 * back to planned, to be reviewed and booked again), and planned services are priced again for the
 * new guest count, in the same transaction.
 */
export async function updateEvent(
  db: Db,
  customerId: string,
  eventId: string,
  input: UpdateEventInput,
  now: Date,
): Promise<EventDetail> {
  return await db.transaction(async (tx) => {
    const event = await requireOwnEvent(tx, customerId, eventId);
    const details = storedDetails(input, now);
    const guestsChanged = details.guestCount !== event.guestCount;
    if ((guestsChanged || eventDay(details) !== eventDay(event)) && (await hasLiveBooking(tx, event.id)))
      throw conflict(DETAILS_FIXED);

    const stamp = now.toISOString();
    const linesStale =
      guestsChanged || details.eventDate !== event.eventDate || details.location !== event.location;
    for (const row of await planRows(tx, event.id)) {
      if (row.state === 'booked') continue;
      const inCart = row.state === 'in_cart' && linesStale;
      if (inCart && row.item.cartItemId) await removeLines(tx, customerId, [row.item.cartItemId]);
      if (!inCart && !guestsChanged) continue;
      await tx
        .update(eventPlanItems)
        .set({
          priceCents: guestsChanged
            ? linePrice(row.service, row.service.basePriceCents, {
                guestCount: details.guestCount,
                ...plannedTimes(row.service, details.eventTime),
              })
            : row.item.priceCents,
          cartItemId: inCart ? null : row.item.cartItemId,
          updatedAt: stamp,
        })
        .where(eq(eventPlanItems.id, row.item.id))
        .run();
    }

    await tx
      .update(events)
      .set({ ...details, updatedAt: stamp })
      .where(eq(events.id, event.id))
      .run();
    await syncEvent(tx, event.id, now);
    return eventDetail(tx, customerId, event.id);
  });
}
