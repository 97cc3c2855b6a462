import { addDays } from '../contracts/availability';
import { townToday } from '../contracts/dates';
import { townTimeToIso } from '../contracts/events';
import { plannedTimes } from '../contracts/line-price';
import { newId } from '../lib/ids';
import type { Tx } from './client';
import { eventPlanItems, events, type services, type vendors } from './schema';
import { seedLinePrice } from './seed-bookings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo customer's wedding in the planner (issue 18): a Saturday about eight weeks from seeding,
 * with a budget and a place, the venue and the caterer picked (planned, not booked) and the
 * invitations ticked off, so a first sign-in opens a plan with something in it.
 */
export const DEMO_EVENT = {
  name: 'Avery & Sam’s Wedding',
  eventType: 'wedding',
  guestCount: 80,
  weeksAhead: 8,
  time: '16:00',
  budgetCents: 2_500_000,
  location: 'Whispering Pines Event Barn, 1480 Stevens Gap Rd, Hochatown, OK 74728',
  notes: 'Ceremony on the patio at 4, dinner in the barn at 6.',
  plan: [
    { vendor: 'Whispering Pines Event Barn', service: 'Saturday Wedding Rental' },
    { vendor: 'Timber Ridge Smokehouse', service: 'Brisket & Pulled Pork Buffet' },
  ],
  ticked: ['send-invitations'],
} as const;

type Catalogue = {
  vendors: (typeof vendors.$inferInsert & { id: string })[];
  services: (typeof services.$inferInsert & { id: string })[];
};

/** The first Saturday on or after `weeks` weeks from `now`, in Broken Bow. */
function saturdayAfter(now: Date, weeks: number): string {
  const day = townToday(new Date(now.getTime() + weeks * 7 * DAY_MS));
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, (6 - weekday + 7) % 7);
}

export async function insertDemoEvent(tx: Tx, customerId: string, catalogue: Catalogue, now: Date) {
  const eventId = newId();
  const stamp = new Date(now.getTime() - 3 * DAY_MS).toISOString();
  const { name, eventType, guestCount, budgetCents, location, notes } = DEMO_EVENT;
  await tx
    .insert(events)
    .values({
      id: eventId,
      customerId,
      name,
      eventType,
      guestCount,
      eventDate: townTimeToIso(saturdayAfter(now, DEMO_EVENT.weeksAhead), DEMO_EVENT.time),
      eventTime: DEMO_EVENT.time,
      budgetCents,
      location,
      notes,
      checklistDone: [...DEMO_EVENT.ticked],
      createdAt: stamp,
      updatedAt: stamp,
    })
    .run();
  for (const pick of DEMO_EVENT.plan) {
    const vendor = catalogue.vendors.find((v) => v.businessName === pick.vendor);
    const service = catalogue.services.find((s) => s.vendorId === vendor?.id && s.name === pick.service);
    if (!vendor || !service) throw new Error(`Seed event plans an unknown service: ${pick.service}`);
    await tx
      .insert(eventPlanItems)
      .values({
        id: newId(),
        eventId,
        category: service.category,
        vendorId: vendor.id,
        serviceId: service.id,
        priceCents: seedLinePrice(service, {
          guestCount,
          ...plannedTimes(
            {
              name: service.name,
              priceUnit: service.priceUnit ?? 'per event',
              minHours: service.minHours ?? null,
            },
            DEMO_EVENT.time,
          ),
        }),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .run();
  }
  return eventId;
}
