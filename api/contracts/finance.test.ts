import { describe, expect, it } from 'vitest';
import { feeCents } from './finance';
import { PLAN_FEE_BPS } from './plans';

// A booking's fee is its amount in cents times the plan's rate (500 bps = 5 %), to the nearest cent.
describe("a booking's platform fee", () => {
  it('rounds exactly half a cent up', () => {
    expect(feeCents(1_010, 500)).toBe(51); // 50.5 cents
    expect(feeCents(1_050, 300)).toBe(32); // 31.5 cents
    expect(feeCents(1_025, 200)).toBe(21); // 20.5 cents
    expect(feeCents(10, 500)).toBe(1); // 0.5 cent
  });

  it('rounds just under half a cent down and just over half up', () => {
    expect(feeCents(1_009, 500)).toBe(50); // 50.45 cents
    expect(feeCents(1_083, 300)).toBe(32); // 32.49 cents
    expect(feeCents(1_024, 200)).toBe(20); // 20.48 cents
    expect(feeCents(9, 500)).toBe(0); // 0.45 cent
    expect(feeCents(1_011, 500)).toBe(51); // 50.55 cents
    expect(feeCents(1_051, 300)).toBe(32); // 31.53 cents
  });

  it('is exact on whole cents, and nothing on a $0 booking', () => {
    expect(feeCents(30_000, 500)).toBe(1_500);
    expect(feeCents(30_000, 300)).toBe(900);
    expect(feeCents(30_000, 200)).toBe(600);
    expect(feeCents(0, 500)).toBe(0);
  });

  it('follows the plans: 5 % on Basic, 3 % on Featured, 2 % on Premium', () => {
    expect(PLAN_FEE_BPS).toEqual({ basic: 500, featured: 300, premium: 200 });
  });
});
