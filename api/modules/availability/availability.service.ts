import { and, asc, between, eq, ne } from 'drizzle-orm';
import {
  type AvailabilityDay,
  type AvailabilityRange,
  type CalendarBooking,
  daysBetween,
  type PublicAvailabilityQuery,
  type SetAvailabilityInput,
  type SetCapacityInput,
  type VendorCalendar,
  type VendorCalendarDay,
} from '../../contracts/availability';
import { townToday } from '../../contracts/dates';
import type { Db } from '../../db/client';
import { orders, services, users, vendorAvailability, vendors } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requireOwnVendor } from '../../lib/ownership';
import { blockedDays, busyElsewhereDays, eventCounts } from './day-capacity';
import { tooSoonFor } from './notice';

type Range = AvailabilityRange;

/**
 * Each day of the range as a customer sees it. Past wins, then too soon (the nearer fact), then
 * blocked, then full. The vendor's own calendar passes no `tooSoon`: notice is the customer's rule.
 */
async function daysOf(
  db: Db,
  vendor: { id: string; dailyCapacity: number },
  range: Range,
  viewerId: string | null,
  now: Date,
  tooSoon: (day: string) => boolean = () => false,
): Promise<AvailabilityDay[]> {
  const today = townToday(now);
  const blocked = await blockedDays(db, vendor.id, range.from, range.to);
  const taken = await eventCounts(db, { vendorId: vendor.id, ...range, now, except: viewerId });
  return daysBetween(range.from, range.to).map((date) => {
    const reason =
      date < today
        ? 'past'
        : tooSoon(date)
          ? 'notice'
          : blocked.has(date)
            ? 'blocked'
            : (taken.get(date) ?? 0) >= vendor.dailyCapacity
              ? 'full'
              : null;
    return { date, available: reason === null, reason };
  });
}

/**
 * A listed vendor's days. Public; a signed-in customer's own bookings and holds do not make a day
 * full for them (they may add another service that day), so the answer is per person and never cached.
 */
export async function publicAvailability(
  db: Db,
  vendorId: string,
  query: PublicAvailabilityQuery,
  viewerId: string | null,
  now: Date,
): Promise<AvailabilityDay[]> {
  const vendor = await db
    .select({ id: vendors.id, dailyCapacity: vendors.dailyCapacity })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)))
    .get();
  if (!vendor) throw notFound('Vendor not found');
  const { serviceId, time, ...range } = query;
  const tooSoon = await tooSoonFor(db, { vendorId: vendor.id, serviceId, time, now });
  return daysOf(db, vendor, range, viewerId, now, tooSoon);
}

/** The live bookings of a range, by day, with who booked what. */
async function bookingsByDay(
  db: Db,
  vendorId: string,
  range: Range,
): Promise<Map<string, CalendarBooking[]>> {
  const rows = await db
    .select({ order: orders, serviceName: services.name, customer: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .where(
      and(
        eq(orders.vendorId, vendorId),
        between(orders.scheduledDate, range.from, range.to),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.scheduledDate), asc(orders.createdAt))
    .all();
  const byDay = new Map<string, CalendarBooking[]>();
  for (const { order, serviceName, customer } of rows) {
    if (!order.scheduledDate) continue;
    const meta = order.metadata as { selectedTime?: string | null };
    const list = byDay.get(order.scheduledDate) ?? [];
    list.push({
      orderId: order.id,
      customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.username,
      serviceName,
      status: order.status,
      time: meta.selectedTime ?? null,
    });
    byDay.set(order.scheduledDate, list);
  }
  return byDay;
}

async function calendarDays(
  db: Db,
  vendor: { id: string; dailyCapacity: number },
  range: Range,
  now: Date,
): Promise<VendorCalendarDay[]> {
  const blocked = await blockedDays(db, vendor.id, range.from, range.to);
  const elsewhere = await busyElsewhereDays(db, vendor.id, range.from, range.to);
  const bookings = await bookingsByDay(db, vendor.id, range);
  // As an anonymous visitor sees it: everyone's bookings and holds count.
  return (await daysOf(db, vendor, range, null, now)).map((day) => ({
    ...day,
    blocked: blocked.has(day.date),
    busyElsewhere: elsewhere.has(day.date),
    bookings: bookings.get(day.date) ?? [],
  }));
}

/** The vendor's own calendar for one of their businesses. */
export async function vendorCalendar(
  db: Db,
  userId: string,
  query: Range & { vendorId: string },
  now: Date,
): Promise<VendorCalendar> {
  const vendor = await requireOwnVendor(db, userId, query.vendorId);
  return {
    vendorId: vendor.id,
    dailyCapacity: vendor.dailyCapacity,
    days: await calendarDays(db, vendor, query, now),
  };
}

/**
 * Blocks a day (a vendor_availability row, isAvailable false) or frees it (the row deleted).
 * Bookings already made for a day the vendor then blocks stay: blocking stops new ones.
 */
export async function setDayAvailability(
  db: Db,
  userId: string,
  input: SetAvailabilityInput,
  now: Date,
): Promise<VendorCalendarDay> {
  const vendor = await requireOwnVendor(db, userId, input.vendorId);
  if (input.date < townToday(now))
    throw badRequest('That day has passed', { date: 'Choose today or a later day' });
  if (input.available) {
    await db
      .delete(vendorAvailability)
      .where(
        and(eq(vendorAvailability.vendorId, vendor.id), eq(vendorAvailability.availableDate, input.date)),
      )
      .run();
  } else {
    await db
      .insert(vendorAvailability)
      .values({ vendorId: vendor.id, availableDate: input.date, isAvailable: false })
      .onConflictDoUpdate({
        target: [vendorAvailability.vendorId, vendorAvailability.availableDate],
        set: { isAvailable: false },
      })
      .run();
  }
  const [day] = await calendarDays(db, vendor, { from: input.date, to: input.date }, now);
  if (!day) throw notFound('Day not found');
  return day;
}

/** How many events the vendor takes on one day (1-20). Bookings already made stay if it drops below them. */
export async function setDailyCapacity(
  db: Db,
  userId: string,
  input: SetCapacityInput,
  now: Date,
): Promise<{ vendorId: string; dailyCapacity: number }> {
  const vendor = await requireOwnVendor(db, userId, input.vendorId);
  await db
    .update(vendors)
    .set({ dailyCapacity: input.dailyCapacity, updatedAt: now.toISOString() })
    .where(eq(vendors.id, vendor.id))
    .run();
  return { vendorId: vendor.id, dailyCapacity: input.dailyCapacity };
}
