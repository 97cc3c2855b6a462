import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { addDays } from '../../contracts/availability';
import { townToday } from '../../contracts/dates';
import type { Db } from '../../db/client';
import { communicationPreferences, jobTickets, orders } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { notify } from '../../notifications/notify';
import { bookingAbout } from './order-notices';

/** Reminders go out this many days before the event. */
export const REMINDER_DAYS = 2;
const LIVE = ['pending', 'accepted', 'in_progress'] as const;

/**
 * Writes the booking reminders that are due: for each live booking whose day is at most two days away
 * (today included, so a server that was down catches up), one to the customer, the vendor's owner and
 * each worker on one of its jobs, who keep booking reminders on. A booking made after its reminder
 * would have gone gets none: it is fresh in mind. Each reminder's key is unique, so running twice, or
 * on two processes, writes each once. Returns how many it wrote.
 */
export async function writeDueReminders(db: Db, now: Date): Promise<number> {
  const today = townToday(now);
  const due = (
    await db
      .select()
      .from(orders)
      .where(
        and(
          gte(orders.scheduledDate, today),
          lte(orders.scheduledDate, addDays(today, REMINDER_DAYS)),
          inArray(orders.status, [...LIVE]),
        ),
      )
      .all()
  ).filter(
    (order) =>
      order.scheduledDate &&
      townToday(new Date(order.createdAt)) < addDays(order.scheduledDate, -REMINDER_DAYS),
  );
  let written = 0;
  for (const order of due) {
    await db.transaction(async (tx) => {
      const about = await bookingAbout(tx, order);
      const workers = await tx
        .select({ id: jobTickets.id, workerId: jobTickets.assignedWorkerId })
        .from(jobTickets)
        .where(and(eq(jobTickets.orderId, order.id), ne(jobTickets.status, 'cancelled')))
        .all();
      const people = [
        { userId: order.customerId, url: about.customerUrl },
        ...(about.ownerId ? [{ userId: about.ownerId, url: about.vendorUrl }] : []),
        ...workers.flatMap((t) =>
          t.workerId ? [{ userId: t.workerId, url: `/worker-jobs?ticket=${t.id}` }] : [],
        ),
      ];
      const optedOut = new Set(
        (
          await tx
            .select({ userId: communicationPreferences.userId })
            .from(communicationPreferences)
            .where(
              and(
                inArray(
                  communicationPreferences.userId,
                  people.map((p) => p.userId),
                ),
                eq(communicationPreferences.bookingReminders, false),
              ),
            )
            .all()
        ).map((row) => row.userId),
      );
      for (const person of people) {
        if (optedOut.has(person.userId)) continue;
        const fresh = await notify(
          tx,
          {
            userId: person.userId,
            kind: 'booking-reminder',
            about: `reminder:${order.id}`,
            title: `Reminder: ${about.what}${about.when ? ` on ${about.when}` : ''}`,
            body: `${about.what} with ${about.vendorName} is coming up${about.when ? ` on ${about.when}` : ''}.`,
            url: person.url,
            facts: about.facts,
          },
          now,
        );
        if (fresh) written += 1;
      }
    });
  }
  return written;
}

/** Looks for due reminders at start (catching up after a restart) and every 15 minutes. */
export function createReminderJob(deps: { db: Db; clock: Clock; notifier?: { wake(): void } }) {
  const job = backgroundJob(
    'reminders',
    async () => {
      const written = await writeDueReminders(deps.db, deps.clock.now());
      if (written > 0) deps.notifier?.wake();
      return written;
    },
    15 * 60_000,
    { lease: deps },
  );
  return { run: job.run, start: job.start, stop: job.stop };
}
