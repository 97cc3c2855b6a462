import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { planInvoices, planSubscriptions, vendors } from '../../db/schema';

/** Whether this embedded intent pays a plan invoice of one of the user's businesses (the card form's check). */
export function ownsPlanIntent(db: Executor, intentId: string, userId: string): boolean {
  const row = db
    .select({ id: planInvoices.id })
    .from(planInvoices)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planInvoices.subscriptionId))
    .innerJoin(vendors, eq(vendors.id, planSubscriptions.vendorId))
    .where(and(eq(planInvoices.intentId, intentId), eq(vendors.userId, userId)))
    .get();
  return row !== undefined;
}
