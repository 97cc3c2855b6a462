import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from './issues';
import { TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_PRESETS, tipSchema } from './tips';

const fields = (input: unknown) => issuesToFields(v.safeParse(tipSchema, input).issues ?? []);
const BOUNDS = 'A tip is from $1.00 to $500.00.';

describe('a tip', () => {
  it('is from $1.00 to $500.00, offered as $5, $10 or $20', () => {
    expect(TIP_MIN_CENTS).toBe(100);
    expect(TIP_MAX_CENTS).toBe(50_000);
    expect(TIP_PRESETS).toEqual(['5.00', '10.00', '20.00']);
  });

  it('goes to the worker or the vendor', () => {
    expect(v.parse(tipSchema, { payee: 'worker', amount: '10.00' })).toEqual({
      payee: 'worker',
      amount: '10.00',
    });
    expect(v.parse(tipSchema, { payee: 'vendor', amount: '5' })).toEqual({ payee: 'vendor', amount: '5' });
    expect(fields({ payee: 'driver', amount: '10.00' })).toEqual({ payee: 'Choose whom to tip' });
  });

  it.each(['1.00', '1', '20.5', '500.00', '500'])('takes an amount of %s', (amount) => {
    expect(fields({ payee: 'worker', amount })).toEqual({});
  });

  // 5000 for 50.00 is the mistyped amount the top keeps off a card.
  it.each(['0.99', '0', '500.01', '5000', '-5', 'ten', '', '10.005'])(
    'refuses an amount of "%s"',
    (amount) => {
      expect(fields({ payee: 'worker', amount })).toEqual({ amount: BOUNDS });
    },
  );

  it('takes the amount as text, not a number', () => {
    expect(fields({ payee: 'worker', amount: 10 })).toEqual({ amount: BOUNDS });
  });

  it('takes nothing else', () => {
    expect(fields({ payee: 'worker', amount: '10.00', note: 'thanks' })).toEqual({
      note: 'Unexpected field',
    });
  });
});
