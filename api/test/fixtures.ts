import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gigWorkers, jobTickets, orders, services, users, vendors, workerRatings } from '../db/schema';
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
    .values({ id: newId(), vendorId, name: 'Buffet', category: 'catering', basePriceCents: 10_000, ...input })
    .returning()
    .get();
}

/** The BBQ Buffet at $18.50 a person: 40 guests are the checkout tests' $740.00 line. */
export const addBbqBuffet = (db: Db, vendorId: string) =>
  addService(db, vendorId, {
    name: 'BBQ Buffet',
    category: 'catering',
    basePriceCents: 1850,
    priceUnit: 'per person',
  });

export async function makeAdmin(db: Db, userId: string) {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId)).run();
}

/** An approved gig-worker profile for a signed-up user. */
export function approveWorker(
  db: Db,
  userId: string,
  status: 'approved' | 'pending' | 'rejected' = 'approved',
) {
  return db
    .insert(gigWorkers)
    .values({
      id: newId(),
      userId,
      firstName: 'Jo',
      lastName: 'Worker',
      email: `${userId}@example.com`,
      phone: '5805550100',
      positions: ['setup_crew'],
      availability: ['weekends'],
      status,
    })
    .returning()
    .get();
}

/** An order and its pending job ticket, as a checkout would leave them. */
export async function addJob(
  db: Db,
  input: {
    customerId: string;
    vendorId: string;
    scheduledDate?: string;
    amountCents?: number;
    /** Another ticket on an existing order instead of a new order. */
    orderId?: string;
    ticket?: Partial<typeof jobTickets.$inferInsert>;
  },
) {
  const orderId = input.orderId ?? newId();
  if (!input.orderId)
    await db
      .insert(orders)
      .values({
        id: orderId,
        customerId: input.customerId,
        vendorId: input.vendorId,
        type: 'catering',
        amountCents: 50_000,
        scheduledDate: input.scheduledDate ?? '2026-12-12',
      })
      .run();
  return db
    .insert(jobTickets)
    .values({
      id: newId(),
      orderId,
      vendorId: input.vendorId,
      customerId: input.customerId,
      scheduledDate: input.scheduledDate ?? '2026-12-12',
      scheduledTime: '17:00',
      guestCount: 40,
      location: 'Smokehouse, Broken Bow',
      amountCents: input.amountCents ?? 6000,
      ...input.ticket,
    })
    .returning()
    .get();
}

/** Vendors rated the worker's past jobs so: one completed ticket and rating each (worker_ratings). */
export async function rateWorker(db: Db, workerId: string, customerId: string, ratings: number[]) {
  const vendorId = (await addVendor(db)).id;
  for (const rating of ratings) {
    const ticket = await addJob(db, {
      customerId,
      vendorId,
      ticket: { status: 'completed', assignedWorkerId: workerId },
    });
    await db
      .insert(workerRatings)
      .values({ id: newId(), ticketId: ticket.id, vendorId, workerId, rating })
      .run();
  }
}
