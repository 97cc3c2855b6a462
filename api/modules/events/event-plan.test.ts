import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventDetail } from '../../contracts/event-plan';
import { eventPlanItems, events, services, vendors } from '../../db/schema';
import { signUp } from '../../test/harness';
import {
  blockDay,
  createEvent,
  detail,
  eventInput,
  fillDay,
  type Planner,
  plan,
  plannerApp,
  put,
} from './plan-test-kit';

let t: Planner['t'];
let party: Planner['party'];
beforeEach(async () => {
  ({ t, party } = await plannerApp()); // 2026-11-23 noon UTC; the event is on 2026-12-12
});

const planRows = () => t.db.select().from(eventPlanItems).all();

describe('GET /api/events/:id', () => {
  it("starts from the event type's categories, the blog's split and a dated checklist", async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    expect(event.categories).toEqual([
      'venue',
      'catering',
      'photography',
      'florist',
      'entertainment',
      'bartending',
    ]);
    expect(event.ownShares).toBe(false);
    expect(event.shares).toMatchObject({ catering: 40, bartending: 10, venue: 10, buffer: 15 });
    expect(event.budgetLines.find((l) => l.key === 'venue')).toEqual({
      key: 'venue',
      share: 10,
      allowance: '2000.00',
      planned: '0.00',
      over: false,
    });
    expect(event.checklist[0]).toMatchObject({ key: 'book-venue', dueDay: '2026-08-14', done: false });
    expect(event.checklist.find((i) => i.key === 'send-invitations')?.dueDay).toBe('2026-10-17');
    expect(event).toMatchObject({ plan: [], planTotal: '0.00', overBudget: false, bookings: [] });
    expect(event).not.toHaveProperty('checklistDone');
  });
});

