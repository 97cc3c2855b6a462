import { eq } from 'drizzle-orm';
import type { CartView } from '../../contracts/cart';
import { type BookPlanInput, PRICES_CHANGED } from '../../contracts/event-plan';
import { plannedTimes } from '../../contracts/line-price';
import { decimalToCents } from '../../contracts/money';
import type { Db } from '../../db/client';
import { eventPlanItems } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnEvent } from '../../lib/ownership';
import { activeCartId, addLine, cartView } from '../cart/cart.service';
import { reviewLines } from './event-review';
import { eventDay } from './events.service';

/**
 * POST /api/events/:id/book: step 4 puts the reviewed plan in the cart, all of it or nothing. Lines
 * already in the cart or booked are passed over, so a retry adds nothing twice. Each cart line is
 * made by the cart's own addLine (the same checks and price as a booking from a vendor's page) and
 * linked to the event.
 */
export async function bookPlan(
  db: Db,
  customerId: string,
  eventId: string,
  input: BookPlanInput,
  now: Date,
): Promise<CartView> {
  return await db.transaction(async (tx) => {
    const event = await requireOwnEvent(tx, customerId, eventId);
    const lines = new Map(
      (await reviewLines(tx, event, customerId, now)).map((line) => [line.row.item.id, line]),
    );
    const added = new Set<string>();
    for (const asked of input.lines) {
      const line = lines.get(asked.planItemId);
      if (!line) throw notFound('That service is not in this plan');
      if (line.state === 'booked' || line.state === 'in_cart' || added.has(asked.planItemId)) continue;
      if (line.problem) throw conflict(line.problem);
      if (decimalToCents(asked.price) !== line.priceCents) throw conflict(PRICES_CHANGED);
      // A fresh line id rather than the plan item's: after a cancelled booking or a line taken out of
      // the cart, addLine would read the old id as a replay of that booking and add nothing.
      const cartItemId = newId();
      await addLine(
        tx,
        customerId,
        {
          id: cartItemId,
          vendorId: line.row.item.vendorId,
          serviceId: line.row.item.serviceId,
          selectedDate: eventDay(event),
          ...plannedTimes(line.row.service, event.eventTime),
          guestCount: event.guestCount,
          eventAddress: event.location,
        },
        now,
        event.id,
      );
      await tx
        .update(eventPlanItems)
        .set({ priceCents: line.priceCents, cartItemId, updatedAt: now.toISOString() })
        .where(eq(eventPlanItems.id, line.row.item.id))
        .run();
      added.add(asked.planItemId);
    }
    return cartView(tx, await activeCartId(tx, customerId));
  });
}
