import { eq, sql } from 'drizzle-orm';
import { arrivalWindow } from '../../contracts/arrival-window';
import { needsWorkers } from '../../contracts/event-address';
import { bookedSpan, startOpensAt } from '../../contracts/job-windows';
import type { JobTicketView } from '../../contracts/jobs';
import { centsToDecimal } from '../../contracts/money';
import { arrivalTime, workerHours } from '../../contracts/worker-pay';
import type { Executor } from '../../db/client';
import { alias } from '../../db/dialect';
import { communicationPreferences, jobTickets, orders, services, users, vendors } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type CheckColumns, checkColumns, checkFacts } from '../../lib/field-work-view';
import { workerOvertime } from './overtime-dispute';

const customer = alias(users, 'customer');

const columns = {
  ticket: jobTickets,
  vendorName: vendors.businessName,
  vendorPhone: vendors.phone,
  serviceName: services.name,
  serviceCategory: services.category,
  orderStartsAt: orders.startsAt,
  customerFirstName: customer.firstName,
  customerLastName: customer.lastName,
  customerUsername: customer.username,
  // The phone the customer gave for the day at checkout, else the one given at sign-up, else the
  // one in their preferences.
  customerPhone: sql<
    string | null
  >`coalesce(${orders.contactPhone}, ${customer.phone}, nullif(${communicationPreferences.phone}, ''))`,
  ...checkColumns,
};

type Row = {
  ticket: typeof jobTickets.$inferSelect;
  vendorName: string;
  vendorPhone: string | null;
  serviceName: string | null;
  serviceCategory: string | null;
  orderStartsAt: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerUsername: string;
  customerPhone: string | null;
} & CheckColumns;

/** A job still to be done by its worker: the only time the worker needs the people's phones. */
const LIVE: readonly string[] = ['assigned', 'accepted', 'in_progress'];

/**
 * The ticket as `userId` may see it. The customer's and vendor's phones go only to the worker the
 * job is assigned to, and only while it is to be done: not to workers browsing the board, not
 * after it is completed or cancelled.
 */
export function toView(row: Row, userId: string): JobTicketView {
  const { ticket } = row;
  const category = needsWorkers(row.serviceCategory) ? row.serviceCategory : null;
  const mine = ticket.assignedWorkerId === userId;
  const arrival = category ? arrivalTime(category, ticket.scheduledTime) : ticket.scheduledTime;
  const day = ticket.scheduledDate;
  const window = category ? arrivalWindow(category, ticket.scheduledTime) : null;
  return {
    id: ticket.id,
    status: ticket.status,
    scheduledDate: ticket.scheduledDate,
    scheduledTime: ticket.scheduledTime,
    arrivalTime: arrival,
    arriveFrom: window?.arriveFrom ?? null,
    arriveBy: window?.arriveBy ?? null,
    startsFrom: day ? startOpensAt(day, arrival) : null,
    completesFrom:
      day || row.orderStartsAt
        ? bookedSpan({ startsAt: row.orderStartsAt, endsAt: null, day }).startsAt
        : null,
    endTime: ticket.endTime,
    hours: category
      ? workerHours(category, ticket.guestCount, {
          selectedTime: ticket.scheduledTime,
          endTime: ticket.endTime,
        })
      : null,
    guestCount: ticket.guestCount,
    amount: centsToDecimal(ticket.amountCents),
    pickupAddress: ticket.location,
    dropoffAddress: ticket.dropoffAddress,
    cancellationReason: ticket.status === 'cancelled' ? ticket.cancellationReason : null,
    contacts:
      mine && LIVE.includes(ticket.status)
        ? {
            customerName:
              [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ') || row.customerUsername,
            customerPhone: row.customerPhone,
            vendorPhone: row.vendorPhone,
          }
        : null,
    customerNotes: ticket.customerNotes,
    workerNotes: ticket.workerNotes,
    vendorName: row.vendorName,
    serviceName: row.serviceName,
    serviceCategory: row.serviceCategory,
    assignedToMe: mine,
    ...checkFacts(ticket.id, row),
    overtime: mine && ticket.overtimeStatus !== 'none' ? workerOvertime(ticket) : null,
    updatedAt: ticket.updatedAt,
  };
}

export const joinedTickets = (db: Executor) =>
  db
    .select(columns)
    .from(jobTickets)
    .innerJoin(vendors, eq(vendors.id, jobTickets.vendorId))
    .innerJoin(orders, eq(orders.id, jobTickets.orderId))
    .innerJoin(customer, eq(customer.id, jobTickets.customerId))
    .leftJoin(communicationPreferences, eq(communicationPreferences.userId, jobTickets.customerId))
    .leftJoin(services, eq(services.id, jobTickets.serviceId));

/** One ticket as `userId` sees it; 404 when there is none. */
export async function ticketView(db: Executor, id: string, userId: string): Promise<JobTicketView> {
  const row = await joinedTickets(db).where(eq(jobTickets.id, id)).get();
  if (!row) throw notFound('Job not found');
  return toView(row, userId);
}
