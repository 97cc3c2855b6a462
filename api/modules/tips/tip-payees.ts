import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PayeeKind } from '../../contracts/enums';
import type { Executor } from '../../db/client';
import { jobTickets, type orders, users, vendors } from '../../db/schema';

type Order = typeof orders.$inferSelect;
export type Payee = { kind: PayeeKind; id: string; name: string };

/**
 * Who a tip of this booking goes to: its vendor, or the worker who completed its job (the first to
 * complete one, when several workers did: one worker tip per booking). Null when there is no such
 * person (no worker did the job).
 */
export async function payeeOf(db: Executor, order: Order, kind: PayeeKind): Promise<Payee | null> {
  if (kind === 'vendor') {
    const vendor = await db
      .select({ name: vendors.businessName })
      .from(vendors)
      .where(eq(vendors.id, order.vendorId))
      .get();
    return vendor ? { kind, id: order.vendorId, name: vendor.name } : null;
  }
  const worker = await db
    .select({ id: users.id, firstName: users.firstName, username: users.username })
    .from(jobTickets)
    .innerJoin(users, eq(users.id, jobTickets.assignedWorkerId))
    .where(
      and(
        eq(jobTickets.orderId, order.id),
        eq(jobTickets.status, 'completed'),
        isNotNull(jobTickets.assignedWorkerId),
      ),
    )
    .orderBy(asc(jobTickets.updatedAt))
    .get();
  return worker ? { kind, id: worker.id, name: worker.firstName ?? worker.username } : null;
}
