import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { EventDetail, EventReviewView, SuggestionsView } from '../../contracts/event-plan';
import { addService, addVendor } from '../../test/fixtures';
import { signUp } from '../../test/harness';
import { createEvent, type Planner, plan, plannerApp } from './plan-test-kit';

// Issue 29: the planner counts a per-hour service as its rate times its hours, not its rate. With no
// end time of its own, a pick runs from the event's time (4:00 PM here) for the service's minimum.

let t: Planner['t'];
let dj: Awaited<ReturnType<typeof addService>>;
beforeEach(async () => {
  ({ t } = await plannerApp());
  const vendor = await addVendor(t.db, { businessName: 'Red Dirt DJ Co.', businessType: 'entertainment' });
  dj = await addService(t.db, vendor.id, {
    name: 'Party DJ',
    category: 'entertainment',
    basePriceCents: 15_000,
    priceUnit: 'per hour',
    minHours: 3,
  });
});

describe('a per-hour service in the planner', () => {
  it('is suggested, planned, reviewed and booked at rate x its minimum hours from the event time', async () => {
    const { client } = await signUp(t.app);
    const event = await createEvent(client);
    const step2 = (await client.get(`/api/events/${event.id}/suggestions?category=entertainment`))
      .json as SuggestionsView;
    expect(step2.vendors.find((v) => v.serviceId === dj.id)).toMatchObject({ price: '450.00', hours: 3 });

    const planned = (await plan(client, event.id, dj.id)).json as EventDetail;
    expect(planned.plan.find((p) => p.serviceId === dj.id)?.price).toBe('450.00');
    expect(planned.budgetLines.find((l) => l.key === 'entertainment')?.planned).toBe('450.00');

    const step4 = (await client.get(`/api/events/${event.id}/review`)).json as EventReviewView;
    const [line] = step4.lines;
    expect(line).toMatchObject({ price: '450.00', hours: 3, state: 'ready' });

    const booked = await client.post(`/api/events/${event.id}/book`, {
      lines: [{ planItemId: line?.planItemId, price: '450.00' }],
    });
    expect(booked.status).toBe(200);
    expect((booked.json as CartView).items[0]).toMatchObject({
      selectedTime: '16:00',
      endTime: '19:00',
      hours: 3,
      price: '450.00',
    });
  });
});
