import { and, eq, inArray } from 'drizzle-orm';
import type { SuspendResult } from '../../contracts/admin';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { orders, vendors } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { mapInOrder } from '../../lib/in-order';
import type { Payments } from '../../payments';
import { cancelInTx } from '../orders/cancel-order';
import { settleRefunds } from '../orders/refunds';
import { settleHold } from '../orders/settle-hold';
import { ORDER_MOVES } from '../orders/transitions';

/**
 * What a customer whose booking was cancelled this way reads. The admin's own reason is for the
 * vendor (it may name a complaint or an inspection): the customer needs to know the money is back.
 */
export const SUSPENDED_BOOKING_REASON =
  'This vendor is no longer taking bookings through Broken Bow Events, so your booking was cancelled and refunded in full.';

/**
 * Takes an approved vendor out of the directory with the admin's reason and cancels its open bookings
 * (pending and accepted) with a full refund, all in one transaction: a booking is either still open
 * with the vendor listed, or cancelled with its refund recorded. The provider is asked after the
 * commit, one refund row per order, so a retry or a second suspension refunds nothing twice.
 */
export async function suspendVendor(
  deps: { db: Db; pay: Payments },
  input: { vendorId: string; adminId: string; reason: string; now: Date },
): Promise<SuspendResult> {
  const { vendorId, adminId, reason, now } = input;
  const stamp = now.toISOString();
  const { cancelled, paymentIds, refundIds, refundedCents } = await deps.db.transaction(async (tx) => {
    const vendor = await tx.select().from(vendors).where(eq(vendors.id, vendorId)).get();
    if (!vendor) throw notFound('Vendor not found');
    const suspended = await tx
      .update(vendors)
      .set({ isActive: false, suspendedReason: reason, updatedAt: stamp })
      .where(
        and(eq(vendors.id, vendorId), eq(vendors.applicationStatus, 'approved'), eq(vendors.isActive, true)),
      )
      .returning({ id: vendors.id })
      .get();
    if (!suspended) {
      throw conflict(
        vendor.applicationStatus === 'approved'
          ? 'This vendor is already suspended'
          : `Only an approved vendor can be suspended; this application is ${vendor.applicationStatus}`,
      );
    }
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.vendorId, vendorId), inArray(orders.status, [...ORDER_MOVES.systemCancel.from])))
      .all();
    const results = await mapInOrder(open, ({ id }) =>
      cancelInTx(tx, {
        orderId: id,
        move: 'systemCancel',
        actor: 'system',
        actorId: adminId,
        reason: SUSPENDED_BOOKING_REASON,
        refundCents: (order) => order.amountCents,
        now,
      }),
    );
    return {
      cancelled: results.length,
      paymentIds: [...new Set(results.flatMap((r) => (r.order.paymentId ? [r.order.paymentId] : [])))],
      refundIds: results.flatMap((r) => (r.refundId ? [r.refundId] : [])),
      refundedCents: results.reduce((sum, r) => sum + r.refundCents, 0),
    };
  });
  await settleRefunds(deps, refundIds);
  // Held payments whose requests were all cancelled are released (or captured for what remains).
  for (const paymentId of paymentIds) await settleHold(deps, paymentId, now);
  return {
    id: vendorId,
    isActive: false,
    suspendedReason: reason,
    cancelledOrders: cancelled,
    refunded: centsToDecimal(refundedCents),
  };
}

/** Lists a suspended vendor again. Its cancelled bookings stay cancelled: their money went back. */
export async function reinstateVendor(db: Db, vendorId: string, now: Date) {
  const vendor = await db.select().from(vendors).where(eq(vendors.id, vendorId)).get();
  if (!vendor) throw notFound('Vendor not found');
  const row = await db
    .update(vendors)
    .set({ isActive: true, suspendedReason: null, updatedAt: now.toISOString() })
    .where(
      and(eq(vendors.id, vendorId), eq(vendors.applicationStatus, 'approved'), eq(vendors.isActive, false)),
    )
    .returning({ id: vendors.id, isActive: vendors.isActive })
    .get();
  if (!row) {
    throw conflict(
      vendor.applicationStatus === 'approved'
        ? 'This vendor is listed already'
        : `Only an approved vendor can be listed; this application is ${vendor.applicationStatus}`,
    );
  }
  return row;
}
