import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { bookingSpan } from '../../contracts/booking-times';
import type { CheckoutResult } from '../../contracts/checkout';
import type { ServiceCategory } from '../../contracts/enums';
import { feeCents } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Executor, Tx } from '../../db/client';
import {
  cartItems,
  carts,
  jobTickets,
  orders,
  paymentItems,
  payments,
  refunds,
  services,
  vendors,
} from '../../db/schema';
import { postCharge } from '../../ledger/order-books';
import { bookingFacts, cancelRefundOfOrder, paymentColumns } from '../../lib/booking-facts';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { feeRateBpsFor } from '../../lib/plan-in-force';
import { isFullFor } from '../availability/day-capacity';
import { releaseHolds } from '../availability/holds';
import { activeCartId, refreshTotal } from '../cart/cart.service';
import { syncEvent } from '../events/event-sync';
import { markOfferBooked, OFFER_GONE, offerStillOpen } from '../offers/book-offer';
import { cancelInTx } from '../orders/cancel-order';
import { dispatchTickets } from '../orders/dispatch-tickets';
import { recordStatusChange } from '../orders/order-history';
import { bookedWhat } from '../orders/orders.service';
import { respondByOf } from '../orders/respond-by';
import { tellOfPayment } from './paid-notices';

const ORDER_TYPE = { catering: 'catering', delivery: 'delivery' } as const;
const orderType = (category: ServiceCategory | null) =>
  category === 'catering' || category === 'delivery' ? ORDER_TYPE[category] : 'event_service';

/** Told to the customer on a booking whose day filled while they paid. */
export const DAY_TAKEN =
  "The vendor's day was booked by someone else while you were paying. You have been refunded in full.";

/**
 * What fulfilment did: the result, job tickets to announce, and refunds (lines whose day was taken
 * while the customer paid) that the caller settles with the provider once the transaction committed.
 */
export type Fulfilment = { result: CheckoutResult; newTicketIds: string[]; refundIds: string[] };

/** What a fulfilled payment made, and how much of the customer's shopping still waits in the cart. */
export async function resultOf(
  db: Executor,
  paymentId: string,
  cartId: string,
  customerId: string,
): Promise<CheckoutResult> {
  const rows = (
    await db
      .select({
        order: orders,
        vendorName: vendors.businessName,
        serviceName: services.name,
        refundCents: refunds.amountCents,
        refundStatus: refunds.status,
        payment: paymentColumns,
      })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .leftJoin(services, eq(services.id, orders.serviceId))
      .leftJoin(refunds, cancelRefundOfOrder)
      .where(eq(orders.paymentId, paymentId))
      .orderBy(orders.scheduledDate, orders.id)
      .all()
  ).map(({ order, ...about }) => ({ ...order, ...about }));
  const tickets = rows.length
    ? (
        await db
          .select({ id: jobTickets.id })
          .from(jobTickets)
          .where(
            inArray(
              jobTickets.orderId,
              rows.map((r) => r.id),
            ),
          )
          .all()
      ).length
    : 0;
  const stillInCart = (
    await db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.cartId, await activeCartId(db, customerId)))
      .all()
  ).length;
  return {
    cartId,
    orderIds: rows.map((r) => r.id),
    orders: rows.map((r) => ({
      id: r.id,
      vendorName: r.vendorName,
      serviceName: bookedWhat(r, r.serviceName),
      amount: centsToDecimal(r.amountCents),
      scheduledDate: r.scheduledDate,
      ...bookingFacts(r, r.payment, r.refundStatus),
    })),
    jobTicketCount: tickets,
    amount: centsToDecimal(rows.reduce((sum, r) => sum + r.amountCents, 0)),
    stillInCart,
    refunded: rows
      .filter((r) => r.status === 'cancelled')
      .map((r) => ({
        orderId: r.id,
        itemName: (r.metadata as { itemName?: string }).itemName ?? 'Booking',
        date: r.scheduledDate,
        amount: centsToDecimal(r.refundCents ?? 0),
        reason: r.cancellationReason,
      })),
  };
}

/** The fulfilled payment of a checked-out cart (at most one: fulfilment checks the cart out). */
export function fulfilledPaymentOf(db: Executor, cartId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), eq(payments.status, 'fulfilled')))
    .get();
}

/**
 * Turns a paid payment into orders and job tickets: exactly the lines it covered when it started,
 * whatever the cart holds now. One transaction, exactly once: the payment leaves 'open' inside it
 * and orders.cart_item_id is unique, so a second caller (the webhook racing the browser, a reload,
 * a retry) finds the work done and gets the same answer. Lines added to the cart after the payment
 * started move to the customer's new cart. `alsoInTransaction` commits with it or not at all (the
 * webhook records its event id there). Returns the ids of the job tickets it created.
 */
