import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_SORTS,
  directoryQuerySchema,
  parseGuestRange,
  SEARCH_MAX_LENGTH,
  SORT_LABELS,
  TOTAL_COUNT_HEADER,
  wholeNumberParam,
} from './vendors';

/** The first message the directory's query is refused with, or the parsed query. */
const query = (input: Record<string, string>) => {
  const result = v.safeParse(directoryQuerySchema, input);
  return result.success ? result.output : result.issues[0].message;
};

describe('a guest range', () => {
  it('reads "26-50" as 26 to 50 guests', () => {
    expect(parseGuestRange('26-50')).toEqual({ min: 26, max: 50 });
  });

  it('reads "100+" as 100 guests and up, with no ceiling', () => {
    expect(parseGuestRange('100+')).toEqual({ min: 100, max: Number.MAX_SAFE_INTEGER });
  });

  it('takes a range of one number, "25-25"', () => {
    expect(parseGuestRange('25-25')).toEqual({ min: 25, max: 25 });
  });

  it.each([
    ['a range that runs backwards', '50-26'],
    ['words', 'lots'],
    ['a bare number', '50'],
    ['a range with a space before it', ' 26-50'],
    ['a range with more after it', '26-50x'],
    ['six digits', '100000-200000'],
    ['a range with no end', '26-'],
  ])('refuses %s (%s)', (_rule, range) => {
    expect(parseGuestRange(range)).toBe(null);
  });
});

describe("the directory's query", () => {
  it('with nothing given, lists everyone, featured first, 48 at a time from the start', () => {
    expect(query({})).toEqual({
      q: undefined,
      sort: 'featured',
      category: undefined,
      priceRange: undefined,
      cuisineType: undefined,
      guests: undefined,
      package: undefined,
      date: undefined,
      limit: 48,
      offset: 0,
    });
  });

  it('reads every filter it is given', () => {
    expect(
      query({
        q: '  Smoke Shack ',
        sort: 'price',
        category: 'catering',
        priceRange: '$$',
        cuisineType: 'Italian',
        guests: '26-50',
        package: 'social',
        date: '2026-12-04',
        limit: '100',
        offset: '100000',
      }),
    ).toEqual({
      q: 'Smoke Shack',
      sort: 'price',
      category: 'catering',
      priceRange: '$$',
      cuisineType: 'Italian',
      guests: '26-50',
      package: 'social',
      date: '2026-12-04',
      limit: 100,
      offset: 100_000,
    });
  });

  it("treats 'all' and an empty value as no filter", () => {
    const none = { category: undefined, priceRange: undefined, cuisineType: undefined, guests: undefined };
    expect(
      query({ category: 'all', priceRange: 'all', cuisineType: 'all', guests: 'all', package: 'all' }),
    ).toMatchObject({ ...none, package: undefined });
    expect(
      query({ category: '', priceRange: '', cuisineType: '', guests: '', package: '', date: '' }),
    ).toMatchObject({
      ...none,
      package: undefined,
      date: undefined,
    });
  });

  it('a search of only spaces is no search', () => {
    expect(query({ q: '   ' })).toMatchObject({ q: undefined });
  });

  it('a search may be 100 characters, not 101', () => {
    expect(SEARCH_MAX_LENGTH).toBe(100);
    expect(query({ q: 'a'.repeat(100) })).toMatchObject({ q: 'a'.repeat(100) });
    expect(query({ q: 'a'.repeat(101) })).toBe('Search must be at most 100 characters');
  });

  it('an empty sort is featured first; an unknown one is refused', () => {
    expect(query({ sort: '' })).toMatchObject({ sort: 'featured' });
    expect(query({ sort: 'rating' })).toMatchObject({ sort: 'rating' });
    expect(query({ sort: 'newest' })).toBe('Sort must be featured, rating, reviews or price');
  });

  it('says the sorts in words', () => {
    expect(DIRECTORY_SORTS).toEqual(['featured', 'rating', 'reviews', 'price']);
    expect(SORT_LABELS).toEqual({
      featured: 'Featured first',
      rating: 'Best rated',
      reviews: 'Most reviewed',
      price: 'Price: low to high',
    });
  });

  it.each([
    ['category', 'bakery', 'Unknown category'],
    ['priceRange', '$$$$$', 'Price range must be $, $$, $$$ or $$$$'],
    ['cuisineType', 'Martian', 'Unknown cuisine type'],
    ['package', 'huge', 'Unknown package'],
  ])('refuses an unknown %s "%s"', (field, value, message) => {
    expect(query({ [field]: value })).toBe(message);
  });

  // A query string is always text: a text that is no range must say the rule too, not valibot's words.
  it.each(['50-26', 'many'])('refuses guests "%s" on the guests field with its message', (guests) => {
    const result = v.safeParse(directoryQuerySchema, { guests });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['guests']);
    expect(result.issues?.[0].message).toBe('Guests must look like 26-50 or 100+');
  });

  it('refuses guests that are not text with its message', () => {
    const result = v.safeParse(directoryQuerySchema, { guests: 50 });
    expect(result.issues?.[0].message).toBe('Guests must look like 26-50 or 100+');
  });

  it('takes guests "100+" as it is', () => {
    expect(query({ guests: '100+' })).toMatchObject({ guests: '100+' });
  });

  it('a date must be a real day of the calendar', () => {
    expect(query({ date: '2028-02-29' })).toMatchObject({ date: '2028-02-29' });
    expect(query({ date: '2027-02-29' })).toBe('Date must be a day such as 2026-12-04');
    expect(query({ date: '12/04/2026' })).toBe('Date must be a day such as 2026-12-04');
  });

  it('a limit is 1 to 100', () => {
    expect(query({ limit: '1' })).toMatchObject({ limit: 1 });
    expect(query({ limit: '0' })).toBe('Limit must be at least 1');
    expect(query({ limit: '101' })).toBe('Limit must be at most 100');
  });

  it('an offset is 0 to 100,000', () => {
    expect(query({ offset: '0' })).toMatchObject({ offset: 0 });
    expect(query({ offset: '100001' })).toBe('Offset must be at most 100000');
  });

  it.each(['1e3', '-1', '0x10', ' 5', '', '1234567890', '2.5'])(
    'refuses a limit "%s" that is not a whole number of digits',
    (limit) => {
      expect(query({ limit })).toBe('Limit must be a whole number');
    },
  );

  it('says how many match in all in the X-Total-Count header', () => {
    expect(TOTAL_COUNT_HEADER).toBe('X-Total-Count');
  });
});

describe('a whole number in a query string', () => {
  const page = wholeNumberParam('Page', 2, 9, '3');

  it('names the field and its bounds in its messages', () => {
    expect(v.safeParse(page, '1').issues?.[0].message).toBe('Page must be at least 2');
    expect(v.safeParse(page, '10').issues?.[0].message).toBe('Page must be at most 9');
    expect(v.safeParse(page, 'x').issues?.[0].message).toBe('Page must be a whole number');
    expect(v.safeParse(page, 4).issues?.[0].message).toBe('Page must be a whole number');
  });

  it('is the fallback when left out', () => {
    expect(v.parse(page, undefined)).toBe(3);
    expect(v.parse(page, '9')).toBe(9);
  });
});
