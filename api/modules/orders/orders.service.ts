import { desc, eq } from 'drizzle-orm';
import type { OrderView } from '../../contracts/checkout';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { orders, services, vendors } from '../../db/schema';

/** A customer's bookings, newest first, with what "My bookings" shows. */
export function customerOrders(db: Db, customerId: string): OrderView[] {
  return db
    .select({ order: orders, vendorName: vendors.businessName, serviceName: services.name })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.scheduledDate))
    .all()
    .map(({ order, vendorName, serviceName }) => toOrderView(order, vendorName, serviceName));
}

export function toOrderView(
  order: typeof orders.$inferSelect,
  vendorName: string,
  serviceName: string | null,
): OrderView {
  const meta = order.metadata as { selectedTime?: string | null; guestCount?: number | null };
  return {
    id: order.id,
    vendorId: order.vendorId,
    vendorName,
    serviceName,
    type: order.type,
    status: order.status,
    amount: centsToDecimal(order.amountCents),
    scheduledDate: order.scheduledDate,
    scheduledTime: meta.selectedTime ?? null,
    guestCount: meta.guestCount ?? null,
    createdAt: order.createdAt,
  };
}
