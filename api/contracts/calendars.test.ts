import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addExternalCalendarSchema, MAX_EXTERNAL_CALENDARS, vendorFeedQuerySchema } from './calendars';
import { issuesToFields } from './issues';

const fields = (schema: v.GenericSchema, input: unknown) =>
  issuesToFields(v.safeParse(schema, input).issues ?? []);
const ICS = 'https://example.com/calendar.ics';

describe('a vendor’s calendar feed query', () => {
  it('names the vendor and drops anything else', () => {
    expect(v.parse(vendorFeedQuerySchema, { vendorId: 'v1', other: 'x' })).toEqual({ vendorId: 'v1' });
  });

  it('requires the vendor', () => {
    expect(fields(vendorFeedQuerySchema, { vendorId: '' })).toEqual({ vendorId: 'Vendor is required' });
    expect(fields(vendorFeedQuerySchema, { vendorId: 7 })).toEqual({ vendorId: 'Vendor is required' });
  });

  it('takes an id of at most 64 characters', () => {
    expect(fields(vendorFeedQuerySchema, { vendorId: 'v'.repeat(64) })).toEqual({});
    expect(Object.keys(fields(vendorFeedQuerySchema, { vendorId: 'v'.repeat(65) }))).toEqual(['vendorId']);
  });
});

describe('an outside calendar', () => {
  it('is followed by at most 5 per business', () => {
    expect(MAX_EXTERNAL_CALENDARS).toBe(5);
  });

  it('takes the vendor and a web address, trimmed', () => {
    expect(v.parse(addExternalCalendarSchema, { vendorId: 'v1', url: `  ${ICS}  ` })).toEqual({
      vendorId: 'v1',
      url: ICS,
    });
  });

  it('says what is wrong with the address', () => {
    expect(fields(addExternalCalendarSchema, { vendorId: 'v1', url: 42 })).toEqual({
      url: 'Calendar address is required',
    });
    expect(fields(addExternalCalendarSchema, { vendorId: 'v1', url: 'my calendar' })).toEqual({
      url: 'Calendar address must be a web address such as https://example.com/calendar.ics',
    });
    const long = `https://example.com/${'a'.repeat(1981)}`;
    expect(long.length).toBe(2001);
    expect(fields(addExternalCalendarSchema, { vendorId: 'v1', url: long })).toEqual({
      url: 'Calendar address is too long',
    });
    expect(fields(addExternalCalendarSchema, { vendorId: 'v1', url: long.slice(0, 2000) })).toEqual({});
  });

  it('requires the vendor and takes nothing else', () => {
    expect(fields(addExternalCalendarSchema, { vendorId: '', url: ICS })).toEqual({
      vendorId: 'Vendor is required',
    });
    expect(fields(addExternalCalendarSchema, { vendorId: 'v1', url: ICS, name: 'Home' })).toEqual({
      name: 'Unexpected field',
    });
  });
});
