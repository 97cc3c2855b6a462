import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addVendor } from '../test/fixtures';
import { type Db, openDatabase } from './client';
import { affected, greatest, insertionOrder, jsonText, least } from './dialect';
import { vendors } from './schema';
import { rawRow } from './transaction-gate';

const selected = async <T>(db: Db, expression: SQL<T>) =>
  (await rawRow<{ v: T }>(db, sql`select ${expression} as v`))?.v;

describe('the SQL dialect helpers, on SQLite', () => {
  it('least and greatest pick the smaller and the larger: 3 and 5 give 3 and 5, two ISO times the earlier and the later', async () => {
    const db = openDatabase(':memory:');
    expect(await selected(db, least<number>(3, 5))).toBe(3);
    expect(await selected(db, greatest<number>(3, 5))).toBe(5);
    const [morning, noon] = ['2026-11-27T08:00:00.000Z', '2026-11-27T12:00:00.000Z'];
    expect(await selected(db, least<string>(noon, morning))).toBe(morning);
    expect(await selected(db, greatest<string>(morning, noon))).toBe(noon);
  });

  it('least and greatest answer NULL when one side is NULL (SQLite; PostgreSQL would skip it, so callers pass non-null values)', async () => {
    const db = openDatabase(':memory:');
    expect(await selected(db, least<number | null>(sql`null`, 5))).toBeNull();
    expect(await selected(db, greatest<number | null>(3, sql`null`))).toBeNull();
  });

  it("jsonText reads a key of a JSON column as text: cuisineType 'bbq', and NULL for a vendor with no cuisine", async () => {
    const db = openDatabase(':memory:');
    const bbq = await addVendor(db, { metadata: { cuisineType: 'bbq' } });
    const none = await addVendor(db, { metadata: {} });
    const cuisineOf = async (id: string) =>
      (
        await db
          .select({ cuisine: jsonText(vendors.metadata, 'cuisineType') })
          .from(vendors)
          .where(eq(vendors.id, id))
          .get()
      )?.cuisine;
    expect(await cuisineOf(bbq.id)).toBe('bbq');
    expect(await cuisineOf(none.id)).toBeNull();
  });

  it('insertionOrder sorts rows as they were inserted (c, a, b), not by id or by a shared timestamp', async () => {
    const db = openDatabase(':memory:');
    const createdAt = '2026-11-27T08:00:00.000Z';
    for (const id of ['c', 'a', 'b']) await addVendor(db, { id, createdAt });
    const ids = (
      await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(inArray(vendors.id, ['a', 'b', 'c']))
        .orderBy(vendors.createdAt, insertionOrder(vendors))
        .all()
    ).map((r) => r.id);
    expect(ids).toEqual(['c', 'a', 'b']);
  });

  it('affected counts the rows a statement wrote: 2 of 3 vendors updated, then 0 for an id that does not exist', async () => {
    const db = openDatabase(':memory:');
    for (const id of ['a', 'b', 'c']) await addVendor(db, { id });
    const two = await db
      .update(vendors)
      .set({ priceRange: '$$' })
      .where(inArray(vendors.id, ['a', 'b']))
      .run();
    expect(affected(two)).toBe(2);
    const none = await db.update(vendors).set({ priceRange: '$$' }).where(eq(vendors.id, 'missing')).run();
    expect(affected(none)).toBe(0);
  });
});
