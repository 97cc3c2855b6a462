import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../contracts/auth';
import type { Executor } from '../../db/client';
import { jobTickets, vendors } from '../../db/schema';

/** Who may see a job's check photos: its worker, its customer, its vendor's owner and the admin. */
export async function isCheckParty(db: Executor, user: PublicUser, ticketId: string): Promise<boolean> {
  if (user.role === 'admin') return true;
  const found = await db
    .select({
      workerId: jobTickets.assignedWorkerId,
      customerId: jobTickets.customerId,
      ownerId: vendors.userId,
    })
    .from(jobTickets)
    .innerJoin(vendors, eq(vendors.id, jobTickets.vendorId))
    .where(eq(jobTickets.id, ticketId))
    .get();
  return Boolean(found && [found.workerId, found.customerId, found.ownerId].includes(user.id));
}
