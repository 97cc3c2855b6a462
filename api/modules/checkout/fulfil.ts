import { and, eq, inArray } from 'drizzle-orm';
import type { CheckoutResult } from '../../contracts/checkout';
import type { ServiceCategory } from '../../contracts/enums';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Executor, Tx } from '../../db/client';
import { cartItems, carts, jobTickets, orders, services, vendors } from '../../db/schema';
import { newId } from '../../lib/ids';
import { CATEGORIES_NEEDING_WORKERS, workerPayCents } from './worker-pay';

const ORDER_TYPE = { catering: 'catering', delivery: 'delivery' } as const;
const orderType = (category: ServiceCategory | null) =>
  category === 'catering' || category === 'delivery' ? ORDER_TYPE[category] : 'event_service';

export function resultOf(db: Executor, cartId: string): CheckoutResult {
  const rows = db
    .select({ id: orders.id, amount: orders.amount })
    .from(orders)
    .innerJoin(cartItems, eq(cartItems.id, orders.cartItemId))
    .where(eq(cartItems.cartId, cartId))
    .all();
  const tickets = rows.length
    ? db
        .select({ id: jobTickets.id })
        .from(jobTickets)
        .where(
          inArray(
            jobTickets.orderId,
            rows.map((r) => r.id),
          ),
        )
        .all().length
    : 0;
  return {
    cartId,
    orderIds: rows.map((r) => r.id),
    jobTicketCount: tickets,
    amount: centsToDecimal(rows.reduce((sum, r) => sum + r.amount, 0)),
  };
}

/**
 * Turns a paid cart into orders and job tickets, in one transaction and exactly once: the cart leaves
 * 'active' inside the same transaction, and orders.cart_item_id is unique, so a second caller (the
 * webhook racing the browser, a reload, a retry) finds the work done and gets the same answer.
 * Returns the ids of the job tickets it created (none when it had already been done).
 * `alsoInTransaction` commits with it or not at all (the webhook records its event id there).
 */
export function fulfilCart(
  db: Db,
  cartId: string,
  now: Date,
  alsoInTransaction?: (tx: Tx) => void,
): { result: CheckoutResult; newTicketIds: string[] } {
  return db.transaction((tx) => {
    alsoInTransaction?.(tx);
    const cart = tx.select().from(carts).where(eq(carts.id, cartId)).get();
    if (cart?.status !== 'active') return { result: resultOf(tx, cartId), newTicketIds: [] };
    const items = tx
      .select({ item: cartItems, category: services.category, vendor: vendors })
      .from(cartItems)
      .innerJoin(vendors, eq(vendors.id, cartItems.vendorId))
      .leftJoin(services, eq(services.id, cartItems.serviceId))
      .where(eq(cartItems.cartId, cartId))
      .all();

    const stamp = now.toISOString();
    const newTicketIds: string[] = [];
    for (const { item, category, vendor } of items) {
      const orderId = newId();
      tx.insert(orders)
        .values({
          id: orderId,
          customerId: cart.customerId,
          vendorId: item.vendorId,
          serviceId: item.serviceId,
          cartItemId: item.id,
          type: orderType(category),
          amount: item.price * item.quantity,
          notes: item.notes,
          scheduledDate: item.selectedDate,
          metadata: { itemName: item.itemName, selectedTime: item.selectedTime, guestCount: item.guestCount },
          createdAt: stamp,
          updatedAt: stamp,
        })
        .run();
      if (category && CATEGORIES_NEEDING_WORKERS.includes(category)) {
        const ticketId = newId();
        tx.insert(jobTickets)
          .values({
            id: ticketId,
            orderId,
            vendorId: item.vendorId,
            customerId: cart.customerId,
            serviceId: item.serviceId,
            scheduledDate: item.selectedDate,
            scheduledTime: item.selectedTime,
            guestCount: item.guestCount,
            // Where the worker starts: the vendor, whose address is known (the booking has no venue yet).
            location: [vendor.businessName, vendor.address, vendor.city].filter(Boolean).join(', '),
            customerNotes: item.notes,
            amount: workerPayCents(category, item.guestCount),
            createdAt: stamp,
            updatedAt: stamp,
          })
          .run();
        newTicketIds.push(ticketId);
      }
    }
    tx.update(carts)
      .set({ status: 'checked_out', updatedAt: stamp })
      .where(and(eq(carts.id, cartId), eq(carts.status, 'active')))
      .run();
    tx.insert(carts)
      .values({ id: newId(), customerId: cart.customerId, createdAt: stamp, updatedAt: stamp })
      .run();
    return { result: resultOf(tx, cartId), newTicketIds };
  });
}
