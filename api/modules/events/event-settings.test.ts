import { beforeEach, describe, expect, it } from 'vitest';
import type { EventDetail } from '../../contracts/event-plan';
import { eventPlanItems } from '../../db/schema';
import { signUp } from '../../test/harness';
import { createEvent, detail, eventInput, type Planner, plan, plannerApp, put } from './plan-test-kit';

let t: Planner['t'];
let party: Planner['party'];
beforeEach(async () => {
  ({ t, party } = await plannerApp()); // 2026-11-23 noon UTC; the event is on 2026-12-12
});

const planRows = () => t.db.select().from(eventPlanItems).all();

describe('PUT /api/events/:id', () => {
  it('edits step 1 with the create rules and prices planned services again for the new guests', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    await plan(client, event.id, party.buffet.id);
    await plan(client, event.id, party.rental.id);
    const res = await put(
      client,
      `/api/events/${event.id}`,
      eventInput({ guestCount: 100, name: 'Renamed' }),
    );
    expect(res.status).toBe(200);
    const edited = res.json as EventDetail;
    expect(edited).toMatchObject({ name: 'Renamed', guestCount: 100, planTotal: '8350.00' });
    expect(edited.plan.map((p) => p.price).sort()).toEqual(['1850.00', '6500.00']);

    const past = await put(client, `/api/events/${event.id}`, eventInput({ eventDate: '2026-11-20' }));
    expect(past.status).toBe(400);
    expect(past.json).toMatchObject({ message: 'Event date cannot be in the past' });
    expect((await put(client, `/api/events/${event.id}`, { ...eventInput(), id: event.id })).status).toBe(
      400,
    );
    expect((await detail(client, event.id)).name).toBe('Renamed');
  });
});

describe('PUT /api/events/:id/plan', () => {
  it("keeps a category with planned services, takes the host's shares, and goes back to the split", async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    await plan(client, event.id, party.rental.id);
    const path = `/api/events/${event.id}/plan`;
    const refused = await put(client, path, { categories: ['catering'] });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: 'Remove the planned services of Venue first' });

    const own = (
      await put(client, path, { categories: ['venue', 'catering'], shares: { venue: 20, catering: 50 } })
    ).json as EventDetail;
    expect(own).toMatchObject({ categories: ['venue', 'catering'], ownShares: true });
    expect(own.shares).toMatchObject({ venue: 20, catering: 50, buffer: 30, photography: 0 });
    expect(own.budgetLines.map((l) => [l.key, l.allowance, l.over])).toEqual([
      ['venue', '4000.00', true],
      ['catering', '10000.00', false],
      ['buffer', '6000.00', false],
    ]);
    expect(own.overBudget).toBe(false);

    const tooMuch = await put(client, path, { shares: { venue: 60, catering: 50 } });
    expect(tooMuch.json).toMatchObject({ message: 'The shares add up to more than 100%' });
    const back = (await put(client, path, { shares: null })).json as EventDetail;
    expect(back.ownShares).toBe(false);
    expect(back.shares).toMatchObject({ venue: 10, catering: 50, buffer: 40 });
  });

  it('says when the whole plan costs more than the budget', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client, { budget: '7000.00' });
    await plan(client, event.id, party.rental.id);
    expect((await detail(client, event.id)).overBudget).toBe(false);
    expect(((await plan(client, event.id, party.buffet.id)).json as EventDetail).overBudget).toBe(true);
  });
});

describe('the checklist and taking services out', () => {
  it('ticks and unticks items of the checklist; an unknown key is a 404', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    const path = `/api/events/${event.id}/checklist`;
    const ticked = (await put(client, `${path}/send-invitations`, { done: true })).json as EventDetail;
    expect(ticked.checklist.find((i) => i.key === 'send-invitations')).toMatchObject({
      done: true,
      doneBy: 'host',
    });
    const unticked = (await put(client, `${path}/send-invitations`, { done: false })).json as EventDetail;
    expect(unticked.checklist.find((i) => i.key === 'send-invitations')).toMatchObject({
      done: false,
      doneBy: null,
    });
    const unknown = await put(client, `${path}/book-rentals`, { done: true });
    expect(unknown.status).toBe(404);
    expect((await put(client, `${path}/send-invitations`, { done: 'yes' })).status).toBe(400);
  });

  it('takes a planned service out of the plan', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    const item = ((await plan(client, event.id, party.buffet.id)).json as EventDetail).plan[0];
    const gone = await client.delete(`/api/events/${event.id}/plan-items/${item?.id}`);
    expect(gone.status).toBe(200);
    expect((gone.json as EventDetail).plan).toEqual([]);
    expect((await client.delete(`/api/events/${event.id}/plan-items/${item?.id}`)).status).toBe(404);
    expect(await planRows()).toEqual([]);
  });
});
