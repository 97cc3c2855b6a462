import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import type { Db, Executor } from './client';
import { gigWorkers, services, users, vendors } from './schema';
import { insertDemoBookings } from './seed-bookings';
import {
  DEMO_ACCOUNTS,
  DEMO_BOOKINGS,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  DEMO_WORKER_PROFILE,
  SEED_VENDORS,
} from './seed-data';
import { insertDemoEvent } from './seed-event';
import { demoLeadParties, insertDemoLeads } from './seed-leads';
import { insertDemoPlans } from './seed-plans';
import { insertDemoReviews } from './seed-reviews';
import { insertDemoThreads } from './seed-threads';

type NewUser = typeof users.$inferInsert;
type NewVendor = typeof vendors.$inferInsert;
type NewService = typeof services.$inferInsert;
type NewGigWorker = typeof gigWorkers.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function isEmpty(db: Executor): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1).get();
  const anyVendor = await db.select({ id: vendors.id }).from(vendors).limit(1).get();
  return anyUser === undefined && anyVendor === undefined;
}

/**
 * Inserts the demo data; with `ifEmpty`, only into a database without people or vendors (null when
 * it has some). That check is inside the seeding transaction: two instances started at once on one
 * database seed it once between them.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
  { ifEmpty = false } = {},
): Promise<{ vendors: number; services: number; users: number } | null> {
  // One hash shared by the four demo accounts: they share a published password anyway, so a shared
  // salt reveals nothing, and it saves three full-cost scrypt runs. Hashing stays outside the
  // transaction: nothing else may wait on the database while it runs.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const userRows: NewUser[] = DEMO_ACCOUNTS.map((account) => ({ id: newId(), passwordHash, ...account }));
  const userIdByEmail = new Map(userRows.map((u) => [u.email, u.id]));

  const worker = userRows.find((u) => u.email === DEMO_WORKER_PROFILE.email);
  if (!worker?.id || !worker.firstName || !worker.lastName) {
    throw new Error('Seed data lacks the demo worker');
  }
  const gigWorkerRow: NewGigWorker = {
    id: newId(),
    userId: worker.id,
    firstName: worker.firstName,
    lastName: worker.lastName,
    status: 'approved',
    ...DEMO_WORKER_PROFILE,
  };

  const vendorRows: (NewVendor & { id: string })[] = [];
  const serviceRows: (NewService & { id: string })[] = [];
  for (const { featuredDays, ownerEmail, services: vendorServices, ...vendor } of SEED_VENDORS) {
    const vendorId = newId();
    const userId = ownerEmail === undefined ? null : userIdByEmail.get(ownerEmail);
    if (userId === undefined) throw new Error(`Seed vendor owner ${ownerEmail} is not a demo account`);
    vendorRows.push({
      id: vendorId,
      userId,
      featuredUntil:
        featuredDays === null ? null : new Date(now.getTime() + featuredDays * DAY_MS).toISOString(),
      ...vendor,
    });
    for (const service of vendorServices) serviceRows.push({ id: newId(), vendorId, ...service });
  }

  const seeded = await db.transaction(async (tx) => {
    if (ifEmpty && !(await isEmpty(tx))) return false;
    await tx.insert(users).values(userRows).run();
    await tx.insert(gigWorkers).values(gigWorkerRow).run();
    await tx.insert(vendors).values(vendorRows).run();
    await tx.insert(services).values(serviceRows).run();
    // Before the bookings: each demo order records the fee of its vendor's plan in force.
    await insertDemoPlans(tx, vendorRows, now);
    const customerId = userIdByEmail.get(DEMO_CUSTOMER_EMAIL);
    if (!customerId) throw new Error('Seed data lacks the demo customer');
    await insertDemoBookings(
      tx,
      DEMO_BOOKINGS,
      { customerId, workerId: worker.id, vendors: vendorRows, services: serviceRows },
      now,
    );
    await insertDemoEvent(tx, customerId, { vendors: vendorRows, services: serviceRows }, now);
    await insertDemoThreads(tx, customerId, now);
    await insertDemoLeads(tx, demoLeadParties(userRows, vendorRows), now);
    await insertDemoReviews(
      tx,
      SEED_VENDORS,
      DEMO_BOOKINGS,
      { vendors: vendorRows, services: serviceRows },
      now,
    );
    return true;
  });

  return seeded ? { vendors: vendorRows.length, services: serviceRows.length, users: userRows.length } : null;
}
