import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteRequestView } from '../../contracts/quotes';
import { quoteRequests } from '../../db/schema';
import { Client, makeTestApp, signUp } from '../../test/harness';
import { quoteBody } from '../../test/quote-fixtures';

let t: Awaited<ReturnType<typeof makeTestApp>>;

beforeEach(async () => {
  t = await makeTestApp(); // the clock reads 2026-11-23 noon UTC (06:00 in Broken Bow)
});

// The fixture's request, with the optional fields this file checks too.
const quote = (over: Record<string, unknown> = {}) =>
  quoteBody({ additionalRequests: 'Gluten-free options please', packageId: 'social', ...over });

const rows = () => t.db.select().from(quoteRequests).all();

describe('POST /api/quotes', () => {
  it('takes a quote from a signed-out visitor and answers 201 with the request', async () => {
    const res = await new Client(t.app).post('/api/quotes', quote());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      firstName: 'June',
      guestCount: 40,
      eventType: 'wedding',
      packageId: 'social',
      status: 'new',
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    expect((res.json as QuoteRequestView).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rows()).toMatchObject([{ userId: null, guestCount: 40 }]);
  });

  it('remembers the account of a signed-in submitter, and keeps an unknown package id as given', async () => {
    const { client, user } = await signUp(t.app);
    const res = await client.post('/api/quotes', quote({ packageId: 'fish-fry', guestCount: 12 }));
    expect(res.status).toBe(201);
    expect(await rows()).toMatchObject([{ userId: user.id, packageId: 'fish-fry', guestCount: 12 }]);
  });

  it('needs neither the optional requests nor a package', async () => {
    const res = await new Client(t.app).post(
      '/api/quotes',
      quote({ additionalRequests: undefined, packageId: undefined }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ additionalRequests: null, packageId: null });
  });

  it.each([
    ['no first name', { firstName: '  ' }, 'firstName', 'First name is required'],
    ['no last name', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['a bad email', { email: 'june@' }, 'email', 'Valid email is required'],
    ['no email', { email: undefined }, 'email', 'Valid email is required'],
    ['a short phone', { phone: '555-0199' }, 'phone', 'Phone number is required'],
    ['no event date', { eventDate: undefined }, 'eventDate', 'Event date is required'],
    ['an empty event date', { eventDate: '' }, 'eventDate', 'Event date is required'],
    ['a day that does not exist', { eventDate: '2026-02-30' }, 'eventDate', 'Enter the date as YYYY-MM-DD'],
    ['no event time', { eventTime: '' }, 'eventTime', 'Event time is required'],
    ['a malformed time', { eventTime: '5pm' }, 'eventTime', 'Enter the time as HH:MM'],
    ['no guest count', { guestCount: undefined }, 'guestCount', 'Guest count is required'],
    ['an empty guest count', { guestCount: '' }, 'guestCount', 'Guest count is required'],
    ['zero guests', { guestCount: '0' }, 'guestCount', 'Guest count must be at least 1'],
    ['a guest count in words', { guestCount: 'forty' }, 'guestCount', 'Guest count must be a whole number'],
    ['no event type', { eventType: undefined }, 'eventType', 'Event type is required'],
    ['an unknown event type', { eventType: 'rodeo' }, 'eventType', 'Event type is required'],
    ['no venue', { venue: '' }, 'venue', 'Venue information is required'],
    [
      'long requests',
      { additionalRequests: 'x'.repeat(2001) },
      'additionalRequests',
      'Must be at most 2000 characters',
    ],
    ['a long package id', { packageId: 'p'.repeat(41) }, 'packageId', 'Must be at most 40 characters'],
    ['an id that is not a UUID', { id: 'abc' }, 'id', 'Id must be a UUID'],
  ])('refuses %s with the field message', async (_name, over, field, message) => {
    const res = await new Client(t.app).post('/api/quotes', quote(over));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, fields: { [field]: message } });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses an unknown field', async () => {
    const res = await new Client(t.app).post('/api/quotes', quote({ budget: '100' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Unexpected field: budget' });
  });

  it("refuses a day before Broken Bow's today, and takes today there while UTC is already tomorrow", async () => {
    const anon = new Client(t.app);
    const past = await anon.post('/api/quotes', quote({ eventDate: '2026-11-22' }));
    expect(past.status).toBe(400);
    expect(past.json).toMatchObject({
      message: 'Event date cannot be in the past',
      fields: { eventDate: 'Event date cannot be in the past' },
    });
    t.clock.set('2026-11-24T03:00:00.000Z'); // 21:00 on the 23rd in Broken Bow
    expect((await anon.post('/api/quotes', quote({ eventDate: '2026-11-23' }))).status).toBe(201);
  });

  it('replays a client id once for the same visitor (matched by e-mail), 409 for anyone else', async () => {
    const id = randomUUID();
    const anon = new Client(t.app);
    expect((await anon.post('/api/quotes', quote({ id }))).status).toBe(201);
    const again = await anon.post('/api/quotes', quote({ id, email: 'JUNE@example.com', venue: 'Changed' }));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id, venue: 'Lakeview Lodge, Beavers Bend' });
    expect(await rows()).toHaveLength(1);
    expect((await anon.post('/api/quotes', quote({ id, email: 'someone@example.com' }))).status).toBe(409);
  });

  it('replays a signed-in submitter once even after the date passed; another account gets 409', async () => {
    const id = randomUUID();
    const { client } = await signUp(t.app);
    expect((await client.post('/api/quotes', quote({ id, eventDate: '2026-11-23' }))).status).toBe(201);
    t.clock.set('2026-11-30T12:00:00.000Z');
    expect((await client.post('/api/quotes', quote({ id, eventDate: '2026-11-23' }))).status).toBe(200);
    const { client: other } = await signUp(t.app);
    expect((await other.post('/api/quotes', quote({ id }))).status).toBe(409);
    expect((await new Client(t.app).post('/api/quotes', quote({ id }))).status).toBe(409);
    expect(await rows()).toHaveLength(1);
  });
});
