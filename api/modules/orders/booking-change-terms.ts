import { eq } from 'drizzle-orm';
import type { BookingChangeInput, BookingChangeQuote, BookingTerms } from '../../contracts/booking-change';
import { refundOfRule, ruleOfPolicy } from '../../contracts/cancellation';
import { formatShortDay, townToday } from '../../contracts/dates';
import { leadTimeProblem } from '../../contracts/lead-time';
import { billedHours, hoursProblem, isPerHour, linePrice } from '../../contracts/line-price';
import { centsToDecimal } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { type Service, services, vendors } from '../../db/schema';
import { hasBegun, whenOfOrder } from '../../lib/booking-facts';
import { badRequest, conflict } from '../../lib/errors';
import { requireOwnOrder } from '../../lib/ownership';
import { dayProblem } from '../availability/day-capacity';
import { guestProblem } from '../cart/booking-rules';
import type { Order } from './cancel-order';
import { ORDER_MOVES, refusedMove } from './transitions';

type Meta = { selectedTime?: string | null; endTime?: string | null; guestCount?: number | null };

/** The booking's terms as it stands. */
export function termsOf(order: Order): BookingTerms {
  const meta = order.metadata as Meta;
  return {
    scheduledDate: order.scheduledDate,
    selectedTime: meta.selectedTime ?? null,
    endTime: meta.endTime ?? null,
    guestCount: meta.guestCount ?? null,
  };
}

/** What a line's price is a multiple of: its guests per person, its billed hours per hour, else one. */
function unitsOf(service: Service | undefined, terms: BookingTerms): number {
  if (!service) return 1;
  if (service.priceUnit === 'per person') return terms.guestCount || 1;
  if (isPerHour(service) && terms.selectedTime && terms.endTime)
    return billedHours(terms.selectedTime, terms.endTime);
  return 1;
}

export type PricedChange = {
  from: BookingTerms;
  to: BookingTerms;
  fromAmountCents: number;
  toAmountCents: number;
};

const same = (a: BookingTerms, b: BookingTerms) =>
  a.scheduledDate === b.scheduledDate &&
  a.selectedTime === b.selectedTime &&
  a.endTime === b.endTime &&
  a.guestCount === b.guestCount;

/**
 * The new terms checked as cart and checkout check a booking (the day, the notice, the guests, the
 * hours) and priced from what the customer paid per unit, never the catalogue's price now: a change
 * of guests or hours moves the price, a vendor's later repricing does not. A booking with no service
 * (an offer, whose price is the vendor's own) keeps its price: only its day and times move.
 */
export async function priceChange(
  db: Executor,
  order: Order,
  input: BookingChangeInput,
  now: Date,
): Promise<PricedChange> {
  if (!(ORDER_MOVES.customerCancel.from as readonly string[]).includes(order.status))
    throw conflict(refusedMove('booking', order.status, 'changed'));
  if (hasBegun(order, now))
    throw conflict('This event has started, so the booking can no longer be changed.');
  const from = termsOf(order);
  const blank = (time: string | null | undefined, was: string | null) =>
    time === undefined ? was : time || null;
  const to: BookingTerms = {
    scheduledDate: input.scheduledDate ?? from.scheduledDate,
    selectedTime: blank(input.selectedTime, from.selectedTime),
    endTime: blank(input.endTime, from.endTime),
    guestCount: input.guestCount ?? from.guestCount,
  };
  if (same(from, to)) throw badRequest('Nothing to change: pick a new day, time or guest count.');
  const day = to.scheduledDate;
  if (day && day < townToday(now)) throw badRequest('Pick a day that has not passed.');
  const service = order.serviceId
    ? await db.select().from(services).where(eq(services.id, order.serviceId)).get()
    : undefined;
  if (service) {
    const guests = guestProblem(service, to.guestCount);
    if (guests) throw badRequest(guests.message);
    const hours = hoursProblem(service, to);
    if (hours) throw badRequest(hours.message);
  }
  if (service && day) {
    const tooSoon = leadTimeProblem(service, day, to.selectedTime, now);
    if (tooSoon) throw badRequest(tooSoon);
  }
  if (day && day !== from.scheduledDate) {
    const problem = await dayProblem(db, {
      vendorId: order.vendorId,
      day,
      customerId: order.customerId,
      now,
    });
    if (problem) {
      const vendor = await db.select().from(vendors).where(eq(vendors.id, order.vendorId)).get();
      throw conflict(
        `${vendor?.businessName ?? 'The vendor'} is not available on ${formatShortDay(day)}. Pick another day.`,
      );
    }
  }
  const unitCents = order.amountCents / unitsOf(service, from);
  const toAmountCents = service ? Math.round(linePrice(service, unitCents, to)) : order.amountCents;
  return { from, to, fromAmountCents: order.amountCents, toAmountCents };
}

/** The price of a change before it is sent, with what the policy gives back of a lower one now. */
export async function quoteChange(
  db: Executor,
  customerId: string,
  orderId: string,
  input: BookingChangeInput,
  now: Date,
): Promise<BookingChangeQuote> {
  const order = await requireOwnOrder(db, customerId, orderId);
  const priced = await priceChange(db, order, input, now);
  const fall = Math.max(priced.fromAmountCents - priced.toAmountCents, 0);
  const { rule } = ruleOfPolicy(order.cancellationPolicy, whenOfOrder(order), now, order.refundLock);
  return {
    amount: centsToDecimal(priced.fromAmountCents),
    newAmount: centsToDecimal(priced.toAmountCents),
    difference: centsToDecimal(priced.toAmountCents - priced.fromAmountCents),
    refundAmount: centsToDecimal(refundOfRule(rule, fall)),
  };
}
