import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { completeCheckoutSchema, localConfirmSchema, orderReference, startCheckoutSchema } from './checkout';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe("the day's phone at checkout", () => {
  it('keeps a phone of at least ten digits, trimmed', () => {
    expect(v.parse(startCheckoutSchema, { contactPhone: ' (580) 555-0100 ' })).toEqual({
      contactPhone: '(580) 555-0100',
    });
  });

  it('reads an empty field as no phone: the worker sees the account’s instead', () => {
    expect(v.parse(startCheckoutSchema, { contactPhone: '   ' })).toEqual({ contactPhone: null });
    expect(v.parse(startCheckoutSchema, { contactPhone: null })).toEqual({ contactPhone: null });
    expect(v.parse(startCheckoutSchema, {})).toEqual({});
  });

  it('refuses a phone too short or too long', () => {
    expect(messages(v.safeParse(startCheckoutSchema, { contactPhone: '555-0100' }))).toEqual([
      'Valid phone number is required',
    ]);
    expect(messages(v.safeParse(startCheckoutSchema, { contactPhone: '5'.repeat(31) }))).toEqual([
      'Phone number is too long',
    ]);
  });
});

describe('completing a payment', () => {
  it('needs the cart paid for', () => {
    expect(v.parse(completeCheckoutSchema, { cartId: 'cart-1' })).toEqual({ cartId: 'cart-1' });
    expect(messages(v.safeParse(completeCheckoutSchema, { cartId: '' }))).toEqual(['cartId is required']);
  });

  it("words a missing card field as Stripe's Payment Element does", () => {
    expect(
      messages(
        v.safeParse(localConfirmSchema, {
          clientSecret: 'pi_1',
          cardNumber: null,
          expiry: '12/30',
          cvc: '123',
        }),
      ),
    ).toEqual(['Your card number is incomplete.']);
    expect(
      messages(
        v.safeParse(localConfirmSchema, { clientSecret: 'pi_1', cardNumber: '4242', expiry: 1230, cvc: 123 }),
      ),
    ).toEqual(["Your card's expiration date is incomplete.", "Your card's security code is incomplete."]);
  });
});

describe('a booking reference', () => {
  it('is the first 8 characters of the order id, upper-cased', () => {
    expect(orderReference('3f9a1c07-5d0c-4c0e-9a1e-0d1f2a3b4c5d')).toBe('3F9A1C07');
  });
});
