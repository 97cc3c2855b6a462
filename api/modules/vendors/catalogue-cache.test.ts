import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { addVendor } from '../../test/fixtures';
import { twoInstancesOnOneFile } from '../../test/two-instances';
import { createCatalogueCache } from './catalogue-cache';

// Two app instances on one SQLite file: each keeps its own cache, and a write on either is seen by both.
const instances = twoInstancesOnOneFile('bbe-catalogue-');

let a: Db;
let b: Db;
beforeEach(async () => {
  ({ a, b } = await instances.next());
});

describe('the catalogue cache', () => {
  it("keeps an answer until the catalogue changes, on this instance or another's", async () => {
    let clock = 0;
    const cached = createCatalogueCache(a, () => clock);
    let computed = 0;
    const answer = async () => {
      computed += 1;
      return `answer ${computed}`;
    };
    expect(await cached('featured', answer)).toBe('answer 1');
    clock += 29_000;
    expect(await cached('featured', answer)).toBe('answer 1');
    // Another instance adds a vendor: its trigger moves the version both instances read.
    await addVendor(b, { businessName: 'Across the proxy' });
    expect(await cached('featured', answer)).toBe('answer 2');
    expect(computed).toBe(2);
    clock += 30_000;
    expect(await cached('featured', answer)).toBe('answer 3');
  });

  it('does not remember a failure: the next request computes again', async () => {
    const cached = createCatalogueCache(a, () => 0);
    await expect(
      cached('featured', async () => {
        throw new Error('database busy');
      }),
    ).rejects.toThrow('database busy');
    expect(await cached('featured', async () => 'fresh')).toBe('fresh');
  });
});
