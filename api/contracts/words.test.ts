import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderReference } from './checkout';
import { eventAddressRule, needsWorkers, postalAddress } from './event-address';
import { issuesToFields } from './issues';
import { findPackage, packageBadge } from './packages';
import { bankMethodSchema, bankMethodWords, isRoutingNumber } from './payouts';
import { priceChangedMessage, priceChangedTitle, pricesChangedMessage, wasNow } from './price-change';

// The words the server and the screens share, and the small rules behind them.
describe('a price change in words', () => {
  const change = { was: '24.00', now: '26.00', unit: 'per person' };

  it('was and now, with the service’s unit when it has one', () => {
    expect(wasNow(change)).toBe('was $24.00, now $26.00 per person');
    expect(wasNow({ ...change, unit: null })).toBe('was $24.00, now $26.00');
    expect(priceChangedTitle(1)).toBe('Price changed');
    expect(priceChangedTitle(2)).toBe('Prices changed');
    expect(priceChangedMessage(change)).toBe('Price changed: was $24.00, now $26.00 per person');
  });

  it('names each repriced cart line, and asks to confirm the new price or prices', () => {
    const buffet = { name: 'Smokehouse - BBQ Buffet', change: { was: '740.00', now: '800.00', unit: null } };
    expect(pricesChangedMessage([buffet])).toBe(
      'Price changed: Smokehouse - BBQ Buffet was $740.00, now $800.00. Confirm the new price to pay.',
    );
    expect(
      pricesChangedMessage([buffet, { name: 'Photo booth', change: { ...change, unit: 'per hour' } }]),
    ).toBe(
      'Prices changed: Smokehouse - BBQ Buffet was $740.00, now $800.00; Photo booth was $24.00, now $26.00 per hour. Confirm the new prices to pay.',
    );
  });
});

describe('bank accounts', () => {
  it('a routing number is 9 digits whose 3-7-1 weighted sum is a multiple of 10', () => {
    expect(isRoutingNumber('021000021')).toBe(true); // 0+14+1+0+0+0+0+14+1 = 30
    expect(isRoutingNumber('111000025')).toBe(true); // 3+7+1+0+0+0+0+14+5 = 30
    expect(isRoutingNumber('021000022')).toBe(false); // 31
    expect(isRoutingNumber('02100002')).toBe(false);
    expect(isRoutingNumber('0210000210')).toBe(false);
    expect(isRoutingNumber('02100002a')).toBe(false);
  });

  it('is kept as its kind and last four digits only', () => {
    expect(bankMethodWords('000123456789')).toBe('Checking account ending 6789');
    // Numbers are typed as printed on a cheque, with spaces or dashes: only the digits are kept.
    expect(
      v.parse(bankMethodSchema, {
        accountHolder: ' Casey Rowe ',
        routingNumber: '021 000 021',
        accountNumber: '0001-2345 6789',
      }),
    ).toEqual({ accountHolder: 'Casey Rowe', routingNumber: '021000021', accountNumber: '000123456789' });
  });
});

describe('packages', () => {
  it('a known package’s badge, else Custom Package', () => {
    expect(packageBadge('social')).toBe('Social Events');
    expect(packageBadge('grand')).toBe('Grand Events');
    expect(packageBadge('nope')).toBe('Custom Package');
    expect(packageBadge(undefined)).toBe('Custom Package');
    expect(findPackage('corporate')).toMatchObject({ min: 51, max: 100 });
  });
});

describe('where the event is', () => {
  it('catering, deliveries, rentals and venues need workers; a venue’s event is at the venue', () => {
    expect(['catering', 'delivery', 'rentals', 'venue'].map(needsWorkers)).toEqual([true, true, true, true]);
    expect(needsWorkers('photography')).toBe(false);
    expect(needsWorkers(null)).toBe(false);
    expect(eventAddressRule('venue')).toBe('venue');
    expect(eventAddressRule('catering')).toBe('required');
    expect(eventAddressRule('rentals')).toBe('required');
    expect(eventAddressRule('photography')).toBe('optional');
    expect(eventAddressRule(undefined)).toBe('optional');
  });

  it('a vendor’s postal address from its parts, or none without a street address', () => {
    expect(
      postalAddress({ address: ' 8420 N US Highway 259 ', city: 'Hochatown', state: 'OK', zipCode: '74728' }),
    ).toBe('8420 N US Highway 259, Hochatown, OK 74728');
    expect(postalAddress({ address: '1 Lake Rd', city: null, state: 'OK', zipCode: null })).toBe(
      '1 Lake Rd, OK',
    );
    expect(postalAddress({ address: '1 Lake Rd', city: ' ', state: null, zipCode: ' ' })).toBe('1 Lake Rd');
    expect(postalAddress({ address: '  ', city: 'Hochatown', state: 'OK', zipCode: '74728' })).toBeNull();
    expect(postalAddress({ address: null, city: 'Hochatown', state: 'OK', zipCode: '74728' })).toBeNull();
  });
});

describe('a booking reference', () => {
  it('is the first 8 characters of the order id, upper-cased', () => {
    expect(orderReference('3f9a1c07-5b2e-4c1d-9e8f-0a1b2c3d4e5f')).toBe('3F9A1C07');
  });
});

describe('issuesToFields', () => {
  it('keeps the first message of each field, says an unknown field plainly, and puts the form’s own under _', () => {
    const schema = v.pipe(
      v.strictObject({
        name: v.pipe(v.string(), v.minLength(2, 'Too short'), v.regex(/^a/, 'Starts with a')),
        age: v.number('Age is a number'),
      }),
      v.check(() => false, 'The form as a whole is wrong'),
    );
    const result = v.safeParse(schema, { name: 'b', age: 3, extra: 1 });
    expect(issuesToFields(result.issues ?? [])).toEqual({ name: 'Too short', extra: 'Unexpected field' });
    const whole = v.safeParse(schema, { name: 'ab', age: 3 });
    expect(issuesToFields(whole.issues ?? [])).toEqual({ _: 'The form as a whole is wrong' });
  });

  it('says "Unexpected field" only for an unknown key, never for another strict-object or never issue', () => {
    const form = v.strictObject({ name: v.string() }, 'Send the form as an object');
    expect(issuesToFields(v.safeParse(form, 'a text').issues ?? [])).toEqual({
      _: 'Send the form as an object',
    });
    const nothing = v.object({ gone: v.never('This field is no longer taken') });
    expect(issuesToFields(v.safeParse(nothing, { gone: 1 }).issues ?? [])).toEqual({
      gone: 'This field is no longer taken',
    });
  });
});
