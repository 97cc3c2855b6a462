import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addVendor } from '../test/fixtures';
import { type Db, openDatabase } from './client';
import { affected, greatest, insertionOrder, jsonText, least } from './dialect';
import { vendors } from './schema';

const selected = <T>(db: Db, expression: SQL<T>) => db.get<{ v: T }>(sql`select ${expression} as v`)?.v;

describe('the SQL dialect helpers, on SQLite', () => {
  it('least and greatest pick the smaller and the larger: 3 and 5 give 3 and 5, two ISO times the earlier and the later', () => {
    const db = openDatabase(':memory:');
    expect(selected(db, least<number>(3, 5))).toBe(3);
    expect(selected(db, greatest<number>(3, 5))).toBe(5);
    const [morning, noon] = ['2026-11-27T08:00:00.000Z', '2026-11-27T12:00:00.000Z'];
    expect(selected(db, least<string>(noon, morning))).toBe(morning);
    expect(selected(db, greatest<string>(morning, noon))).toBe(noon);
  });

  it('least and greatest answer NULL when one side is NULL (SQLite; PostgreSQL would skip it, so callers pass non-null values)', () => {
    const db = openDatabase(':memory:');
    expect(selected(db, least<number | null>(sql`null`, 5))).toBeNull();
    expect(selected(db, greatest<number | null>(3, sql`null`))).toBeNull();
  });

  it("jsonText reads a key of a JSON column as text: cuisineType 'bbq', and NULL for a vendor with no cuisine", () => {
    const db = openDatabase(':memory:');
    const bbq = addVendor(db, { metadata: { cuisineType: 'bbq' } });
    const none = addVendor(db, { metadata: {} });
    const cuisineOf = (id: string) =>
      db
        .select({ cuisine: jsonText(vendors.metadata, 'cuisineType') })
        .from(vendors)
        .where(eq(vendors.id, id))
        .get()?.cuisine;
    expect(cuisineOf(bbq.id)).toBe('bbq');
    expect(cuisineOf(none.id)).toBeNull();
  });

  it('insertionOrder sorts rows as they were inserted (c, a, b), not by id or by a shared timestamp', () => {
    const db = openDatabase(':memory:');
    const createdAt = '2026-11-27T08:00:00.000Z';
    for (const id of ['c', 'a', 'b']) addVendor(db, { id, createdAt });
    const ids = db
      .select({ id: vendors.id })
      .from(vendors)
      .where(inArray(vendors.id, ['a', 'b', 'c']))
      .orderBy(vendors.createdAt, insertionOrder(vendors))
      .all()
      .map((r) => r.id);
    expect(ids).toEqual(['c', 'a', 'b']);
  });

  it('affected counts the rows a statement wrote: 2 of 3 vendors updated, then 0 for an id that does not exist', () => {
    const db = openDatabase(':memory:');
    for (const id of ['a', 'b', 'c']) addVendor(db, { id });
    const two = db
      .update(vendors)
      .set({ priceRange: '$$' })
      .where(inArray(vendors.id, ['a', 'b']))
      .run();
    expect(affected(two)).toBe(2);
    const none = db.update(vendors).set({ priceRange: '$$' }).where(eq(vendors.id, 'missing')).run();
    expect(affected(none)).toBe(0);
  });
});
