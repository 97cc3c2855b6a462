import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_NOTIFICATIONS_SHOWN, markReadSchema } from './notifications';

const ID = '0b6f3c52-8a4e-4d1f-9c7b-2e5a6d8f1a3c';
const messages = (input: unknown) => {
  const result = v.safeParse(markReadSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('marking notifications read', () => {
  it('names one or more notifications by id', () => {
    expect(v.parse(markReadSchema, { ids: [ID] })).toEqual({ ids: [ID] });
  });

  it('names at least one', () => {
    expect(messages({ ids: [] })).toEqual(['ids must name at least one notification']);
  });

  it('names at most the 50 the bell shows', () => {
    expect(MAX_NOTIFICATIONS_SHOWN).toBe(50);
    expect(v.safeParse(markReadSchema, { ids: Array(50).fill(ID) }).success).toBe(true);
    expect(messages({ ids: Array(51).fill(ID) })).toEqual(['ids may name at most 50 notifications']);
  });

  it('takes a list of notification ids only', () => {
    expect(messages({ ids: ID })).toEqual(['ids must be a list']);
    expect(messages({ ids: ['not-an-id'] })).toEqual(['ids must be notification ids']);
    expect(messages({ ids: [7] })).toEqual(['ids must be notification ids']);
    expect(v.safeParse(markReadSchema, { ids: [ID], all: true }).success).toBe(false);
  });
});
