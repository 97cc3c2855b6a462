import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type EventView, townClock, townTimeToIso } from '../../contracts/events';
import { events } from '../../db/schema';
import { Client, makeTestApp, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;

beforeEach(async () => {
  t = await makeTestApp(); // the clock reads 2026-11-23 noon UTC (06:00 in Broken Bow)
});

const event = (over: Record<string, unknown> = {}) => ({
  name: 'Smith Family Reunion',
  eventType: 'other',
  guestCount: 60,
  eventDate: '2026-12-06T00:30:00.000Z', // 18:30 on December 5th in Broken Bow (CST)
  eventTime: '18:30',
  budget: '2500.50',
  location: 'Beavers Bend State Park',
  notes: 'Pavilion 3',
  ...over,
});

const rows = () => t.db.select().from(events).all();

describe('Broken Bow time', () => {
  it.each([
    ['winter (CST, UTC-6)', '2026-12-05', '18:30', '2026-12-06T00:30:00.000Z'],
    ['summer (CDT, UTC-5)', '2026-07-04', '21:15', '2026-07-05T02:15:00.000Z'],
    ['midnight', '2026-01-01', '00:00', '2026-01-01T06:00:00.000Z'],
    [
      'the morning clocks spring forward, after the change',
      '2026-03-08',
      '03:00',
      '2026-03-08T08:00:00.000Z',
    ],
    ['the day before clocks spring forward', '2026-03-07', '23:00', '2026-03-08T05:00:00.000Z'],
    ['the morning clocks fall back, after the change', '2026-11-01', '09:00', '2026-11-01T15:00:00.000Z'],
    ['the evening before clocks fall back', '2026-10-31', '22:00', '2026-11-01T03:00:00.000Z'],
  ])('reads %s wall-clock time as the right UTC instant', (_name, day, time, iso) => {
    expect(townTimeToIso(day, time)).toBe(iso);
    expect(townClock(iso)).toEqual({ day, time });
  });
});

describe('/api/events', () => {
  it('needs a signed-in user', async () => {
    const anon = new Client(t.app);
    expect((await anon.post('/api/events', event())).status).toBe(401);
    expect((await anon.get('/api/events')).status).toBe(401);
    expect(await rows()).toHaveLength(0);
  });

  it('creates an event: 201, budget and total as decimal strings, status planning', async () => {
    const { client, user } = await signUp(t.app);
    const res = await client.post('/api/events', event());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Smith Family Reunion',
      eventType: 'other',
      guestCount: 60,
      eventDate: '2026-12-06T00:30:00.000Z',
      eventTime: '18:30',
      budget: '2500.50',
      totalAmount: '0.00',
      status: 'planning',
      location: 'Beavers Bend State Park',
      notes: 'Pavilion 3',
    });
    expect(await rows()).toMatchObject([{ customerId: user.id, budgetCents: 250_050 }]);
  });

  it('combines a plain day with the time in Broken Bow time, and takes a typed guest count and a numeric budget', async () => {
    const { client } = await signUp(t.app);
    const res = await client.post(
      '/api/events',
      event({ eventDate: '2027-06-19', eventTime: '16:00', guestCount: '25', budget: 800 }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      eventDate: '2027-06-19T21:00:00.000Z',
      guestCount: 25,
      budget: '800.00',
    });
  });

  it('leaves out the optional budget, location and notes', async () => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/events', event({ budget: '', location: undefined, notes: null }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ budget: null, location: null, notes: null });
  });

  it.each([
    ['no name', { name: ' ' }, 'name', 'Event name is required'],
    ['no event type', { eventType: undefined }, 'eventType', 'Event type is required'],
    ['a quote-only event type', { eventType: 'graduation' }, 'eventType', 'Event type is required'],
    ['zero guests', { guestCount: 0 }, 'guestCount', 'Guest count must be at least 1'],
    ['no guest count', { guestCount: undefined }, 'guestCount', 'Guest count must be at least 1'],
    ['no event date', { eventDate: undefined }, 'eventDate', 'Event date is required'],
    ['an empty event date', { eventDate: '' }, 'eventDate', 'Event date is required'],
    ['an impossible calendar day', { eventDate: '2027-02-30' }, 'eventDate', 'Enter the date as YYYY-MM-DD'],
    [
      'an impossible day as an instant',
      { eventDate: '2027-02-30T18:00:00.000Z' },
      'eventDate',
      'Enter the date as YYYY-MM-DD',
    ],
    ['no event time', { eventTime: undefined }, 'eventTime', 'Event time is required'],
    ['a negative budget', { budget: '-5' }, 'budget', 'Budget must be positive'],
    ['a budget in words', { budget: 'lots' }, 'budget', 'Budget must be an amount like 2500.00'],
    [
      'a time that disagrees with the timestamp',
      { eventTime: '12:30' },
      'eventTime',
      'Event time does not match the event date',
    ],
  ])('refuses %s with the field message', async (_name, over, field, message) => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/events', event(over));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, fields: { [field]: message } });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a day before Broken Bow's today", async () => {
    const { client } = await signUp(t.app);
    // 18:00 on November 22nd in Broken Bow, which is Monday the 23rd's 00:00 UTC.
    const res = await client.post(
      '/api/events',
      event({ eventDate: '2026-11-23T00:00:00.000Z', eventTime: '18:00' }),
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Event date cannot be in the past' });
    expect(
      (await client.post('/api/events', event({ eventDate: '2026-11-23', eventTime: '05:00' }))).status,
    ).toBe(201);
  });

  it('replays a client id once; another user reusing it gets a 409', async () => {
    const { client } = await signUp(t.app);
    const id = randomUUID();
    expect((await client.post('/api/events', event({ id }))).status).toBe(201);
    const again = await client.post('/api/events', event({ id, name: 'Renamed' }));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id, name: 'Smith Family Reunion' });
    const { client: other } = await signUp(t.app);
    expect((await other.post('/api/events', event({ id }))).status).toBe(409);
    expect(await rows()).toHaveLength(1);
  });

  it("lists only the user's own events, soonest first", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await alice.client.post(
      '/api/events',
      event({ name: 'Later', eventDate: '2027-01-09', eventTime: '12:00' }),
    );
    await alice.client.post('/api/events', event({ name: 'Sooner' }));
    await bob.client.post('/api/events', event({ name: 'Not yours' }));
    const list = (await alice.client.get('/api/events')).json as EventView[];
    expect(list.map((e) => e.name)).toEqual(['Sooner', 'Later']);
  });
});
