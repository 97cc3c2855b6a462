import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ThreadPage, ThreadSummary, ThreadView, UnreadCount } from '../../contracts/threads';
import { messageThreads, quoteLeads } from '../../db/schema';
import { addQuoteLead, bookOffer, message, threadWorld } from './test-world';

describe('opening a thread', () => {
  it('gives one thread for a booking however often and by whichever side it is opened', async () => {
    const w = await threadWorld();
    const [a, b, c] = await Promise.all([
      w.customer.client.post('/api/threads', { orderId: w.orderId }),
      w.customer.client.post('/api/threads', { orderId: w.orderId }),
      w.owner.client.post('/api/threads', { orderId: w.orderId }),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    const ids = [a, b, c].map((res) => (res.json as ThreadView).id);
    expect(new Set(ids).size).toBe(1);
    expect(await w.db.select().from(messageThreads).all()).toHaveLength(1);
    const mine = a.json as ThreadView;
    expect(mine).toMatchObject({ role: 'customer', otherName: 'Timber Test BBQ' });
    expect(mine.subject).toMatchObject({
      kind: 'booking',
      serviceName: 'Smoked brisket buffet',
      date: '2026-12-12',
    });
    expect(c.json).toMatchObject({ role: 'vendor', otherName: 'Casey' });
  });

  it('is a 404 for anyone who is not the booking customer or the vendor owner, and for unknown ids', async () => {
    const w = await threadWorld();
    const res = await w.stranger.client.post('/api/threads', { orderId: w.orderId });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'not_found' });
    expect((await w.customer.client.post('/api/threads', { orderId: crypto.randomUUID() })).status).toBe(404);
    expect((await w.customer.client.post('/api/threads', { orderId: 'nope' })).status).toBe(400);
  });

  it('opens a quote thread for its customer and a vendor the request reached, and nobody else', async () => {
    const w = await threadWorld();
    const quoteRequestId = await addQuoteLead(w);
    const body = { quoteRequestId, vendorId: w.vendor.id };
    const opened = await w.owner.client.post('/api/threads', body);
    expect(opened.status).toBe(200);
    expect((opened.json as ThreadView).subject).toMatchObject({
      kind: 'quote',
      eventType: 'wedding',
      date: '2027-01-16',
    });
    const again = await w.customer.client.post('/api/threads', body);
    expect((again.json as ThreadView).id).toBe((opened.json as ThreadView).id);
    expect((await w.stranger.client.post('/api/threads', body)).status).toBe(404);
    await w.db.delete(quoteLeads).run();
    expect((await w.customer.client.post('/api/threads', body)).status).toBe(404);
  });

  it('continues a booking made from an offer in its quote thread', async () => {
    const w = await threadWorld();
    const quoteRequestId = await addQuoteLead(w);
    const quote = (await w.customer.client.post('/api/threads', { quoteRequestId, vendorId: w.vendor.id }))
      .json as ThreadView;
    await w.owner.client.post(`/api/threads/${quote.id}/messages`, message('We can do the 16th.'));
    const orderId = await bookOffer(w, quoteRequestId);
    const booked = (await w.customer.client.post('/api/threads', { orderId })).json as ThreadView;
    expect(booked.id).toBe(quote.id);
    expect(booked.subject).toMatchObject({ kind: 'booking', orderId });
    const row = await w.db.select().from(messageThreads).where(eq(messageThreads.id, quote.id)).get();
    expect(row?.orderId).toBe(orderId);
    expect(await w.db.select().from(messageThreads).all()).toHaveLength(1);
  });
});

