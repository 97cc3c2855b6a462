import { and, asc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import { addDays } from '../../contracts/availability';
import { bookingSpan, nextDay } from '../../contracts/booking-times';
import { townToday } from '../../contracts/dates';
import type { Db } from '../../db/client';
import { gigWorkers, jobTickets, orders, services, users, vendors } from '../../db/schema';
import type { IcsEvent } from '../../lib/ics';

/** A feed keeps the last 90 days, so a calendar app still shows what just happened. */
const PAST_DAYS = 90;
const UID_DOMAIN = 'brokenbow.events';

/** A business's live bookings (every one not cancelled): a request still waiting is TENTATIVE. */
export async function vendorFeed(
  db: Db,
  vendorId: string,
  now: Date,
): Promise<{ name: string; events: IcsEvent[] }> {
  const name = (
    await db.select({ name: vendors.businessName }).from(vendors).where(eq(vendors.id, vendorId)).get()
  )?.name;
  const rows = await db
    .select({
      order: orders,
      serviceName: services.name,
      firstName: users.firstName,
      username: users.username,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .where(
      and(
        eq(orders.vendorId, vendorId),
        ne(orders.status, 'cancelled'),
        isNotNull(orders.scheduledDate),
        gte(orders.scheduledDate, addDays(townToday(now), -PAST_DAYS)),
      ),
    )
    .orderBy(asc(orders.scheduledDate), asc(orders.createdAt))
    .all();
  const events = rows.map(({ order, serviceName, firstName, username }): IcsEvent => {
    const day = order.scheduledDate ?? '';
    const timed =
      (order.metadata as { selectedTime?: string | null }).selectedTime && order.startsAt && order.endsAt;
    return {
      uid: `order-${order.id}@${UID_DOMAIN}`,
      start: timed && order.startsAt ? { at: order.startsAt } : { day },
      end: timed && order.endsAt ? { at: order.endsAt } : { day: nextDay(day) },
      summary: `${serviceName ?? 'Booking'} for ${firstName || username}`,
      status: order.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    };
  });
  return { name: `${name ?? 'Broken Bow Events'} bookings`, events };
}

/** A gig worker's jobs they accepted (and those under way or done), at the vendor's. */
export async function workerFeed(
  db: Db,
  workerId: string,
  now: Date,
): Promise<{ name: string; events: IcsEvent[] }> {
  const worker = await db
    .select({ userId: gigWorkers.userId })
    .from(gigWorkers)
    .where(eq(gigWorkers.id, workerId))
    .get();
  const rows = worker
    ? await db
        .select({ ticket: jobTickets, serviceName: services.name, vendorName: vendors.businessName })
        .from(jobTickets)
        .innerJoin(vendors, eq(vendors.id, jobTickets.vendorId))
        .leftJoin(services, eq(services.id, jobTickets.serviceId))
        .where(
          and(
            eq(jobTickets.assignedWorkerId, worker.userId),
            inArray(jobTickets.status, ['accepted', 'in_progress', 'completed']),
            isNotNull(jobTickets.scheduledDate),
            gte(jobTickets.scheduledDate, addDays(townToday(now), -PAST_DAYS)),
          ),
        )
        .orderBy(asc(jobTickets.scheduledDate), asc(jobTickets.scheduledTime))
        .all()
    : [];
  const events = rows.map(({ ticket, serviceName, vendorName }): IcsEvent => {
    const day = ticket.scheduledDate ?? '';
    const span = ticket.scheduledTime ? bookingSpan(day, ticket.scheduledTime, ticket.endTime) : null;
    return {
      uid: `job-${ticket.id}@${UID_DOMAIN}`,
      start: span ? { at: span.startsAt } : { day },
      end: span ? { at: span.endsAt } : { day: nextDay(day) },
      summary: `${serviceName ?? 'Job'} at ${vendorName}`,
      status: 'CONFIRMED',
      ...(ticket.location ? { description: `Pick up: ${ticket.location}` } : {}),
    };
  });
  return { name: 'Broken Bow Events jobs', events };
}
