import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PHOTO_LIMITS, PLAN_FEE_BPS, PLAN_PRICE_CENTS } from '@contracts/plans';
import { describe, expect, it } from 'vitest';
import { PLANS, planWords, priceWords, TIER_NAMES, termsFeeSentence } from './plan-words';

describe('the plans in words', () => {
  it('say SPEC section 9 word for word at the prices, fees and photo limits the server uses', () => {
    expect(PLANS).toEqual([
      {
        tier: 'basic',
        name: 'Basic',
        price: 'Free',
        features: ['Listing in the vendor directory', 'Up to 5 photos', '5% platform fee'],
      },
      {
        tier: 'featured',
        name: 'Featured',
        price: '$49',
        period: 'per month',
        features: ['FEATURED badge in the directory', 'Unlimited photos', '3% platform fee'],
      },
      {
        tier: 'premium',
        name: 'Premium',
        price: '$99',
        period: 'per month',
        features: ['Unlimited photos', '2% platform fee', 'The lowest fee for busy businesses'],
      },
    ]);
    expect(termsFeeSentence()).toBe(
      'Pay the platform fee for your plan: 5% on Basic, 3% on Featured, 2% on Premium.',
    );
  });

  it('follow the numbers: other prices, fees and limits say other words', () => {
    expect(planWords('featured', { priceCents: 5_900, feeBps: 400, photoLimit: 30 })).toMatchObject({
      price: '$59',
      period: 'per month',
      features: ['FEATURED badge in the directory', 'Unlimited photos', '4% platform fee'],
    });
    expect(planWords('basic', { priceCents: 0, feeBps: 550, photoLimit: 8 })).toMatchObject({
      price: 'Free',
      features: ['Listing in the vendor directory', 'Up to 8 photos', '5.5% platform fee'],
    });
    expect(priceWords(4_950)).toBe('$49.50');
    expect(priceWords(120_000)).toBe('$1,200');
    expect(termsFeeSentence({ basic: 600, featured: 300, premium: 150 })).toBe(
      'Pay the platform fee for your plan: 6% on Basic, 3% on Featured, 1.5% on Premium.',
    );
  });

  it('are spelled nowhere else in the app: no screen writes a plan’s price, fee or photo limit itself', () => {
    const app = resolve(import.meta.dirname, '..');
    const files = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter(
      (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && path !== join('lib', 'plan-words.ts'),
    );
    const paid = (['featured', 'premium'] as const).map((tier) => priceWords(PLAN_PRICE_CENTS[tier]));
    const spelled = [
      ...paid.map((price) => new RegExp(`\\${price}(?!\\d)`)),
      ...Object.entries(PLAN_FEE_BPS).flatMap(([tier, bps]) => [
        new RegExp(`\\b${bps / 100}% (platform )?fee`),
        new RegExp(`\\b${bps / 100}% on ${TIER_NAMES[tier as keyof typeof TIER_NAMES]}`),
      ]),
      new RegExp(`Up to ${PHOTO_LIMITS.basic} photos`, 'i'),
      /Unlimited photos/i,
    ];
    const found = files.flatMap((path) => {
      const source = readFileSync(join(app, path), 'utf8');
      return spelled.filter((pattern) => pattern.test(source)).map((pattern) => `${path}: ${pattern}`);
    });
    expect(found).toEqual([]);
  });
});
