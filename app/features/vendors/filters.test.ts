import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { directorySearchSchema } from './filters';

const parse = (search: Record<string, unknown>) => v.parse(directorySearchSchema, search);

describe('the directory URL: search and sort', () => {
  it('keeps a search, trimmed, and cuts a hand-typed one to the API limit', () => {
    expect(parse({ q: '  bbq ' }).q).toBe('bbq');
    expect(parse({ q: '   ' }).q).toBeUndefined();
    expect(parse({ q: 'x'.repeat(300) }).q).toHaveLength(100);
    // The router hands ?q=42 over as a number; anything else odd is dropped rather than breaking the page.
    expect(parse({ q: 42 }).q).toBe('42');
    expect(parse({ q: { a: 1 } }).q).toBeUndefined();
  });

  it('keeps a known sort, leaves the default out of the URL and drops an unknown one', () => {
    expect(parse({ sort: 'price' }).sort).toBe('price');
    expect(parse({ sort: 'featured' }).sort).toBeUndefined();
    expect(parse({ sort: 'cheapest' }).sort).toBeUndefined();
    expect(parse({ q: 'dj', sort: 'rating', category: 'entertainment' })).toMatchObject({
      q: 'dj',
      sort: 'rating',
      category: 'entertainment',
    });
  });
});
