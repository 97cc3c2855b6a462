import { describe, expect, it } from 'vitest';
import { guestLine } from './format';

describe("a vendor card's guests line", () => {
  it("shows the site's usual range for a vendor that names none", () => {
    expect(guestLine('25-80')).toBe('25-80 guests');
    expect(guestLine(null)).toBe('10-200 guests');
  });
});
