import { asc, eq } from 'drizzle-orm';
import type { ServiceCategory } from '../../contracts/enums';
import {
  allowanceCents,
  type BudgetLineView,
  type BudgetShares,
  type ChecklistItemView,
  checklistTemplate,
  daysBefore,
  type EventBookingView,
  type EventDetail,
} from '../../contracts/event-plan';
import { centsToDecimal } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { orders, payments, refunds, vendors } from '../../db/schema';
import { bookingFacts, cancelRefundOfOrder, paymentColumns } from '../../lib/booking-facts';
import { requireOwnEvent } from '../../lib/ownership';
import { type EventRow, eventDay, eventView } from './events.service';
import { budgetSettings, ofEvent, type PlanRow, planRows } from './plan-rows';

function budgetLines(
  budget: number | null,
  categories: ServiceCategory[],
  shares: BudgetShares,
  plan: PlanRow[],
): BudgetLineView[] {
  return [...categories, 'buffer' as const].map((key) => {
    const allowance = budget === null ? null : allowanceCents(budget, shares[key]);
    const planned = plan.filter((p) => p.item.category === key).reduce((sum, p) => sum + p.priceCents, 0);
    return {
      key,
      share: shares[key],
      allowance: allowance === null ? null : centsToDecimal(allowance),
      planned: centsToDecimal(planned),
      over: allowance !== null && planned > allowance,
    };
  });
}

/** The template's items, due counted back from the event; a booking ticks its category's item. */
function checklist(event: EventRow, categories: ServiceCategory[], plan: PlanRow[]): ChecklistItemView[] {
  const day = eventDay(event);
  const bookedCategories = new Set(plan.filter((p) => p.state === 'booked').map((p) => p.item.category));
  return checklistTemplate(event.eventType, categories).map(({ key, title, daysBefore: n, category }) => {
    const doneBy =
      category && bookedCategories.has(category)
        ? 'booking'
        : event.checklistDone.includes(key)
          ? 'host'
          : null;
    return { key, title, dueDay: daysBefore(day, n), category, done: doneBy !== null, doneBy };
  });
}

async function bookings(db: Executor, eventId: string): Promise<EventBookingView[]> {
  return (
    await db
      .select({
        order: orders,
        vendorName: vendors.businessName,
        refundCents: refunds.amountCents,
        refundStatus: refunds.status,
        payment: paymentColumns,
      })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .leftJoin(payments, eq(payments.id, orders.paymentId))
      .leftJoin(refunds, cancelRefundOfOrder)
      .where(ofEvent(eventId))
      .orderBy(asc(orders.scheduledDate), asc(orders.createdAt), asc(orders.id))
      .all()
  ).map(({ order, vendorName, refundCents, refundStatus, payment }) => ({
    orderId: order.id,
    vendorId: order.vendorId,
    vendorName,
    itemName: typeof order.metadata.itemName === 'string' ? order.metadata.itemName : vendorName,
    amount: centsToDecimal(order.amountCents),
    refunded: centsToDecimal(refundCents ?? 0),
    ...bookingFacts(order, payment, refundStatus),
  }));
}

/** GET /api/events/:id: the event, its plan and where each piece stands, its budget, checklist and bookings. */
export async function eventDetail(db: Executor, customerId: string, eventId: string): Promise<EventDetail> {
  const event = await requireOwnEvent(db, customerId, eventId);
  const plan = await planRows(db, event.id);
  const { categories, shares } = budgetSettings(event, plan);
  const planTotal = plan.reduce((sum, p) => sum + p.priceCents, 0);
  return {
    ...eventView(event),
    categories,
    shares,
    ownShares: event.budgetShares !== null,
    plan: plan.map(({ item, vendor, service, state, orderId, orderStatus, priceCents }) => ({
      id: item.id,
      category: item.category,
      vendorId: item.vendorId,
      vendorName: vendor.name,
      serviceId: item.serviceId,
      serviceName: service.name,
      priceUnit: service.priceUnit,
      price: centsToDecimal(priceCents),
      state,
      orderId,
      orderStatus,
    })),
    planTotal: centsToDecimal(planTotal),
    budgetLines: budgetLines(event.budgetCents, categories, shares, plan),
    overBudget: event.budgetCents !== null && planTotal > event.budgetCents,
    checklist: checklist(event, categories, plan),
    bookings: await bookings(db, event.id),
  };
}
