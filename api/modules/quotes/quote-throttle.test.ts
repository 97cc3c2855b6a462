import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { quoteRequests } from '../../db/schema';
import { makeTestApp, postFrom } from '../../test/harness';
import { quoteBody } from '../../test/quote-fixtures';

// A quote request e-mails every vendor it reaches, so the signed-out form is limited: 10 new requests
// an hour from one client address, 5 an hour for one e-mail. The clock reads 2026-11-23 12:00 UTC.
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const ask = (address: string, over: Record<string, unknown> = {}) =>
  postFrom(t.app, '/api/quotes', quoteBody(over), address);
const person = (i: number) => ({ email: `guest${i}@example.com` });
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);

describe('quote request limits', () => {
  it('takes 10 new requests an hour from one address, even sent at once; the rest wait with a 429', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => ask('203.0.113.9', person(i))));
    expect(statuses(answers).filter((s) => s === 201)).toHaveLength(10);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(15);
    expect(await t.db.select().from(quoteRequests).all()).toHaveLength(10);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json).toEqual({
      message: 'Too many quote requests from your network. Please wait 60 minutes and try again.',
      code: 'throttled',
    });
    expect(refused?.retryAfter).toBe('3600');

    expect((await ask('198.51.100.7', person(99))).status).toBe(201);
    t.clock.advance(30 * 60_000);
    expect((await ask('203.0.113.9', person(100))).retryAfter).toBe('1800');
    t.clock.advance(30 * 60_000);
    expect((await ask('203.0.113.9', person(100))).status).toBe(201);
  });

  it('takes 5 new requests an hour for one e-mail, whatever the address and the case', async () => {
    for (let i = 1; i <= 5; i++)
      expect(
        (await ask(`203.0.113.${i}`, { email: i % 2 ? 'june@example.com' : 'JUNE@example.com' })).status,
      ).toBe(201);
    const sixth = await ask('192.0.2.50', { email: 'June@Example.com' });
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(
      'Too many quote requests for this e-mail. Please wait 60 minutes and try again.',
    );
    expect(sixth.retryAfter).toBe('3600');
    expect((await ask('192.0.2.50', { email: 'casey@example.com' })).status).toBe(201);
  });

  it('answers a replay of a request already taken, even past the limit, and counts only new ones', async () => {
    const id = randomUUID();
    expect((await ask('203.0.113.9', { id })).status).toBe(201);
    for (let i = 0; i < 6; i++) expect((await ask('203.0.113.9', { id })).status).toBe(200);
    for (let i = 2; i <= 5; i++) expect((await ask('203.0.113.9')).status).toBe(201);
    expect((await ask('203.0.113.9')).status).toBe(429);
    expect((await ask('203.0.113.9', { id })).status).toBe(200);
  });

  it('does not count a request it refused for its content', async () => {
    for (let i = 0; i < 6; i++)
      expect((await ask('203.0.113.9', { vendorId: 'no-such-vendor' })).status).toBe(400);
    expect((await ask('203.0.113.9')).status).toBe(201);
  });
});
