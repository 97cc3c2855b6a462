import * as v from 'valibot';

/**
 * A phone that may be left empty (preferences, the day's phone at checkout): empty, or at least the
 * ten digits of a US number, as the spec's required phones are.
 */
export const optionalPhoneText = v.pipe(
  v.string('Valid phone number is required'),
  v.trim(),
  v.check((phone) => phone === '' || phone.length >= 10, 'Valid phone number is required'),
  v.maxLength(30, 'Phone number is too long'),
);