describe('reading threads', () => {
  it('is closed to a third person (404) and open to the admin, whose reading marks nothing read', async () => {
    const w = await threadWorld();
    const thread = (await w.customer.client.post('/api/threads', { orderId: w.orderId })).json as ThreadView;
    await w.customer.client.post(`/api/threads/${thread.id}/messages`, message('Hello!'));
    expect((await w.stranger.client.get(`/api/threads/${thread.id}/messages`)).status).toBe(404);
    expect((await w.stranger.client.post(`/api/threads/${thread.id}/messages`, message('hi'))).status).toBe(
      404,
    );

    const read = await w.admin.client.get(`/api/threads/${thread.id}/messages`);
    expect(read.status).toBe(200);
    expect((read.json as ThreadPage).thread).toMatchObject({
      role: 'admin',
      otherName: 'Casey and Timber Test BBQ',
    });
    expect((read.json as ThreadPage).messages.map((m) => [m.body, m.mine, m.senderSide])).toEqual([
      ['Hello!', false, 'customer'],
    ]);
    expect(((await w.owner.client.get('/api/threads/unread')).json as UnreadCount).threads).toBe(1);

    const posted = await w.admin.client.post(`/api/threads/${thread.id}/messages`, message('Admin here'));
    expect(posted.status).toBe(403);
    expect(posted.json).toMatchObject({ code: 'forbidden' });
  });

  it('counts unread threads and messages for each side and clears them when the newest page is read', async () => {
    const w = await threadWorld();
    const thread = (await w.customer.client.post('/api/threads', { orderId: w.orderId })).json as ThreadView;
    const unread = async (who: typeof w.owner) =>
      ((await who.client.get('/api/threads/unread')).json as UnreadCount).threads;
    expect(await unread(w.owner)).toBe(0);
    expect((await w.owner.client.get('/api/threads')).json).toEqual([]);

    // The fixed test clock: every message is stamped after the thread's last one all the same.
    await w.customer.client.post(
      `/api/threads/${thread.id}/messages`,
      message('Is the brisket gluten free?'),
    );
    await w.customer.client.post(`/api/threads/${thread.id}/messages`, message('And can you bring plates?'));
    expect(await unread(w.owner)).toBe(1);
    expect(await unread(w.customer)).toBe(0);
    const [listed] = (await w.owner.client.get('/api/threads')).json as ThreadSummary[];
    expect(listed).toMatchObject({
      id: thread.id,
      otherName: 'Casey',
      unread: 2,
      lastMessage: { body: 'And can you bring plates?', mine: false },
    });

    await w.owner.client.get(`/api/threads/${thread.id}/messages`);
    expect(await unread(w.owner)).toBe(0);
    await w.owner.client.post(`/api/threads/${thread.id}/messages`, message('Yes to both.'));
    expect(await unread(w.customer)).toBe(1);
    const [customerView] = (await w.customer.client.get('/api/threads')).json as ThreadSummary[];
    expect(customerView).toMatchObject({
      otherName: 'Timber Test BBQ',
      unread: 1,
      lastMessage: { mine: false },
    });
    const [ownerView] = (await w.owner.client.get('/api/threads')).json as ThreadSummary[];
    expect(ownerView).toMatchObject({ unread: 0, lastMessage: { body: 'Yes to both.', mine: true } });
  });

  it('pages older messages by cursor, newest last', async () => {
    const w = await threadWorld();
    const thread = (await w.customer.client.post('/api/threads', { orderId: w.orderId })).json as ThreadView;
    for (let i = 1; i <= 5; i += 1) {
      await w.customer.client.post(`/api/threads/${thread.id}/messages`, message(`m${i}`));
    }
    const first = (await w.owner.client.get(`/api/threads/${thread.id}/messages?limit=2`)).json as ThreadPage;
    expect(first.messages.map((m) => m.body)).toEqual(['m4', 'm5']);
    const second = (
      await w.owner.client.get(
        `/api/threads/${thread.id}/messages?limit=2&before=${encodeURIComponent(first.before ?? '')}`,
      )
    ).json as ThreadPage;
    expect(second.messages.map((m) => m.body)).toEqual(['m2', 'm3']);
    const last = (
      await w.owner.client.get(
        `/api/threads/${thread.id}/messages?limit=2&before=${encodeURIComponent(second.before ?? '')}`,
      )
    ).json as ThreadPage;
    expect(last).toMatchObject({ before: null });
    expect(last.messages.map((m) => m.body)).toEqual(['m1']);
  });
});
