import { and, desc, eq, ne } from 'drizzle-orm';
import type { GigWorkerReview, VendorReview } from '../../contracts/applications';
import type { OrderView } from '../../contracts/checkout';
import type { Db } from '../../db/client';
import { gigWorkers, orders, payments, refunds, reviews, services, users, vendors } from '../../db/schema';
import { cancelRefundOfOrder, paymentColumns } from '../../lib/booking-facts';
import { conflict, notFound } from '../../lib/errors';
import { reviewColumns, toOrderView } from '../orders/orders.service';

export async function pendingApplications(
  db: Db,
): Promise<{ vendors: VendorReview[]; gigWorkers: GigWorkerReview[] }> {
  const vendorRows = await db
    .select({ vendor: vendors, ownerEmail: users.email })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.applicationStatus, 'pending'))
    .orderBy(desc(vendors.createdAt))
    .all();
  const workerRows = await db
    .select()
    .from(gigWorkers)
    .where(eq(gigWorkers.status, 'pending'))
    .orderBy(desc(gigWorkers.createdAt))
    .all();
  return {
    vendors: vendorRows.map(({ vendor, ownerEmail }) => toVendorReview(vendor, ownerEmail)),
    gigWorkers: workerRows.map((w) => ({
      id: w.id,
      userId: w.userId,
      firstName: w.firstName,
      lastName: w.lastName,
      email: w.email,
      phone: w.phone,
      positions: w.positions as GigWorkerReview['positions'],
      availability: w.availability as GigWorkerReview['availability'],
      hasTransportation: w.hasTransportation,
      experience: w.experience,
      status: w.status,
      createdAt: w.createdAt,
    })),
  };
}

export async function allVendors(db: Db): Promise<VendorReview[]> {
  return (
    await db
      .select({ vendor: vendors, ownerEmail: users.email })
      .from(vendors)
      .leftJoin(users, eq(users.id, vendors.userId))
      .where(ne(vendors.applicationStatus, 'pending'))
      .orderBy(vendors.businessName)
      .all()
  ).map(({ vendor, ownerEmail }) => toVendorReview(vendor, ownerEmail));
}

function toVendorReview(v: typeof vendors.$inferSelect, ownerEmail: string | null): VendorReview {
  return {
    id: v.id,
    userId: v.userId,
    ownerEmail,
    businessName: v.businessName,
    businessType: v.businessType,
    description: v.description,
    address: v.address,
    phone: v.phone,
    email: v.email,
    website: v.website,
    plan: v.plan,
    experience: v.experience,
    hasLicense: v.hasLicense,
    hasInsurance: v.hasInsurance,
    hasCertifications: v.hasCertifications,
    cuisineType: v.metadata.cuisineType ?? null,
    applicationStatus: v.applicationStatus,
    isActive: v.isActive,
    isVerified: v.isVerified,
    decisionNote: v.decisionNote,
    decidedAt: v.decidedAt,
    suspendedReason: v.suspendedReason,
    createdAt: v.createdAt,
  };
}

/** What an admin decided: approve, or reject with the reason the applicant is shown. */
export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approving a vendor puts it in the directory and makes its owner a vendor (an admin stays admin;
 * an approved gig worker keeps the job board, see lib/capabilities); rejecting keeps it out and
 * keeps the reason for the applicant. A decision already taken answers 409: the UPDATE names the
 * pending state, so two admins deciding at once cannot both win.
 */
export function decideVendor(db: Db, vendorId: string, decision: Decision, now: Date) {
  return db.transaction(async (tx) => {
    const vendor = await tx.select().from(vendors).where(eq(vendors.id, vendorId)).get();
    if (!vendor) throw notFound('Vendor not found');
    const stamp = now.toISOString();
    const status = decision.approve ? 'approved' : 'rejected';
    const decided = await tx
      .update(vendors)
      .set({
        applicationStatus: status,
        isActive: decision.approve,
        decisionNote: decision.approve ? null : decision.reason,
        decidedAt: stamp,
        updatedAt: stamp,
      })
      .where(and(eq(vendors.id, vendorId), eq(vendors.applicationStatus, 'pending')))
      .returning({ id: vendors.id })
      .get();
    if (!decided) throw conflict(`This application was already ${vendor.applicationStatus}`);
    if (decision.approve && vendor.userId) {
      await tx
        .update(users)
        .set({ role: 'vendor', subscriptionTier: vendor.plan, updatedAt: stamp })
        .where(and(eq(users.id, vendor.userId), ne(users.role, 'admin')))
        .run();
    }
    return { id: vendorId, applicationStatus: status, isActive: decision.approve };
  });
}

export async function setVerified(db: Db, vendorId: string, verified: boolean, now: Date) {
  const row = await db
    .update(vendors)
    .set({ isVerified: verified, updatedAt: now.toISOString() })
    .where(eq(vendors.id, vendorId))
    .returning({ id: vendors.id, isVerified: vendors.isVerified })
    .get();
  if (!row) throw notFound('Vendor not found');
  return row;
}

/**
 * Approving a gig worker lets them take jobs. A customer becomes a worker; a vendor stays a vendor
 * and an admin stays admin, since what they may open follows what they hold (lib/capabilities).
 * Rejecting keeps the reason for the applicant.
 */
export function decideGigWorker(db: Db, workerId: string, decision: Decision, now: Date) {
  return db.transaction(async (tx) => {
    const worker = await tx.select().from(gigWorkers).where(eq(gigWorkers.id, workerId)).get();
    if (!worker) throw notFound('Application not found');
    const stamp = now.toISOString();
    const status = decision.approve ? 'approved' : 'rejected';
    const decided = await tx
      .update(gigWorkers)
      .set({
        status,
        decisionNote: decision.approve ? null : decision.reason,
        decidedAt: stamp,
        updatedAt: stamp,
      })
      .where(and(eq(gigWorkers.id, workerId), eq(gigWorkers.status, 'pending')))
      .returning({ id: gigWorkers.id })
      .get();
    if (!decided) throw conflict(`This application was already ${worker.status}`);
    if (decision.approve) {
      await tx
        .update(users)
        .set({ role: 'worker', updatedAt: stamp })
        .where(and(eq(users.id, worker.userId), eq(users.role, 'customer')))
        .run();
    }
    return { id: workerId, status };
  });
}

export async function recentOrders(db: Db, limit = 50): Promise<(OrderView & { customerEmail: string })[]> {
  return (
    await db
      .select({
        order: orders,
        vendorName: vendors.businessName,
        serviceName: services.name,
        priceUnit: services.priceUnit,
        customerEmail: users.email,
        refund: { amountCents: refunds.amountCents, status: refunds.status },
        review: reviewColumns,
        payment: paymentColumns,
      })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(users, eq(users.id, orders.customerId))
      .leftJoin(services, eq(services.id, orders.serviceId))
      .leftJoin(payments, eq(payments.id, orders.paymentId))
      .leftJoin(refunds, cancelRefundOfOrder)
      .leftJoin(reviews, eq(reviews.orderId, orders.id))
      .orderBy(desc(orders.createdAt))
      .limit(limit)
      .all()
  ).map(({ order, vendorName, serviceName, priceUnit, customerEmail, refund, review, payment }) => ({
    ...toOrderView(order, vendorName, serviceName, refund, review, priceUnit, payment),
    customerEmail,
  }));
}
