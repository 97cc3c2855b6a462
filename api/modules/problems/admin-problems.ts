import { desc, eq, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../contracts/money';
import type { AdminProblem } from '../../contracts/problems';
import type { Db } from '../../db/client';
import { orders, problemReports, services, users, vendors } from '../../db/schema';
import { mapInOrder } from '../../lib/in-order';
import { toProblemView } from '../../lib/problem-view';
import { bookedWhat } from '../orders/orders.service';
import { paidAndRefundable } from './problem-money';

const SHOWN = 200;

/** The admin's list: open reports first, newest first within each. */
export async function adminProblems(db: Db): Promise<AdminProblem[]> {
  const rows = await db
    .select({
      report: problemReports,
      order: orders,
      serviceName: services.name,
      vendorName: vendors.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(problemReports)
    .innerJoin(orders, eq(orders.id, problemReports.orderId))
    .innerJoin(vendors, eq(vendors.id, problemReports.vendorId))
    .innerJoin(users, eq(users.id, problemReports.customerId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .orderBy(sql`${problemReports.status} = 'open' desc`, desc(problemReports.createdAt))
    .limit(SHOWN)
    .all();
  return mapInOrder(rows, async (row) => {
    const { paid, refundable } = await paidAndRefundable(db, row.order.id);
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return {
      ...toProblemView(row.report),
      customerName: name || row.username,
      vendorName: row.vendorName,
      bookingName: bookedWhat(row.order, row.serviceName) ?? 'Booking',
      amountPaid: centsToDecimal(paid),
      refundable: centsToDecimal(refundable),
    };
  });
}
