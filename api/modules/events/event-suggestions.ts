import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import type { ServiceCategory } from '../../contracts/enums';
import { allowanceCents, MAX_SUGGESTIONS, type SuggestionsView } from '../../contracts/event-plan';
import { linePrice, plannedTimes, pricedHours } from '../../contracts/line-price';
import { centsToDecimal } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { services, vendorPhotos, vendors } from '../../db/schema';
import { requireOwnEvent } from '../../lib/ownership';
import { availableOnSql } from '../availability/day-capacity';
import { coverColumns, coverPhoto, withCover } from '../vendors/cover-photo';
import { byRank } from '../vendors/vendors.service';
import { eventDay } from './events.service';
import { budgetSettings, planRows } from './plan-rows';

/**
 * The active services of a category that take `guests`, of active approved vendors free on `day`,
 * best rated vendor first; the host's own bookings and holds leave the day free for the host, as
 * dayProblem does. It starts from services_category_idx; the day's condition costs a few index
 * lookups per vendor (availableOnSql).
 */
export const fittingServices = (
  db: Executor,
  q: { category: ServiceCategory; guests: number; day: string; now: Date; customerId: string },
) =>
  db
    .select({
      vendorId: vendors.id,
      businessName: vendors.businessName,
      businessType: vendors.businessType,
      rating: vendors.rating,
      reviewCount: vendors.reviewCount,
      ...coverColumns,
      service: services,
    })
    .from(services)
    .innerJoin(vendors, eq(vendors.id, services.vendorId))
    .leftJoin(vendorPhotos, withCover)
    .where(
      and(
        eq(services.category, q.category),
        eq(services.isActive, true),
        or(isNull(services.minGuests), lte(services.minGuests, q.guests)),
        or(isNull(services.maxGuests), gte(services.maxGuests, q.guests)),
        eq(vendors.isActive, true),
        eq(vendors.applicationStatus, 'approved'),
        availableOnSql(q.day, q.now, q.customerId),
      ),
    )
    .orderBy(...byRank, vendors.id);

/**
 * 1 for a price that buys only part of an event (one item of a menu, one hour of music), 0 for one
 * that covers it (per person, per event, per day, per order). A $39 juice pack is not what a
 * caterer would cost a wedding of 80: a vendor's whole-event service is shown before its extras.
 */
const partOfTheEvent = (priceUnit: string) => (priceUnit === 'per item' || priceUnit === 'per hour' ? 1 : 0);

/**
 * GET /api/events/:id/suggestions: per vendor the cheapest service that covers the event (an extra
 * priced per item or per hour only when it offers nothing else), priced for its guests. With a budget, vendors dearer than the category's share are left out and counted.
 */
export async function eventSuggestions(
  db: Executor,
  customerId: string,
  q: { eventId: string; category: ServiceCategory },
  now: Date,
): Promise<SuggestionsView> {
  const event = await requireOwnEvent(db, customerId, q.eventId);
  const plan = await planRows(db, event.id);
  const { shares } = budgetSettings(event, plan);
  const allowance = event.budgetCents === null ? null : allowanceCents(event.budgetCents, shares[q.category]);
  const day = eventDay(event);
  // Nobody is available on a day that has passed.
  const rows =
    day < townToday(now)
      ? []
      : await fittingServices(db, {
          category: q.category,
          guests: event.guestCount,
          day,
          now,
          customerId,
        }).all();

  const cheapest = new Map<string, (typeof rows)[number] & { priceCents: number }>();
  for (const row of rows) {
    const priceCents = linePrice(row.service, row.service.basePriceCents, {
      guestCount: event.guestCount,
      ...plannedTimes(row.service, event.eventTime),
    });
    const seen = cheapest.get(row.vendorId);
    const better =
      !seen ||
      partOfTheEvent(seen.service.priceUnit) > partOfTheEvent(row.service.priceUnit) ||
      (partOfTheEvent(seen.service.priceUnit) === partOfTheEvent(row.service.priceUnit) &&
        priceCents < seen.priceCents);
    if (better) cheapest.set(row.vendorId, { ...row, priceCents });
  }
  const fits = [...cheapest.values()];
  const within = allowance === null ? fits : fits.filter((f) => f.priceCents <= allowance);
  const planned = new Set(plan.map((p) => p.item.serviceId));
  return {
    category: q.category,
    allowance: allowance === null ? null : centsToDecimal(allowance),
    overShare: fits.length - within.length,
    vendors: within.slice(0, MAX_SUGGESTIONS).map(({ service, priceCents, rating, ...row }) => ({
      vendorId: row.vendorId,
      businessName: row.businessName,
      businessType: row.businessType,
      rating: rating.toFixed(2),
      reviewCount: row.reviewCount,
      photo: coverPhoto(row.vendorId, row),
      serviceId: service.id,
      serviceName: service.name,
      serviceDescription: service.description,
      priceUnit: service.priceUnit,
      price: centsToDecimal(priceCents),
      hours: pricedHours(service.priceUnit, plannedTimes(service, event.eventTime)),
      planned: planned.has(service.id),
    })),
  };
}
