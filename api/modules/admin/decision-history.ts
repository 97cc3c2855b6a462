import { desc, eq, isNotNull } from 'drizzle-orm';
import type { DecidedApplication } from '../../contracts/admin';
import type { Db } from '../../db/client';
import { gigWorkers, users, vendors } from '../../db/schema';

/**
 * Vendor and gig worker applications an admin decided, newest decision first, with the reason of a
 * rejection. Only decisions with a date: vendors listed before applications were decided in the
 * console (the seeded directory) were never anyone's decision.
 */
export async function decisionHistory(db: Db, limit = 200): Promise<DecidedApplication[]> {
  const vendorRows = await db
    .select({ vendor: vendors, ownerEmail: users.email })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.userId))
    .where(isNotNull(vendors.decidedAt))
    .orderBy(desc(vendors.decidedAt))
    .limit(limit)
    .all();
  const workerRows = await db
    .select()
    .from(gigWorkers)
    .where(isNotNull(gigWorkers.decidedAt))
    .orderBy(desc(gigWorkers.decidedAt))
    .limit(limit)
    .all();
  const decided: DecidedApplication[] = [
    ...vendorRows.flatMap(({ vendor, ownerEmail }): DecidedApplication[] =>
      vendor.decidedAt && vendor.applicationStatus !== 'pending'
        ? [
            {
              kind: 'vendor',
              id: vendor.id,
              name: vendor.businessName,
              email: ownerEmail ?? vendor.email,
              status: vendor.applicationStatus,
              decisionNote: vendor.decisionNote,
              decidedAt: vendor.decidedAt,
            },
          ]
        : [],
    ),
    ...workerRows.flatMap((worker): DecidedApplication[] =>
      worker.decidedAt && worker.status !== 'pending'
        ? [
            {
              kind: 'gig-worker',
              id: worker.id,
              name: `${worker.firstName} ${worker.lastName}`,
              email: worker.email,
              status: worker.status,
              decisionNote: worker.decisionNote,
              decidedAt: worker.decidedAt,
            },
          ]
        : [],
    ),
  ];
  // ISO timestamps sort as text; ties keep vendors first, as they were read.
  return decided.sort((a, b) => b.decidedAt.localeCompare(a.decidedAt)).slice(0, limit);
}
