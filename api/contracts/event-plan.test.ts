import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  allowanceCents,
  bookPlanSchema,
  checklistTemplate,
  daysBefore,
  defaultShares,
  effectiveShares,
  planSettingsSchema,
  SHARES_TOO_HIGH,
  suggestedCategories,
} from './event-plan';

// The planner's rules (issue 18), shared by the server and the phone: what an event needs, how its
// budget splits, and when each task is due. Shares are whole percents that add up to 100.
const none = {
  catering: 0,
  venue: 0,
  photography: 0,
  entertainment: 0,
  florist: 0,
  bartending: 0,
  rentals: 0,
  delivery: 0,
  buffer: 0,
};

describe('suggestedCategories', () => {
  it('suggests by the kind of event, and rentals from 100 guests', () => {
    const wedding = ['venue', 'catering', 'photography', 'florist', 'entertainment', 'bartending'];
    expect(suggestedCategories('wedding', 99)).toEqual(wedding);
    expect(suggestedCategories('wedding', 100)).toEqual([...wedding, 'rentals']);
    expect(suggestedCategories('anniversary', 40)).toEqual(['venue', 'catering', 'florist', 'photography']);
    for (const kind of ['meeting', 'training', 'other'] as const)
      expect(suggestedCategories(kind, 12)).toEqual(['venue', 'catering']);
  });

  it('a birthday of more than 25 needs a venue; a corporate event of 50 or more a bartender', () => {
    expect(suggestedCategories('birthday', 25)).toEqual(['catering', 'entertainment']);
    expect(suggestedCategories('birthday', 26)).toEqual(['catering', 'entertainment', 'venue']);
    expect(suggestedCategories('corporate', 49)).toEqual(['venue', 'catering']);
    expect(suggestedCategories('corporate', 50)).toEqual(['venue', 'catering', 'bartending']);
  });
});

describe('defaultShares', () => {
  it('every category: food and drink 50 (catering 40, bar 10), venue 10, entertainment 10, the rest 15, buffer 15', () => {
    expect(
      defaultShares([
        'catering',
        'bartending',
        'venue',
        'entertainment',
        'photography',
        'florist',
        'rentals',
        'delivery',
      ]),
    ).toEqual({
      catering: 40,
      bartending: 10,
      venue: 10,
      entertainment: 10,
      // 15 among four: 4, 4, 4 and 3, the first ones taking the rest.
      photography: 4,
      florist: 4,
      rentals: 4,
      delivery: 3,
      buffer: 15,
    });
  });

  it('one food category takes all 50; a group none of whose categories is chosen goes to the buffer', () => {
    expect(defaultShares(['catering'])).toEqual({ ...none, catering: 50, buffer: 50 });
    // 15 between two: 8 and 7.
    expect(defaultShares(['bartending', 'florist', 'photography'])).toEqual({
      ...none,
      bartending: 50,
      photography: 8,
      florist: 7,
      buffer: 35,
    });
    expect(defaultShares(['venue', 'entertainment'])).toEqual({
      ...none,
      venue: 10,
      entertainment: 10,
      buffer: 80,
    });
    expect(defaultShares([])).toEqual({ ...none, buffer: 100 });
  });
});

describe('effectiveShares', () => {
  it('the host’s own shares for the chosen categories, the buffer taking what is left', () => {
    expect(effectiveShares(['catering', 'venue'], { catering: 60, venue: 30, florist: 5 })).toEqual({
      ...none,
      catering: 60,
      venue: 30,
      buffer: 10,
    });
    expect(effectiveShares(['catering', 'florist'], { catering: 50 })).toEqual({
      ...none,
      catering: 50,
      buffer: 50,
    });
    expect(effectiveShares(['catering', 'venue'], { catering: 70, venue: 40 }).buffer).toBe(0);
  });

  it('without the host’s own, the default split', () => {
    expect(effectiveShares(['catering'], null)).toEqual({ ...none, catering: 50, buffer: 50 });
  });
});

describe('allowanceCents', () => {
  it('a share of the budget, rounded down to the cent', () => {
    expect(allowanceCents(250_000, 15)).toBe(37_500);
    expect(allowanceCents(99_999, 10)).toBe(9_999);
  });
});

