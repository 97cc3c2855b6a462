import { eq } from 'drizzle-orm';
import { minutesWords } from '../../contracts/worked-time';
import type { Executor } from '../../db/client';
import { type jobTickets, orders } from '../../db/schema';
import { notify, notifyAdmins } from '../../notifications/notify';
import { bookingAbout } from '../orders/order-notices';

type Ticket = typeof jobTickets.$inferSelect;

const ADMIN_URL = '/admin?tab=problems';
const WORKER_URL = '/worker-jobs';

async function aboutTicket(db: Executor, ticket: Ticket) {
  const order = await db.select().from(orders).where(eq(orders.id, ticket.orderId)).get();
  if (!order) throw new Error(`Ticket ${ticket.id} has no booking`);
  const about = await bookingAbout(db, order);
  const overtime = minutesWords(ticket.overtimeMinutes);
  return {
    ...about,
    overtime,
    facts: [about.facts[0] ?? about.what, `Vendor: ${about.vendorName}`, `Overtime: ${overtime}`],
  };
}

/** A worker disputes declined overtime: the vendor's owner hears it is with an admin, the admins act. */
export async function tellOfDispute(db: Executor, ticket: Ticket, now: Date) {
  const about = await aboutTicket(db, ticket);
  const base = {
    kind: 'problem-reported' as const,
    about: `overtime-disputed:${ticket.id}`,
    facts: [...about.facts, `Worker's reason: ${ticket.overtimeDispute ?? ''}`],
  };
  if (about.ownerId)
    await notify(
      db,
      {
        ...base,
        userId: about.ownerId,
        title: 'A worker disputes declined overtime',
        body: `The worker says the ${about.overtime} of overtime on ${about.what} is owed. An admin will decide.`,
        url: about.vendorUrl,
      },
      now,
    );
  await notifyAdmins(
    db,
    {
      ...base,
      title: 'Overtime disputed',
      body: `${about.overtime} of overtime on ${about.what} with ${about.vendorName}: the vendor declined it, the worker disputes it.`,
      url: ADMIN_URL,
    },
    now,
  );
}

/** The admin ruled: the worker and the vendor's owner hear how. */
export async function tellOfRuling(db: Executor, ticket: Ticket, paid: boolean, now: Date) {
  const about = await aboutTicket(db, ticket);
  const outcome = paid
    ? `An admin ruled the ${about.overtime} of overtime on ${about.what} is owed: it is paid to the worker.`
    : `An admin upheld the vendor's decline of the ${about.overtime} of overtime on ${about.what}.`;
  const base = {
    kind: 'problem-resolved' as const,
    about: `overtime-ruled:${ticket.id}`,
    title: 'Overtime dispute settled',
    body: outcome,
    facts: [...about.facts, ...(ticket.overtimeRuling ? [`Note: ${ticket.overtimeRuling}`] : [])],
  };
  if (ticket.assignedWorkerId)
    await notify(db, { ...base, userId: ticket.assignedWorkerId, url: WORKER_URL }, now);
  if (about.ownerId) await notify(db, { ...base, userId: about.ownerId, url: about.vendorUrl }, now);
}
