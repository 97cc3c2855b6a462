import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { ServiceCategory } from '../../contracts/enums';
import { effectiveShares, type PlanItemView, suggestedCategories } from '../../contracts/event-plan';
import type { Executor } from '../../db/client';
import { cartItems, carts, eventPlanItems, orders, services, vendors } from '../../db/schema';
import type { EventRow } from './events.service';
import { offeringVendor } from './plan-checks';

/**
 * The orders made for an event: those carrying its id, and those made from its plan's cart lines
 * (the plan item keeps the line's id, which the order keeps as cart_item_id), so a booking counts
 * for its event however the order was linked.
 */
export const ofEvent = (eventId: string): SQL =>
  sql`(${orders.eventId} = ${eventId} or ${orders.cartItemId} in (select cart_item_id from event_plan_items where event_id = ${eventId}))`;

/** Whether a live (not cancelled) booking was made for the event: its day and guests are then fixed. */
export async function hasLiveBooking(db: Executor, eventId: string): Promise<boolean> {
  return (
    (await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ofEvent(eventId), ne(orders.status, 'cancelled')))
      .limit(1)
      .get()) !== undefined
  );
}

/**
 * Each plan item with its vendor, its service as it is now, and where it stands: booked when a live
 * order came from its cart line, in the cart while that line sits in an active cart, else planned.
 * A booked item costs what its order does.
 */
export async function planRows(db: Executor, eventId: string) {
  return (
    await db
      .select({
        item: eventPlanItems,
        vendor: offeringVendor,
        service: services,
        orderId: orders.id,
        orderStatus: orders.status,
        orderCents: orders.amountCents,
        cartStatus: carts.status,
      })
      .from(eventPlanItems)
      .innerJoin(vendors, eq(vendors.id, eventPlanItems.vendorId))
      .innerJoin(services, eq(services.id, eventPlanItems.serviceId))
      .leftJoin(orders, and(eq(orders.cartItemId, eventPlanItems.cartItemId), ne(orders.status, 'cancelled')))
      .leftJoin(cartItems, eq(cartItems.id, eventPlanItems.cartItemId))
      .leftJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(eventPlanItems.eventId, eventId))
      .orderBy(asc(eventPlanItems.createdAt), asc(eventPlanItems.id))
      .all()
  ).map(({ orderId, orderCents, cartStatus, ...row }) => {
    const state: PlanItemView['state'] = orderId ? 'booked' : cartStatus === 'active' ? 'in_cart' : 'planned';
    return {
      ...row,
      state,
      orderId,
      priceCents: orderCents ?? row.item.priceCents,
    };
  });
}
export type PlanRow = Awaited<ReturnType<typeof planRows>>[number];

/**
 * The categories the event needs: the host's list, or the suggestion from its type and guests, and
 * always the categories of its planned services (a suggestion can move with the guest count; a
 * planned service keeps its budget line).
 */
export function eventCategories(
  event: Pick<EventRow, 'categories' | 'eventType' | 'guestCount'>,
  planned: readonly { category: ServiceCategory }[],
): ServiceCategory[] {
  const base = event.categories ?? suggestedCategories(event.eventType, event.guestCount);
  const extra = planned
    .map((p) => p.category)
    .filter((c, i, all) => !base.includes(c) && all.indexOf(c) === i);
  return [...base, ...extra];
}

/** The categories in use and their shares of the budget (the host's own, or the blog's split). */
export function budgetSettings(
  event: Pick<EventRow, 'categories' | 'eventType' | 'guestCount' | 'budgetShares'>,
  plan: readonly PlanRow[],
) {
  const categories = eventCategories(
    event,
    plan.map((p) => p.item),
  );
  return { categories, shares: effectiveShares(categories, event.budgetShares) };
}
