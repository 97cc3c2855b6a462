import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from './issues';
import {
  DISPUTE_DAYS,
  disputableUntil,
  overtimeDisputeSchema,
  overtimeRulingSchema,
  REASON_MAX,
  REASON_MIN,
} from './overtime-dispute';

const fields = (schema: v.GenericSchema, input: unknown) =>
  issuesToFields(v.safeParse(schema, input).issues ?? []);

describe('disputing declined overtime', () => {
  it('is open for 7 days from the decline, to the minute', () => {
    expect(DISPUTE_DAYS).toBe(7);
    expect(disputableUntil('2026-12-01T18:05:00.000Z')).toBe('2026-12-08T18:05:00.000Z');
  });

  it('needs a reason of 10 to 1000 characters, trimmed', () => {
    expect(REASON_MIN).toBe(10);
    expect(REASON_MAX).toBe(1000);
    expect(v.parse(overtimeDisputeSchema, { reason: '  Stayed 1 h  ' })).toEqual({ reason: 'Stayed 1 h' });
    expect(fields(overtimeDisputeSchema, { reason: '  Stayed 1  ' })).toEqual({
      reason: 'Say why the overtime is owed in at least 10 characters',
    });
    expect(fields(overtimeDisputeSchema, { reason: 'x'.repeat(1000) })).toEqual({});
    expect(fields(overtimeDisputeSchema, { reason: 'x'.repeat(1001) })).toEqual({
      reason: 'Keep the reason under 1000 characters',
    });
  });

  it('asks why when the reason is not text', () => {
    expect(fields(overtimeDisputeSchema, { reason: 60 })).toEqual({ reason: 'Say why the overtime is owed' });
  });

  it('takes nothing else', () => {
    expect(fields(overtimeDisputeSchema, { reason: 'Stayed an hour', minutes: 60 })).toEqual({
      minutes: 'Unexpected field',
    });
  });
});

describe('the admin’s ruling on a dispute', () => {
  it('pays or upholds, with an empty note by default', () => {
    expect(v.parse(overtimeRulingSchema, { action: 'pay' })).toEqual({ action: 'pay', note: '' });
    expect(v.parse(overtimeRulingSchema, { action: 'uphold', note: '  Left on time  ' })).toEqual({
      action: 'uphold',
      note: 'Left on time',
    });
    expect(fields(overtimeRulingSchema, { action: 'refund' })).toEqual({ action: 'Choose pay or uphold' });
  });

  it('keeps the note to 500 characters', () => {
    expect(fields(overtimeRulingSchema, { action: 'pay', note: 'x'.repeat(500) })).toEqual({});
    expect(fields(overtimeRulingSchema, { action: 'pay', note: 'x'.repeat(501) })).toEqual({
      note: 'Keep the note under 500 characters',
    });
  });
});
