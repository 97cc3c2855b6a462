import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decisionReasonSchema, REASON_REQUIRED } from './admin';

const messages = (input: unknown) => {
  const result = v.safeParse(decisionReasonSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the reason an admin gives for a rejection or a suspension', () => {
  it('is trimmed and kept', () => {
    expect(v.parse(decisionReasonSchema, { reason: '  Photos show another business.  ' })).toEqual({
      reason: 'Photos show another business.',
    });
  });

  it('must be given: blank is no reason', () => {
    expect(REASON_REQUIRED).toBe('Please give a reason');
    expect(messages({ reason: '   ' })).toEqual(['Please give a reason']);
    expect(messages({ reason: null })).toEqual(['Please give a reason']);
  });

  it('is at most 500 characters', () => {
    expect(v.parse(decisionReasonSchema, { reason: 'r'.repeat(500) })).toEqual({ reason: 'r'.repeat(500) });
    expect(messages({ reason: 'r'.repeat(501) })).toEqual(['Must be at most 500 characters']);
  });

  it('comes alone', () => {
    expect(v.safeParse(decisionReasonSchema, { reason: 'Spam', notify: false }).success).toBe(false);
  });
});
