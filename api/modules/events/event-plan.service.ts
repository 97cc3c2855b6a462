import { and, eq } from 'drizzle-orm';
import {
  CATEGORY_LABELS,
  checklistTemplate,
  type EventDetail,
  type PlanItemInput,
  type PlanSettingsInput,
} from '../../contracts/event-plan';
import { linePrice, plannedTimes } from '../../contracts/line-price';
import type { Db, Executor } from '../../db/client';
import { eventPlanItems, events, services, vendors } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requireOwnEvent } from '../../lib/ownership';
import { removeLines } from '../cart/cart.service';
import { eventDetail } from './event-detail';
import { syncEvent } from './event-sync';
import { offeringVendor, offerProblem } from './plan-checks';
import { eventCategories, planRows } from './plan-rows';

type EventPatch = Partial<Pick<typeof events.$inferInsert, 'categories' | 'budgetShares' | 'checklistDone'>>;

async function patchEvent(db: Executor, eventId: string, patch: EventPatch, now: Date) {
  await db
    .update(events)
    .set({ ...patch, updatedAt: now.toISOString() })
    .where(eq(events.id, eventId))
    .run();
}

const plannedCategories = (db: Executor, eventId: string) =>
  db
    .select({ category: eventPlanItems.category })
    .from(eventPlanItems)
    .where(eq(eventPlanItems.eventId, eventId))
    .all();

/** PUT /api/events/:id/plan: the categories the event needs and the host's shares (null: the blog's split). */
export async function updatePlanSettings(
  db: Db,
  customerId: string,
  eventId: string,
  input: PlanSettingsInput,
  now: Date,
): Promise<EventDetail> {
  return await db.transaction(async (tx) => {
    const event = await requireOwnEvent(tx, customerId, eventId);
    const patch: EventPatch = {};
    if (input.categories) {
      const chosen = input.categories;
      const left = (await plannedCategories(tx, event.id)).find((p) => !chosen.includes(p.category));
      if (left) throw conflict(`Remove the planned services of ${CATEGORY_LABELS[left.category]} first`);
      patch.categories = chosen;
    }
    if (input.shares !== undefined) patch.budgetShares = input.shares;
    if (Object.keys(patch).length > 0) await patchEvent(tx, event.id, patch, now);
    return eventDetail(tx, customerId, event.id);
  });
}

/**
 * POST /api/events/:id/plan-items: a service picked into the plan, priced by the server for the
 * event's guests. A replayed id (the phone's outbox) answers the plan as it is, created false.
 */
export async function addPlanItem(
  db: Db,
  customerId: string,
  eventId: string,
  input: PlanItemInput,
  now: Date,
): Promise<{ detail: EventDetail; created: boolean }> {
  return await db.transaction(async (tx) => {
    const event = await requireOwnEvent(tx, customerId, eventId);
    const replayed = await tx.select().from(eventPlanItems).where(eq(eventPlanItems.id, input.id)).get();
    if (replayed && replayed.eventId !== event.id) throw conflict('That plan item id is already used');
    if (replayed) return { detail: await eventDetail(tx, customerId, event.id), created: false };

    const offered = await tx
      .select({
        service: services,
        vendor: offeringVendor,
      })
      .from(services)
      .innerJoin(vendors, eq(vendors.id, services.vendorId))
      .where(eq(services.id, input.serviceId))
      .get();
    if (!offered) throw badRequest('That service is not offered', { serviceId: 'Unknown service' });
    const twice = await tx
      .select({ id: eventPlanItems.id })
      .from(eventPlanItems)
      .where(and(eq(eventPlanItems.eventId, event.id), eq(eventPlanItems.serviceId, offered.service.id)))
      .get();
    if (twice) throw conflict('This service is already in your plan');
    const problem = await offerProblem(tx, { event, customerId, offered, now });
    if (problem) throw badRequest(problem, { serviceId: problem });

    const { service } = offered;
    const categories = eventCategories(event, await plannedCategories(tx, event.id));
    if (!categories.includes(service.category))
      await patchEvent(tx, event.id, { categories: [...categories, service.category] }, now);
    await tx
      .insert(eventPlanItems)
      .values({
        id: input.id,
        eventId: event.id,
        category: service.category,
        vendorId: service.vendorId,
        serviceId: service.id,
        priceCents: linePrice(service, service.basePriceCents, {
          guestCount: event.guestCount,
          ...plannedTimes(service, event.eventTime),
        }),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .run();
    // A service planned after the others were booked: the event is not all booked any more.
    await syncEvent(tx, event.id, now);
    return { detail: await eventDetail(tx, customerId, event.id), created: true };
  });
}

/** DELETE /api/events/:id/plan-items/:itemId: out of the plan, and out of the cart if it is there. */
export async function removePlanItem(
  db: Db,
  customerId: string,
  q: { eventId: string; itemId: string },
  now: Date,
): Promise<EventDetail> {
  return await db.transaction(async (tx) => {
    const event = await requireOwnEvent(tx, customerId, q.eventId);
    const row = (await planRows(tx, event.id)).find((r) => r.item.id === q.itemId);
    if (!row) throw notFound('That service is not in this plan');
    if (row.state === 'booked') throw conflict('This service is booked; cancel the booking from My bookings');
    if (row.state === 'in_cart' && row.item.cartItemId)
      await removeLines(tx, customerId, [row.item.cartItemId]);
    await tx.delete(eventPlanItems).where(eq(eventPlanItems.id, row.item.id)).run();
    // The last service not yet booked left the plan: everything planned may now be booked.
    await syncEvent(tx, event.id, now);
    return eventDetail(tx, customerId, event.id);
  });
}

/** PUT /api/events/:id/checklist/:key: the host ticks an item off, or back on. */
export async function tickChecklist(
  db: Db,
  customerId: string,
  q: { eventId: string; key: string; done: boolean },
  now: Date,
): Promise<EventDetail> {
  return await db.transaction(async (tx) => {
    const event = await requireOwnEvent(tx, customerId, q.eventId);
    const categories = eventCategories(event, await plannedCategories(tx, event.id));
    if (!checklistTemplate(event.eventType, categories).some((item) => item.key === q.key))
      throw notFound('That item is not on this checklist');
    const done = new Set(event.checklistDone);
    if (q.done) done.add(q.key);
    else done.delete(q.key);
    await patchEvent(tx, event.id, { checklistDone: [...done] }, now);
    return eventDetail(tx, customerId, event.id);
  });
}
