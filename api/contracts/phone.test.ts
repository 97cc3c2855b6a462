import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalPhoneText } from './phone';

const messages = (input: unknown) => {
  const result = v.safeParse(optionalPhoneText, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('a phone that may be left empty', () => {
  it('may be empty, or only spaces, which trim to empty', () => {
    expect(v.parse(optionalPhoneText, '')).toBe('');
    expect(v.parse(optionalPhoneText, '   ')).toBe('');
  });

  it('has at least the ten digits of a US number: exactly ten will do', () => {
    expect(v.parse(optionalPhoneText, ' 5805550101 ')).toBe('5805550101');
    expect(v.parse(optionalPhoneText, '(580) 555-0101')).toBe('(580) 555-0101');
    expect(messages('580555010')).toEqual(['Valid phone number is required']);
    expect(messages(' 580555010 ')).toEqual(['Valid phone number is required']);
  });

  it('is at most 30 characters', () => {
    expect(v.parse(optionalPhoneText, '5'.repeat(30))).toBe('5'.repeat(30));
    expect(messages('5'.repeat(31))).toEqual(['Phone number is too long']);
  });

  it('must be text', () => {
    expect(messages(5805550101)).toEqual(['Valid phone number is required']);
  });
});
