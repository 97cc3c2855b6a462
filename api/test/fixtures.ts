import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services, users, vendors } from '../db/schema';
import { newId } from '../lib/ids';

type VendorInput = Partial<typeof vendors.$inferInsert>;
type ServiceInput = Partial<typeof services.$inferInsert>;

/** Inserts a vendor with sensible defaults; tests state only what they are about. */
export function addVendor(db: Db, input: VendorInput = {}) {
  return db
    .insert(vendors)
    .values({
      id: newId(),
      businessName: `Vendor ${newId().slice(0, 6)}`,
      businessType: 'restaurant',
      ...input,
    })
    .returning()
    .get();
}

export function addService(db: Db, vendorId: string, input: ServiceInput = {}) {
  return db
    .insert(services)
    .values({ id: newId(), vendorId, name: 'Buffet', category: 'catering', basePrice: 10_000, ...input })
    .returning()
    .get();
}

export function makeAdmin(db: Db, userId: string) {
  db.update(users).set({ role: 'admin' }).where(eq(users.id, userId)).run();
}