export async function fulfilPayment(
  db: Db,
  paymentId: string,
  now: Date,
  alsoInTransaction?: (tx: Tx) => unknown,
): Promise<Fulfilment> {
  return await db.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    const payment = await tx.select().from(payments).where(eq(payments.id, paymentId)).get();
    if (!payment) throw conflict('No such payment');
    const done = () => resultOf(tx, payment.id, payment.cartId, payment.customerId);
    if (payment.status === 'fulfilled') return { result: await done(), newTicketIds: [], refundIds: [] };
    if (payment.status !== 'open') throw conflict('This payment was replaced by a newer one');

    const lines = await tx
      .select({ line: paymentItems, category: services.category, policy: vendors.cancellationPolicy })
      .from(paymentItems)
      .innerJoin(vendors, eq(vendors.id, paymentItems.vendorId))
      .leftJoin(services, eq(services.id, paymentItems.serviceId))
      .where(eq(paymentItems.paymentId, payment.id))
      .all();
    const covered = lines.reduce((sum, { line }) => sum + line.priceCents * line.quantity, 0);
    // Never an order without its charge: a copy that does not add up to what was charged fulfils nothing.
    if (lines.length === 0 || covered !== payment.amountCents)
      throw conflict('This payment does not match what it covers. Please contact us so we can sort it out.');

    const stamp = now.toISOString();
    // A hold: nothing is charged until no request of it waits for its vendor (settle-hold.ts).
    const held = payment.provider !== 'none' && payment.captureMethod === 'manual';
    if (held)
      await tx
        .update(payments)
        .set({ holdStatus: 'held', updatedAt: stamp })
        .where(eq(payments.id, payment.id))
        .run();
    const newTicketIds: string[] = [];
    const refundIds: string[] = [];
    for (const { line, category, policy } of lines) {
      const orderId = newId();
      // The hold ran out and someone else took the vendor's day meanwhile: the money was taken, so
      // the order is made to carry the refund, and cancelled at once (no ticket for a worker).
      const dayTaken =
        line.selectedDate !== null &&
        (await isFullFor(tx, {
          vendorId: line.vendorId,
          day: line.selectedDate,
          customerId: payment.customerId,
          now,
        }));
      // An offer withdrawn or closed after the payment started (the day hold ran out first):
      // refunded like a taken day. Otherwise the order carries the offer, which becomes booked.
      const offerGone = line.offerId !== null && !(await offerStillOpen(tx, line.offerId));
      const bookedOffer = line.offerId !== null && !dayTaken && !offerGone ? line.offerId : null;
      if (bookedOffer) await markOfferBooked(tx, bookedOffer, now);
      const amountCents = line.priceCents * line.quantity;
      // The fee of the vendor's plan in force now, when the customer pays: a later change of plan
      // does not move it.
      const feeRateBps = await feeRateBpsFor(tx, line.vendorId, now);
      const span = line.selectedDate ? bookingSpan(line.selectedDate, line.selectedTime, line.endTime) : null;
      // Instant: paying confirms it. A request waits for the vendor's answer until respondBy.
      const request = line.bookingMode === 'request';
      const order = await tx
        .insert(orders)
        .values({
          id: orderId,
          offerId: bookedOffer,
          eventId: line.eventId,
          customerId: payment.customerId,
          vendorId: line.vendorId,
          serviceId: line.serviceId,
          cartItemId: line.cartItemId,
          paymentId: payment.id,
          type: orderType(category),
          amountCents,
          feeRateBps,
          feeCents: feeCents(amountCents, feeRateBps),
          notes: line.notes,
          scheduledDate: line.selectedDate,
          ...span,
          status: request ? 'pending' : 'accepted',
          bookingMode: line.bookingMode,
          // The vendor's policy when paid, frozen: a later change of policy never touches this booking.
          cancellationPolicy: policy,
          respondBy: request ? respondByOf(now, span?.startsAt ?? null) : null,
          deliveryAddress: line.eventAddress,
          contactPhone: payment.contactPhone,
          metadata: {
            itemName: line.itemName,
            selectedTime: line.selectedTime,
            endTime: line.endTime,
            guestCount: line.guestCount,
          },
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning()
        .get();
      if (!request)
        await recordStatusChange(tx, {
          orderId,
          from: null,
          to: 'accepted',
          actor: 'system',
          actorId: null,
          now,
        });
      // A $0 checkout asked no provider, and a hold took nothing yet: no charge to post.
      if (payment.provider !== 'none' && !held)
        await postCharge(tx, { id: orderId, amountCents }, payment.id, now);
      if (dayTaken || offerGone) {
        const { refundId } = await cancelInTx(tx, {
          orderId,
          move: 'systemCancel',
          actor: 'system',
          actorId: null,
          reason: dayTaken ? DAY_TAKEN : OFFER_GONE,
          refundCents: (order) => order.amountCents,
          now,
        });
        if (refundId) refundIds.push(refundId);
        continue;
      }
      if (!request) newTicketIds.push(...(await dispatchTickets(tx, order, now)));
    }

    // The planned events these bookings were for: their totals and status follow now.
    for (const eventId of new Set(lines.flatMap(({ line }) => (line.eventId ? [line.eventId] : []))))
      await syncEvent(tx, eventId, now);
    await tx
      .update(payments)
      .set({ status: 'fulfilled', updatedAt: stamp })
      .where(eq(payments.id, payment.id))
      .run();
    // Its orders hold the days now.
    await releaseHolds(tx, payment.id);
    await tx
      .update(carts)
      .set({ status: 'checked_out', updatedAt: stamp })
      .where(and(eq(carts.id, payment.cartId), eq(carts.status, 'active')))
      .run();
    const nextCartId = await activeCartId(tx, payment.customerId);
    await tx
      .update(cartItems)
      .set({ cartId: nextCartId })
      .where(
        and(
          eq(cartItems.cartId, payment.cartId),
          notInArray(
            cartItems.id,
            lines.map(({ line }) => line.cartItemId),
          ),
        ),
      )
      .run();
    await refreshTotal(tx, payment.cartId);
    await refreshTotal(tx, nextCartId);
    await tellOfPayment(tx, held ? { ...payment, holdStatus: 'held' } : payment, newTicketIds, now);
    return { result: await done(), newTicketIds, refundIds };
  });
}