describe('checklistTemplate', () => {
  it('books each category by its lead time, then invitations, the guest count, the timeline and arrivals, latest last', () => {
    expect(
      checklistTemplate('wedding', ['catering', 'venue']).map((i) => [i.key, i.daysBefore, i.category]),
    ).toEqual([
      ['book-venue', 120, 'venue'],
      ['book-catering', 90, 'catering'],
      ['send-invitations', 56, null],
      ['confirm-guests', 14, null],
      ['share-timeline', 7, null],
      ['confirm-arrivals', 2, null],
    ]);
  });

  it('invites 4 weeks ahead but for a wedding, and asks the guest count only with a caterer', () => {
    expect(checklistTemplate('birthday', ['entertainment'])).toEqual([
      {
        key: 'book-entertainment',
        title: 'Book the entertainment',
        daysBefore: 60,
        category: 'entertainment',
      },
      { key: 'send-invitations', title: 'Send invitations', daysBefore: 28, category: null },
      {
        key: 'share-timeline',
        title: "Share the day's timeline with your vendors",
        daysBefore: 7,
        category: null,
      },
      {
        key: 'confirm-arrivals',
        title: 'Confirm arrival times with every vendor',
        daysBefore: 2,
        category: null,
      },
    ]);
    expect(checklistTemplate('corporate', ['catering']).find((i) => i.key === 'confirm-guests')).toEqual({
      key: 'confirm-guests',
      title: 'Confirm the guest count with the caterer',
      daysBefore: 14,
      category: null,
    });
  });
});

describe('daysBefore', () => {
  it('counts calendar days back across months, years and leap days', () => {
    expect(daysBefore('2026-12-05', 7)).toBe('2026-11-28');
    expect(daysBefore('2027-01-05', 120)).toBe('2026-09-07');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2027-03-01', 1)).toBe('2027-02-28');
  });
});

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('the plan settings', () => {
  it('lists each category once', () => {
    expect(v.parse(planSettingsSchema, { categories: ['catering', 'venue'] })).toEqual({
      categories: ['catering', 'venue'],
    });
    expect(
      messages(v.safeParse(planSettingsSchema, { categories: ['catering', 'venue', 'catering'] })),
    ).toEqual(['A category is listed twice']);
  });

  it('takes shares that add up to 100% at most, or null for the blog’s split', () => {
    expect(SHARES_TOO_HIGH).toBe('The shares add up to more than 100%');
    expect(v.parse(planSettingsSchema, { shares: { catering: 60, venue: 40 } })).toEqual({
      shares: { catering: 60, venue: 40 },
    });
    expect(v.parse(planSettingsSchema, { shares: null })).toEqual({ shares: null });
    expect(messages(v.safeParse(planSettingsSchema, { shares: { catering: 60, venue: 41 } }))).toEqual([
      SHARES_TOO_HIGH,
    ]);
  });

  it('takes whole percents from 0 to 100 of known categories', () => {
    expect(messages(v.safeParse(planSettingsSchema, { shares: { catering: 10.5 } }))).toEqual([
      'A share must be a whole percent',
    ]);
    expect(messages(v.safeParse(planSettingsSchema, { shares: { catering: -1 } }))).toEqual([
      'A share cannot be below 0%',
    ]);
    expect(messages(v.safeParse(planSettingsSchema, { shares: { fireworks: 5 } }))).toEqual([
      'Unknown category',
    ]);
  });
});

describe('booking the plan', () => {
  it('carries each line with the price the host saw', () => {
    const lines = [{ planItemId: 'plan-1', price: '125.00' }];
    expect(v.parse(bookPlanSchema, { lines })).toEqual({ lines });
    expect(
      messages(v.safeParse(bookPlanSchema, { lines: [{ planItemId: 'plan-1', price: '$125' }] })),
    ).toEqual(['Price must be an amount like 125.00']);
    expect(messages(v.safeParse(bookPlanSchema, { lines: [] }))).toEqual([
      'Choose at least one service to book',
    ]);
  });
});
