import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimal, decimalToCents } from '../../contracts/money';
import type { OwnServiceView, ServiceInput, VendorBookingView } from '../../contracts/vendor-dashboard';
import type { Db } from '../../db/client';
import { orders, refunds, type Service, services, users, vendors } from '../../db/schema';
import { bookingMoney, bookingMoneyColumns } from '../../ledger/booking-money';
import { cancelRefundOfOrder } from '../../lib/booking-facts';
import { badRequest, conflict } from '../../lib/errors';
import { fieldWorkOf } from '../../lib/field-work-view';
import { newId } from '../../lib/ids';
import { ownedVendorIds, requireOwnService, requireOwnVendor, requireVendorOrder } from '../../lib/ownership';
import type { Payments } from '../../payments';
import { syncEventOfOrder } from '../events/event-sync';
import { assignedWorkersOf } from '../jobs/assigned-workers';
import { changesWaitingForVendors } from '../orders/booking-change-view';
import { cancelOrder } from '../orders/cancel-order';
import { dispatchTickets } from '../orders/dispatch-tickets';
import { recordStatusChange } from '../orders/order-history';
import { tellOfAcceptance } from '../orders/order-notices';
import { bookedWhat, toRefundView } from '../orders/orders.service';
import { settleHold } from '../orders/settle-hold';
import { ORDER_MOVES, refusedMove } from '../orders/transitions';
import { toServiceView } from '../vendors/vendors.service';

/** The businesses this user owns (any application status), for the dashboard's header and forms. */
export function ownedVendors(db: Db, userId: string) {
  return db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      businessType: vendors.businessType,
      applicationStatus: vendors.applicationStatus,
      isActive: vendors.isActive,
      plan: vendors.plan,
      // The admin's words: why an application was turned down, or why a listing was taken down.
      decisionNote: vendors.decisionNote,
      suspendedReason: vendors.suspendedReason,
    })
    .from(vendors)
    .where(eq(vendors.userId, userId))
    .orderBy(asc(vendors.businessName))
    .all();
}

export async function vendorBookings(db: Db, userId: string): Promise<VendorBookingView[]> {
  const mine = await ownedVendorIds(db, userId);
  if (mine.length === 0) return [];
  const waitingChanges = await changesWaitingForVendors(db, mine);
  const rows = await db
    .select({
      order: orders,
      vendorName: vendors.businessName,
      serviceName: services.name,
      customer: users,
      // Workers complete such an order through their tickets; the vendor marks the others delivered.
      hasJobs: sql<number>`exists (select 1 from job_tickets t where t.order_id = ${orders.id} and t.status != 'cancelled')`,
      refundCents: refunds.amountCents,
      refundStatus: refunds.status,
      ...bookingMoneyColumns,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(refunds, cancelRefundOfOrder)
    .where(inArray(orders.vendorId, mine))
    .orderBy(asc(orders.scheduledDate), desc(orders.createdAt))
    .all();
  const orderIds = rows.map((r) => r.order.id);
  const workers = await assignedWorkersOf(db, orderIds);
  const work = await fieldWorkOf(db, orderIds, true);
  return rows.map(
    ({ order, vendorName, serviceName, customer, hasJobs, refundCents, refundStatus, ...posted }) => {
      const meta = order.metadata as {
        selectedTime?: string | null;
        endTime?: string | null;
        guestCount?: number | null;
      };
      return {
        id: order.id,
        vendorId: order.vendorId,
        vendorName,
        customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.username,
        serviceName: bookedWhat(order, serviceName),
        scheduledDate: order.scheduledDate,
        scheduledTime: meta.selectedTime ?? null,
        endTime: meta.endTime ?? null,
        guestCount: meta.guestCount ?? null,
        amount: centsToDecimal(order.amountCents),
        status: order.status,
        notes: order.notes,
        eventAddress: order.deliveryAddress,
        contactPhone: order.contactPhone,
        hasJobs: Boolean(hasJobs),
        refund:
          refundCents !== null && refundStatus !== null
            ? toRefundView({ amountCents: refundCents, status: refundStatus })
            : null,
        cancellationReason: order.cancellationReason,
        money: bookingMoney(order, posted),
        createdAt: order.createdAt,
        change: waitingChanges.get(order.id) ?? null,
        worker: workers.get(order.id) ?? null,
        fieldWork: work.get(order.id) ?? null,
      };
    },
  );
}

/**
 * A vendor takes a pending request: it is confirmed, its job tickets go out, and once no other
 * booking of its payment waits, the hold is captured (settle-hold.ts). The move is one conditional
 * UPDATE, so a double click or the request expiring at that moment ends with one outcome.
 */
export async function acceptBooking(
  deps: { db: Db; pay: Payments; onJobsDispatched?: (ticketIds: string[]) => unknown },
  userId: string,
  orderId: string,
  now: Date,
) {
  const current = await requireVendorOrder(deps.db, userId, orderId);
  const { from, to } = ORDER_MOVES.accept;
  const ticketIds = await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ status: to, updatedAt: now.toISOString() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
      .returning()
      .get();
    if (!moved) throw conflict(refusedMove('booking', current.status, 'accepted'));
    await recordStatusChange(tx, {
      orderId,
      from: current.status,
      to,
      actor: 'vendor',
      actorId: userId,
      now,
    });
    await tellOfAcceptance(tx, current, now);
    // Its event may be confirmed now that this booking is.
    await syncEventOfOrder(tx, current, now);
    return dispatchTickets(tx, moved, now);
  });
  await deps.onJobsDispatched?.(ticketIds);
  await settleHold(deps, current.paymentId, now);
  return { id: orderId, status: to };
}

