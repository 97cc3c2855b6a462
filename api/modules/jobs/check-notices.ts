import { eq } from 'drizzle-orm';
import type { JobCheckStep } from '../../contracts/enums';
import { checkWords, doneWordFor } from '../../contracts/job-checks';
import type { Tx } from '../../db/client';
import { type jobTickets, services, vendors } from '../../db/schema';
import { notify } from '../../notifications/notify';

type Ticket = typeof jobTickets.$inferSelect;

/**
 * The customer and the vendor hear that the worker arrived ("Arrived 4:52 PM") and finished ("Setup
 * done 5:31 PM", "Delivered 5:31 PM"), at the time the check was taken, not when it reached us. Once
 * per check: a ticket has one check of each step, and the key is the ticket's.
 */
export async function tellOfCheck(tx: Tx, ticket: Ticket, step: JobCheckStep, takenAt: string, now: Date) {
  const about = await tx
    .select({
      ownerId: vendors.userId,
      vendorName: vendors.businessName,
      name: services.name,
      category: services.category,
    })
    .from(vendors)
    .leftJoin(services, eq(services.id, ticket.serviceId ?? ''))
    .where(eq(vendors.id, ticket.vendorId))
    .get();
  const kind = step === 'start' ? 'job-arrived' : 'job-done';
  const title = checkWords(step === 'start' ? 'Arrived' : doneWordFor(about?.category ?? null), takenAt);
  const what = about?.name ?? about?.vendorName ?? 'your booking';
  const body =
    step === 'start' ? `The worker for ${what} has arrived.` : `The worker for ${what} has finished the job.`;
  const to = [
    { userId: ticket.customerId, url: `/bookings/${ticket.orderId}` },
    about?.ownerId
      ? { userId: about.ownerId, url: `/vendor-dashboard?tab=bookings&order=${ticket.orderId}` }
      : null,
  ];
  for (const person of to) {
    if (person) await notify(tx, { ...person, kind, about: `${kind}:${ticket.id}`, title, body }, now);
  }
}
