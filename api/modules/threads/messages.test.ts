import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadView } from '../../contracts/offers';
import {
  MESSAGES_PER_MINUTE,
  type MessageView,
  type ThreadPage,
  type ThreadView,
} from '../../contracts/threads';
import { messages, quoteLeads } from '../../db/schema';
import { makeOffer } from '../../test/quote-fixtures';
import { addQuoteLead, message, type ThreadWorld, threadWorld } from './test-world';

async function quoteThreadPath(w: ThreadWorld, quoteRequestId: string) {
  const thread = (await w.customer.client.post('/api/threads', { quoteRequestId, vendorId: w.vendor.id }))
    .json as ThreadView;
  return `/api/threads/${thread.id}/messages`;
}

async function openBookingThread() {
  const w = await threadWorld();
  const thread = (await w.customer.client.post('/api/threads', { orderId: w.orderId })).json as ThreadView;
  return { ...w, path: `/api/threads/${thread.id}/messages` };
}

describe('posting a message', () => {
  it('stores a replayed id once (200 with the stored message), and answers 409 to another sender', async () => {
    const w = await openBookingThread();
    const sent = message('See you on the 12th');
    const first = await w.customer.client.post(w.path, sent);
    expect(first.status).toBe(201);
    const replay = await w.customer.client.post(w.path, { ...sent, body: 'changed on the phone' });
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    const stolen = await w.owner.client.post(w.path, sent);
    expect(stolen.status).toBe(409);
    expect(stolen.json).toMatchObject({ code: 'conflict' });
    expect(await w.db.select().from(messages).all()).toHaveLength(1);
  });

  it('keeps a <script> body as the same plain text', async () => {
    const w = await openBookingThread();
    const body = '<script>alert("x")</script> & <b>bold</b> https://example.com/?a=1&b=2';
    const sent = await w.customer.client.post(w.path, message(body));
    expect((sent.json as MessageView).body).toBe(body);
    const read = (await w.owner.client.get(w.path)).json as ThreadPage;
    expect(read.messages[0]?.body).toBe(body);
  });

  it('trims the body and refuses an empty or too long one with field messages', async () => {
    const w = await openBookingThread();
    const empty = await w.customer.client.post(w.path, message('   '));
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ fields: { body: 'Write a message' } });
    const long = await w.customer.client.post(w.path, message('x'.repeat(2001)));
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ fields: { body: 'A message is at most 2000 characters' } });
    const badId = await w.customer.client.post(w.path, { id: 'abc', body: 'hi' });
    expect(badId.json).toMatchObject({ fields: { id: 'Message id must be a UUID' } });
    const trimmed = await w.customer.client.post(w.path, message(`  ${'y'.repeat(2000)}  `));
    expect(trimmed.status).toBe(201);
  });

  it('allows 30 messages a minute per person (429 after), replays free, and again a minute later', async () => {
    const w = await openBookingThread();
    const ids: string[] = [];
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
      const sent = message(`n${i}`);
      ids.push(sent.id);
      expect((await w.customer.client.post(w.path, sent)).status).toBe(201);
      w.clock.advance(1000);
    }
    const refused = await w.customer.client.post(w.path, message('one too many'));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'throttled' });
    expect((refused.json as { message: string }).message).toMatch(/30 messages a minute/);
    // A replay is not a new message: the outbox sending again never hits the limit.
    expect((await w.customer.client.post(w.path, message('n0', ids[0]))).status).toBe(200);
    // The other person has their own allowance.
    expect((await w.owner.client.post(w.path, message('vendor reply'))).status).toBe(201);
    w.clock.advance(31_000);
    expect((await w.customer.client.post(w.path, message('later'))).status).toBe(201);
  });

  it("marks the vendor's quote lead answered when the vendor writes, not the customer", async () => {
    const w = await threadWorld();
    const quoteRequestId = await addQuoteLead(w);
    const path = await quoteThreadPath(w, quoteRequestId);
    const lead = () =>
      w.db.select().from(quoteLeads).where(eq(quoteLeads.quoteRequestId, quoteRequestId)).get();
    await w.customer.client.post(path, message('Are you free?'));
    expect((await lead())?.answeredAt).toBeNull();
    await w.owner.client.post(path, message('We are.'));
    const answeredAt = (await lead())?.answeredAt;
    expect(answeredAt).toBe(w.clock.now().toISOString());
    w.clock.advance(60_000);
    await w.owner.client.post(path, message('Again.'));
    expect((await lead())?.answeredAt).toBe(answeredAt);
  });
});

describe("a lead's contact details", () => {
  const hidden = { lastName: null, email: null, phone: null };
  const shown = { lastName: 'Customer', email: 'casey@example.com', phone: '5805550101' };
  const contact = async (w: ThreadWorld) => {
    const [lead] = (await w.owner.client.get('/api/vendor/leads')).json as LeadView[];
    return { lastName: lead?.lastName, email: lead?.email, phone: lead?.phone };
  };

  it('stay hidden when the vendor writes, and show once the customer writes', async () => {
    const w = await threadWorld();
    const path = await quoteThreadPath(w, await addQuoteLead(w));
    expect((await w.owner.client.post(path, message('Call me back?'))).status).toBe(201);
    expect(await contact(w)).toEqual(hidden);
    expect((await w.customer.client.post(path, message('Sure.'))).status).toBe(201);
    expect(await contact(w)).toEqual(shown);
  });

  it('stay hidden when the vendor writes, and show once the vendor makes an offer', async () => {
    const w = await threadWorld();
    const quoteRequestId = await addQuoteLead(w);
    const path = await quoteThreadPath(w, quoteRequestId);
    expect((await w.owner.client.post(path, message('Call me back?'))).status).toBe(201);
    expect(await contact(w)).toEqual(hidden);
    expect((await makeOffer(w.owner.client, quoteRequestId, w.vendor.id)).status).toBe(201);
    expect(await contact(w)).toEqual(shown);
  });
});