/**
 * A vendor declines a pending booking or cancels an accepted one: either way the customer gets all
 * of their money back, automatically, and reads the vendor's reason.
 */
export async function withdrawBooking(
  deps: { db: Db; pay: Payments },
  userId: string,
  orderId: string,
  move: 'decline' | 'vendorCancel',
  reason: string | null,
  now: Date,
) {
  await requireVendorOrder(deps.db, userId, orderId);
  const { status, refundAmount } = await cancelOrder(deps, {
    orderId,
    move,
    actor: 'vendor',
    actorId: userId,
    reason:
      reason ||
      (move === 'decline' ? 'The vendor declined the booking.' : 'The vendor cancelled the booking.'),
    refundCents: (order) => order.amountCents,
    now,
  });
  return { id: orderId, status, refundAmount };
}

export async function vendorServices(db: Db, userId: string): Promise<OwnServiceView[]> {
  const mine = await ownedVendorIds(db, userId);
  if (mine.length === 0) return [];
  return (
    await db.select().from(services).where(inArray(services.vendorId, mine)).orderBy(asc(services.name)).all()
  ).map(ownServiceView);
}

const columnsOf = (input: ServiceInput) => {
  const basePriceCents = decimalToCents(input.price);
  if (basePriceCents === null) throw badRequest('Price must look like 125 or 18.50');
  return {
    name: input.name,
    description: input.description || null,
    category: input.category,
    basePriceCents,
    priceUnit: input.priceUnit,
    minGuests: input.minGuests ?? null,
    maxGuests: input.maxGuests ?? null,
    duration: input.duration || null,
    isActive: input.isActive,
    bookingMode: input.bookingMode,
    leadHours: input.leadHours,
    minHours: input.priceUnit === 'per hour' ? input.minHours : null,
  };
};

/** A service as its vendor edits it: the public view and the settings only the vendor sees. */
const ownServiceView = (row: Service): OwnServiceView => ({
  ...toServiceView(row),
  isActive: row.isActive,
  bookingMode: row.bookingMode,
  leadHours: row.leadHours,
  minHours: row.minHours,
});

export async function addService(db: Db, userId: string, input: ServiceInput) {
  await requireOwnVendor(db, userId, input.vendorId);
  const row = await db
    .insert(services)
    .values({ id: newId(), vendorId: input.vendorId, ...columnsOf(input) })
    .returning()
    .get();
  return ownServiceView(row);
}

export async function editService(db: Db, userId: string, serviceId: string, input: ServiceInput, now: Date) {
  const existing = await requireOwnService(db, userId, serviceId);
  if (input.vendorId !== existing.vendorId) throw badRequest('A service cannot move to another vendor');
  const row = await db
    .update(services)
    .set({ ...columnsOf(input), updatedAt: now.toISOString() })
    .where(eq(services.id, serviceId))
    .returning()
    .get();
  return ownServiceView(row);
}

/** Deactivating keeps the row (orders point at it) but takes it off the vendor's page. */
export async function deactivateService(db: Db, userId: string, serviceId: string, now: Date) {
  await requireOwnService(db, userId, serviceId);
  await db
    .update(services)
    .set({ isActive: false, updatedAt: now.toISOString() })
    .where(eq(services.id, serviceId))
    .run();
  return { id: serviceId, isActive: false };
}
