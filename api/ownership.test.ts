import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredEndpoints } from './test/endpoints';
import { makeTestApp } from './test/harness';
import { EXCEPTIONS, STRANGERS, type Stranger } from './test/ownership-cases';
import { type OwnershipWorld, ownershipWorld } from './test/ownership-world';

// docs/permissions.md: what is not yours is a 404. User B, holding the same role as A, calls every
// route that names a thing by id with A's id (the cases: test/ownership-cases.ts). The answer must be
// the 404 a made-up id gets, word for word (so it never says whether A's thing exists), and the
// database and the photo folder must be as they were. The app's own route list says which routes
// take an id in their path: one with neither a case nor a stated reason fails the completeness check.

type World = OwnershipWorld;

let w: World;
beforeAll(async () => {
  w = await ownershipWorld();
});
afterAll(() => rmSync(w.photosDir, { recursive: true, force: true }));

/** Every row of every table, and every photo file: what a refused call must leave as it was. */
function everything(world: World) {
  const sqlite = world.db.sqlite;
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .all() as { name: string }[];
  const rows = Object.fromEntries(
    tables.map(({ name }) => [
      name,
      // Some tables have no rowid: rows are compared as a sorted list.
      sqlite
        .prepare(`select * from "${name}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  );
  return { rows, photos: readdirSync(world.photosDir, { recursive: true }).map(String).sort() };
}

const label = (c: Stranger) => (c.what ? `${c.route} (${c.what})` : c.route);
/** A made-up id in the shape of A's: a payment's client secret keeps its "_secret_" form. */
const madeUp = (id: string) =>
  id.includes('_secret_') ? `pi_${randomUUID()}_secret_${randomUUID()}` : randomUUID();

describe("another user's id answers 404, as an id that does not exist, and changes nothing", () => {
  for (const c of STRANGERS) {
    it(label(c), async () => {
      const before = everything(w);
      const theirs = await c.call(w, w.of[c.thing]);
      expect(theirs.status, JSON.stringify(theirs.json)).toBe(404);
      expect(everything(w)).toEqual(before);
      const nobodys = await c.call(w, madeUp(w.of[c.thing]));
      expect(nobodys.status).toBe(404);
      expect(theirs.json).toEqual(nobodys.json);
    });
  }
});

describe('routes taking an id that are not a 404 for another user, with the reason', () => {
  for (const c of EXCEPTIONS.filter((e) => e.call)) {
    it(`${c.route}: ${c.status} (${c.why})`, async () => {
      const before = everything(w);
      const res = await c.call?.(w);
      expect(res?.status, JSON.stringify(res?.json)).toBe(c.status);
      expect(everything(w)).toEqual(before);
    });
  }
});

/** The routes with an id in their path that have neither a case nor a stated reason. */
const uncovered = (registered: string[]) => {
  const covered = new Set([...STRANGERS, ...EXCEPTIONS].map((c) => c.route));
  return registered.filter((key) => key.includes('/:id') && !covered.has(key));
};

describe('the walk covers every route with an id in its path', () => {
  let registered: string[];
  beforeAll(async () => {
    registered = registeredEndpoints((await makeTestApp()).app);
  });
  it('has a case or a stated reason for each', () => {
    expect(registered.filter((key) => key.includes('/:id')).length).toBeGreaterThan(40);
    expect(uncovered(registered)).toEqual([]);
  });

  it('would notice a route added with an id and no case', async () => {
    const t = await makeTestApp();
    t.app.post('/api/vendor/brand-new/:thingId', (c) => c.json({}));
    expect(uncovered(registeredEndpoints(t.app))).toEqual(['POST /api/vendor/brand-new/:id']);
  });

  it('has no case for a route the app does not register', () => {
    const routes = [...STRANGERS, ...EXCEPTIONS].map((c) => c.route);
    expect(routes.filter((route) => !registered.includes(route))).toEqual([]);
  });
});
