import { describe, expect, it } from 'vitest';
import { priceForGuests } from './plan-words';

// Step 2's price line: the whole party's price, a per-hour service's hours, or the service's unit.
describe('priceForGuests', () => {
  it('says a per-hour pick as its hours times the rate, not the rate', () => {
    expect(priceForGuests('450.00', 'per hour', 80, 3)).toBe('3 h x $150.00 = $450.00');
  });

  it('says per person for the guests and any other unit as it is', () => {
    expect(priceForGuests('1480.00', 'per person', 80)).toBe('$1,480.00 for 80 guests');
    expect(priceForGuests('6500.00', 'per day', 80)).toBe('$6,500.00 per day');
  });
});
