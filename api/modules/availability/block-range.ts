import { and, between, eq } from 'drizzle-orm';
import { daysBetween, type SetRangeAvailabilityInput } from '../../contracts/availability';
import { townToday } from '../../contracts/dates';
import type { Db } from '../../db/client';
import { vendorAvailability } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { requireOwnVendor } from '../../lib/ownership';

/**
 * Blocks (or frees) every day of a range in one transaction, as a single day is (setDayAvailability):
 * a holiday week in one action. Bookings already made on those days stay. A note labels each day.
 */
export async function setRangeAvailability(
  db: Db,
  userId: string,
  input: SetRangeAvailabilityInput,
  now: Date,
): Promise<{ vendorId: string; from: string; to: string; blocked: boolean; days: number }> {
  const vendor = await requireOwnVendor(db, userId, input.vendorId);
  if (input.from < townToday(now))
    throw badRequest('That day has passed', { from: 'Choose today or a later day' });
  const days = daysBetween(input.from, input.to);
  await db.transaction(async (tx) => {
    if (!input.blocked) {
      await tx
        .delete(vendorAvailability)
        .where(
          and(
            eq(vendorAvailability.vendorId, vendor.id),
            between(vendorAvailability.availableDate, input.from, input.to),
          ),
        )
        .run();
      return;
    }
    const note = input.note || null;
    for (const day of days)
      await tx
        .insert(vendorAvailability)
        .values({ vendorId: vendor.id, availableDate: day, isAvailable: false, note })
        .onConflictDoUpdate({
          target: [vendorAvailability.vendorId, vendorAvailability.availableDate],
          set: { isAvailable: false, note },
        })
        .run();
  });
  return { vendorId: vendor.id, from: input.from, to: input.to, blocked: input.blocked, days: days.length };
}
