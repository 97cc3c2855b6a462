import { effectiveShares } from '@contracts/event-plan';
import { describe, expect, it } from 'vitest';
import { budgetRows, budgetTotal, budgetWarning, rowWarning } from './budget-rows';
import { eventFixture } from './event-fixture';

// Step 3's lines: each category's share in money against what is planned, with the overrun in words.

describe('budget rows', () => {
  it('gives each chosen category and the buffer its allowance and planned money, within their shares', () => {
    const event = eventFixture();
    const rows = budgetRows(event, event.shares);
    expect(
      rows.map(({ key, share, allowance, planned, over }) => [key, share, allowance, planned, over]),
    ).toEqual([
      ['venue', 10, 200000, 150000, 0],
      ['catering', 50, 1000000, 200000, 0],
      ['buffer', 40, 800000, 0, 0],
    ]);
    expect(rows.map(rowWarning)).toEqual([null, null, null]);
    expect(budgetWarning(rows, budgetTotal(event))).toBeNull();
  });

  it('says in words which category is over its share, and by how much', () => {
    const event = eventFixture();
    // The host gives the venue 5%: $1,000.00 of a $20,000.00 budget, under its $1,500.00 barn.
    const rows = budgetRows(event, effectiveShares(event.categories, { venue: 5, catering: 50 }));
    const venue = rows.find((row) => row.key === 'venue');
    expect(venue?.over).toBe(50000);
    expect(venue && rowWarning(venue)).toBe('Over its share by $500.00');
    expect(rows.find((row) => row.key === 'buffer')?.share).toBe(45);
    expect(budgetWarning(rows, budgetTotal(event))).toBe('Venue is over its share of the budget.');

    const both = budgetRows(event, effectiveShares(event.categories, { venue: 5, catering: 5 }));
    expect(budgetWarning(both, budgetTotal(event))).toBe(
      'Venue and Catering are over their share of the budget.',
    );
  });

  it('puts the whole plan over the budget first', () => {
    const event = eventFixture({ budget: '3000.00' });
    const total = budgetTotal(event);
    expect(total).toEqual({ budget: 300000, planned: 350000, over: 50000 });
    expect(budgetWarning(budgetRows(event, event.shares), total)).toBe(
      'Your plan is $500.00 over your budget of $3,000.00.',
    );
  });

  it('has no allowance and no warning without a budget, and keeps a category the plan still spends on', () => {
    const event = eventFixture({
      budget: null,
      categories: ['catering'],
      budgetLines: [
        { key: 'catering', share: 50, allowance: null, planned: '2000.00', over: false },
        { key: 'venue', share: 0, allowance: null, planned: '1500.00', over: false },
        { key: 'buffer', share: 50, allowance: null, planned: '0.00', over: false },
      ],
    });
    const rows = budgetRows(event, effectiveShares(['catering'], null));
    expect(rows.map((row) => [row.key, row.allowance, row.planned, row.over])).toEqual([
      ['catering', null, 200000, 0],
      ['venue', null, 150000, 0],
      ['buffer', null, 0, 0],
    ]);
    expect(budgetWarning(rows, budgetTotal(event))).toBeNull();
  });
});
