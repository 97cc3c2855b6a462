import { and, desc, eq } from 'drizzle-orm';
import type { MyVendorApplication, VendorApplication } from '../../contracts/applications';
import type { Db } from '../../db/client';
import { vendors } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';

/**
 * A vendor application: the business is created inactive, owned by the applicant, with the plan
 * chosen, and appears in the directory once an admin approves it. A replayed id returns it unchanged.
 */
export async function applyAsVendor(db: Db, userId: string, input: VendorApplication) {
  if (input.id) {
    const existing = await db.select().from(vendors).where(eq(vendors.id, input.id)).get();
    if (existing && existing.userId === userId) return { vendor: existing, created: false };
    if (existing) throw conflict('That application id is already used');
  }
  const pending = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.userId, userId),
        eq(vendors.businessName, input.businessName),
        eq(vendors.applicationStatus, 'pending'),
      ),
    )
    .get();
  if (pending) throw conflict('You already have a pending application for this business.');
  const cuisineType =
    input.businessType === 'restaurant' ? input.metadata.cuisineType || undefined : undefined;
  const vendor = await db
    .insert(vendors)
    .values({
      id: input.id ?? newId(),
      userId,
      businessName: input.businessName,
      businessType: input.businessType,
      description: input.description,
      address: input.address,
      city: input.city || 'Broken Bow',
      state: 'OK',
      zipCode: input.zipCode || null,
      phone: input.phone,
      email: input.email.toLowerCase(),
      website: input.website || null,
      plan: input.plan,
      experience: input.experience,
      hasLicense: input.hasLicense,
      hasInsurance: input.hasInsurance,
      hasCertifications: input.hasCertifications,
      metadata: cuisineType ? { cuisineType } : {},
      isActive: false,
      applicationStatus: 'pending',
    })
    .returning()
    .get();
  return { vendor, created: true };
}

/** The businesses this person applied to list, newest first: where each stands, and why if refused. */
export async function myVendorApplications(db: Db, userId: string): Promise<MyVendorApplication[]> {
  return await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      applicationStatus: vendors.applicationStatus,
      decisionNote: vendors.decisionNote,
      decidedAt: vendors.decidedAt,
      isActive: vendors.isActive,
      suspendedReason: vendors.suspendedReason,
      createdAt: vendors.createdAt,
    })
    .from(vendors)
    .where(eq(vendors.userId, userId))
    .orderBy(desc(vendors.createdAt))
    .all();
}
