import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FavoriteShare, SavedVendors, SharedVendors } from '../../contracts/favorites';
import { favoriteShares, favorites, vendors } from '../../db/schema';
import { addVendor } from '../../test/fixtures';
import { Client, makeTestApp, ORIGIN, signUp } from '../../test/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;

beforeEach(async () => {
  t = await makeTestApp(); // the clock reads 2026-11-23 noon UTC
});

const put = (client: Client, vendorId: string) => client.call('PUT', `/api/favorites/${vendorId}`);
const saved = async (client: Client) => (await client.get('/api/favorites')).json as SavedVendors;
const names = (list: { vendors: { businessName: string }[] }) => list.vendors.map((v) => v.businessName);
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('saving vendors: PUT and DELETE /api/favorites/:vendorId', () => {
  it('needs a signed-in user for every call but the shared read', async () => {
    const anon = new Client(t.app);
    const vendor = await addVendor(t.db);
    expect((await put(anon, vendor.id)).status).toBe(401);
    expect((await anon.delete(`/api/favorites/${vendor.id}`)).status).toBe(401);
    expect((await anon.get('/api/favorites')).status).toBe(401);
    expect((await anon.post('/api/favorites/share')).status).toBe(401);
    expect((await anon.delete('/api/favorites/share')).status).toBe(401);
  });

  it('lists saved vendors as directory cards, newest save first', async () => {
    const { client } = await signUp(t.app);
    const first = await addVendor(t.db, { businessName: 'Timber Ridge', rating: 4.5 });
    const second = await addVendor(t.db, { businessName: 'Lakeside BBQ' });
    expect((await put(client, first.id)).status).toBe(204);
    t.clock.advance(60_000);
    expect((await put(client, second.id)).status).toBe(204);
    const list = await saved(client);
    expect(names(list)).toEqual(['Lakeside BBQ', 'Timber Ridge']);
    expect(list.vendors[1]).toMatchObject({ id: first.id, rating: '4.50', photo: null });
    expect(list.shared).toBe(false);
  });

  it('takes a replayed PUT and DELETE as the same change (the outbox may send twice)', async () => {
    const { client } = await signUp(t.app);
    const vendor = await addVendor(t.db);
    expect((await put(client, vendor.id)).status).toBe(204);
    t.clock.advance(60_000);
    expect((await put(client, vendor.id)).status).toBe(204);
    const rows = await t.db.select().from(favorites).all();
    expect(rows).toHaveLength(1);
    // The replay keeps the first save's time, so the list's order does not jump.
    expect(rows[0]?.createdAt).toBe('2026-11-23T12:00:00.000Z');
    expect((await client.delete(`/api/favorites/${vendor.id}`)).status).toBe(204);
    expect((await client.delete(`/api/favorites/${vendor.id}`)).status).toBe(204);
    expect((await saved(client)).vendors).toEqual([]);
  });

  it('answers 404 for an unknown or unlisted vendor, and drops one unlisted after saving', async () => {
    const { client } = await signUp(t.app);
    const hidden = await addVendor(t.db, { isActive: false });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [hidden.id, unknown]) {
      const answer = await put(client, id);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: 'Vendor not found', code: 'not_found' });
      expect((await client.delete(`/api/favorites/${id}`)).status).toBe(404);
    }
    const later = await addVendor(t.db, { businessName: 'Closing Soon' });
    await put(client, later.id);
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, later.id)).run();
    expect((await saved(client)).vendors).toEqual([]);
    // Saved before it was unlisted: it can still be removed.
    expect((await client.delete(`/api/favorites/${later.id}`)).status).toBe(204);
    expect(await t.db.select().from(favorites).all()).toHaveLength(0);
  });

  it("never shows someone else's list", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const vendor = await addVendor(t.db, { businessName: 'Only Mine' });
    await put(me.client, vendor.id);
    expect((await saved(other.client)).vendors).toEqual([]);
    // Their removal of my saved vendor changes only their own (empty) list.
    expect((await other.client.delete(`/api/favorites/${vendor.id}`)).status).toBe(204);
    expect(names(await saved(me.client))).toEqual(['Only Mine']);
  });
});

describe('share links: /api/favorites/share and GET /api/favorites/shared/:token', () => {
  it('makes an unguessable link, keeps only its SHA-256, and shows the list read-only to anyone', async () => {
    const { client } = await signUp(t.app);
    const vendor = await addVendor(t.db, { businessName: 'Timber Ridge' });
    await put(client, vendor.id);
    const made = await client.post('/api/favorites/share');
    expect(made.status).toBe(201);
    const { url } = made.json as FavoriteShare;
    expect(url).toMatch(new RegExp(`^${ORIGIN}/saved/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(url);
    const [row] = await t.db.select().from(favoriteShares).all();
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await saved(client)).shared).toBe(true);

    const anon = new Client(t.app);
    const shared = await anon.get(`/api/favorites/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(names(shared.json as SharedVendors)).toEqual(['Timber Ridge']);
    // Read-only: the owner's id and the share itself are not in the answer.
    expect(Object.keys(shared.json as object)).toEqual(['vendors']);
  });

  it('a second link leaves the first live; Stop sharing kills every link; an unknown token is 404', async () => {
    const { client } = await signUp(t.app);
    const first = tokenOf(((await client.post('/api/favorites/share')).json as FavoriteShare).url);
    const second = tokenOf(((await client.post('/api/favorites/share')).json as FavoriteShare).url);
    expect(second).not.toBe(first);
    const anon = new Client(t.app);
    expect((await anon.get(`/api/favorites/shared/${first}`)).status).toBe(200);
    expect((await anon.get(`/api/favorites/shared/${second}`)).status).toBe(200);

    expect((await client.delete('/api/favorites/share')).status).toBe(204);
    for (const token of [first, second, 'not-a-real-token']) {
      const dead = await anon.get(`/api/favorites/shared/${token}`);
      expect(dead.status).toBe(404);
      expect(dead.json).toEqual({ message: 'This shared list is not available', code: 'not_found' });
    }
    expect((await saved(client)).shared).toBe(false);
    expect((await t.db.select().from(favoriteShares).all()).map((s) => s.revokedAt)).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-23T12:00:00.000Z',
    ]);
  });

  it("one person's Stop sharing leaves another person's link live", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = tokenOf(((await me.client.post('/api/favorites/share')).json as FavoriteShare).url);
    await other.client.post('/api/favorites/share');
    await other.client.delete('/api/favorites/share');
    expect((await new Client(t.app).get(`/api/favorites/shared/${mine}`)).status).toBe(200);
  });
});
