import type { EventReviewView, ReviewLineView } from '../../contracts/event-plan';
import { linePrice, plannedTimes, pricedHours } from '../../contracts/line-price';
import { centsToDecimal } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { mapInOrder } from '../../lib/in-order';
import { requireOwnEvent } from '../../lib/ownership';
import type { EventRow } from './events.service';
import { addressProblem, offerProblem } from './plan-checks';
import { type PlanRow, planRows } from './plan-rows';

export type ReviewLine = {
  row: PlanRow;
  state: ReviewLineView['state'];
  /** The price now for the event's guests; what the cart or the order holds once it is there. */
  priceCents: number;
  problem: string | null;
};

/**
 * Every plan item checked again as step 4 shows it: whether it can still be booked for the event
 * and at what price now. Step 4's booking reads the same lines, so what it refuses is what was shown.
 */
export async function reviewLines(
  db: Executor,
  event: EventRow,
  customerId: string,
  now: Date,
): Promise<ReviewLine[]> {
  return mapInOrder(await planRows(db, event.id), async (row): Promise<ReviewLine> => {
    if (row.state !== 'planned') return { row, state: row.state, priceCents: row.priceCents, problem: null };
    const problem =
      (await offerProblem(db, { event, customerId, offered: row, now })) ??
      addressProblem(event, row.service);
    const priceCents = linePrice(row.service, row.service.basePriceCents, {
      guestCount: event.guestCount,
      ...plannedTimes(row.service, event.eventTime),
    });
    const state = problem ? 'unavailable' : priceCents === row.item.priceCents ? 'ready' : 'changed';
    return { row, state, priceCents, problem };
  });
}

/** GET /api/events/:id/review */
export async function eventReview(
  db: Executor,
  customerId: string,
  eventId: string,
  now: Date,
): Promise<EventReviewView> {
  const event = await requireOwnEvent(db, customerId, eventId);
  const lines = await reviewLines(db, event, customerId, now);
  const total = lines
    .filter((l) => l.state === 'ready' || l.state === 'changed')
    .reduce((sum, l) => sum + l.priceCents, 0);
  return {
    lines: lines.map(({ row, state, priceCents, problem }) => ({
      planItemId: row.item.id,
      category: row.item.category,
      vendorName: row.vendor.name,
      serviceName: row.service.name,
      plannedPrice: centsToDecimal(row.item.priceCents),
      price: centsToDecimal(priceCents),
      hours: pricedHours(row.service.priceUnit, plannedTimes(row.service, event.eventTime)),
      state,
      problem,
    })),
    total: centsToDecimal(total),
  };
}
