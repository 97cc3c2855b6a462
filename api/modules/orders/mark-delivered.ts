import { eq } from 'drizzle-orm';
import { bookedSpan, townMoment } from '../../contracts/job-windows';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { requireVendorOrder } from '../../lib/ownership';
import { hasEnded, hasLiveTickets, moveOrder } from './follow-tickets';
import { ORDER_MOVES, type OrderStatus, refusedMove } from './transitions';

const VERB = 'marked delivered';

/**
 * Work without job tickets (a photographer, a band) is completed by its vendor saying it was
 * delivered, once the booking's end (or, on old rows, its day) has passed. An order with workers' tickets completes
 * when they do, so the vendor cannot close it over their heads.
 */
export async function markDelivered(db: Db, userId: string, orderId: string, now: Date) {
  const found = await requireVendorOrder(db, userId, orderId);
  const { from } = ORDER_MOVES.markDelivered;
  if (!(from as readonly OrderStatus[]).includes(found.status))
    throw conflict(refusedMove('booking', found.status, VERB));
  if (await hasLiveTickets(db, orderId))
    throw conflict('This booking has worker jobs: it is completed when its workers complete them');
  if (!(await hasEnded(db, orderId, now))) {
    const { endsAt } = bookedSpan({ ...found, day: found.scheduledDate });
    throw conflict(`This booking ends at ${townMoment(endsAt, now)}: it can be marked delivered after that`);
  }
  const moved = await db.transaction((tx) =>
    moveOrder(tx, { orderId, move: 'markDelivered', actor: 'vendor', actorId: userId, now }),
  );
  if (!moved) {
    // Something moved it between the read and the write (a cancellation): say where it is now.
    const current = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .get();
    throw conflict(refusedMove('booking', current?.status ?? found.status, VERB));
  }
  return { id: orderId, status: moved.to };
}