describe('POST /api/events/:id/plan-items', () => {
  it('prices a per-person service for the event guests whatever the client sends', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    const sneaky = await client.post(`/api/events/${event.id}/plan-items`, {
      id: randomUUID(),
      serviceId: party.buffet.id,
      price: '0.01',
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.json).toMatchObject({ message: 'Unexpected field: price' });
    expect(await planRows()).toEqual([]);

    const res = await plan(client, event.id, party.buffet.id);
    expect(res.status).toBe(201);
    const planned = res.json as EventDetail;
    expect(planned.plan).toMatchObject([
      {
        vendorName: 'Smokehouse',
        serviceName: 'BBQ Buffet',
        price: '1480.00',
        state: 'planned',
        orderId: null,
      },
    ]);
    expect(planned.planTotal).toBe('1480.00');
    expect(planned.budgetLines.find((l) => l.key === 'catering')).toMatchObject({ planned: '1480.00' });
    expect(await planRows()).toMatchObject([{ priceCents: 80 * 1850, category: 'catering' }]);
  });

  it('answers a replayed id with the plan as it is; the id elsewhere or the service twice is a 409', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const event = await createEvent(alice.client);
    const id = randomUUID();
    expect((await plan(alice.client, event.id, party.buffet.id, id)).status).toBe(201);
    const again = await plan(alice.client, event.id, party.buffet.id, id);
    expect(again.status).toBe(200);
    expect((again.json as EventDetail).plan).toHaveLength(1);

    const twice = await plan(alice.client, event.id, party.buffet.id);
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ message: 'This service is already in your plan' });

    const other = await createEvent(alice.client, { name: 'Rehearsal' });
    expect((await plan(alice.client, other.id, party.rental.id, id)).status).toBe(409);
    const bobs = await createEvent(bob.client);
    expect((await plan(bob.client, bobs.id, party.rental.id, id)).status).toBe(409);
    expect(await planRows()).toHaveLength(1);
  });

  it('refuses guests the service cannot take, a vendor gone or not approved, and a past day', async () => {
    const { client } = await signUp(t.app);
    const big = await createEvent(client, { guestCount: 300 });
    const tooMany = await plan(client, big.id, party.buffet.id);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ message: 'BBQ Buffet serves at most 150 guests' });

    const event = await createEvent(client);
    await t.db
      .update(vendors)
      .set({ applicationStatus: 'pending' })
      .where(eq(vendors.id, party.caterer.id))
      .run();
    expect((await plan(client, event.id, party.buffet.id)).json).toMatchObject({
      message: 'BBQ Buffet is no longer offered',
    });
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, party.rental.id)).run();
    expect((await plan(client, event.id, party.rental.id)).status).toBe(400);

    await t.db.update(services).set({ isActive: true }).where(eq(services.id, party.rental.id)).run();
    t.clock.set('2026-12-14T12:00:00.000Z');
    const late = await plan(client, event.id, party.rental.id);
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ message: "The event's day has passed" });
    expect(await planRows()).toEqual([]);
  });

  it('refuses a vendor whose day is blocked or already full', async () => {
    const { client } = await signUp(t.app);
    const other = await signUp(t.app);
    const event = await createEvent(client);
    await blockDay(t.db, party.barn.id);
    const blocked = await plan(client, event.id, party.rental.id);
    expect(blocked.status).toBe(400);
    expect(blocked.json).toMatchObject({
      message:
        'Pine Barn is not available on Saturday, December 12, 2026: the vendor is not taking bookings that day',
    });
    await fillDay(t.db, party.caterer.id, other.user.id);
    const full = await plan(client, event.id, party.buffet.id);
    expect(full.status).toBe(400);
    expect(full.json).toMatchObject({
      message:
        'Smokehouse is not available on Saturday, December 12, 2026: the vendor is fully booked that day',
    });
    // The same vendor on another day is free.
    const later = await createEvent(client, { eventDate: '2026-12-19' });
    expect((await plan(client, later.id, party.buffet.id)).status).toBe(201);
  });

  it("adds the service's category to the event's when it was not among them", async () => {
    const { client } = await signUp(t.app);
    const bigger = await createEvent(client, { eventType: 'birthday', guestCount: 60 });
    const small = await createEvent(client, { eventType: 'birthday', guestCount: 20 });
    expect(bigger.categories).toContain('venue');
    expect(small.categories).toEqual(['catering', 'entertainment']);
    await t.db.update(services).set({ minGuests: 10 }).where(eq(services.id, party.rental.id)).run();
    const res = (await plan(client, small.id, party.rental.id)).json as EventDetail;
    expect(res.categories).toEqual(['catering', 'entertainment', 'venue']);
    expect((await t.db.select().from(events).where(eq(events.id, small.id)).get())?.categories).toEqual(
      res.categories,
    );
  });
});

describe('own events only', () => {
  it("answers 404 to every call on another customer's event, and changes nothing", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const event = await createEvent(alice.client);
    const item = ((await plan(alice.client, event.id, party.buffet.id)).json as EventDetail).plan[0]?.id;
    const base = `/api/events/${event.id}`;
    const calls = [
      bob.client.get(base),
      put(bob.client, base, eventInput({ name: 'Mine now' })),
      put(bob.client, `${base}/plan`, { categories: [] }),
      plan(bob.client, event.id, party.rental.id),
      bob.client.delete(`${base}/plan-items/${item}`),
      put(bob.client, `${base}/checklist/send-invitations`, { done: true }),
      bob.client.get(`${base}/suggestions?category=venue`),
      bob.client.get(`${base}/review`),
      bob.client.post(`${base}/book`, { lines: [{ planItemId: item, price: '1480.00' }] }),
      bob.client.get(`/api/events/${randomUUID()}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ message: 'Event not found' });
    }
    const mine = await detail(alice.client, event.id);
    expect(mine).toMatchObject({ name: 'Avery & Sam', plan: [{ id: item, state: 'planned' }] });
    expect(mine.checklist.every((i) => !i.done)).toBe(true);
  });
});
