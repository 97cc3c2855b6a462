import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { preferencesSchema } from './preferences';

const saved = (over: Record<string, unknown> = {}) => ({
  email: 'dana@example.com',
  phone: '(580) 555-0101',
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: false,
  bookingReminders: true,
  promotionalTexts: false,
  ...over,
});
const messages = (input: unknown) => {
  const result = v.safeParse(preferencesSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('communication preferences', () => {
  it('are the full object, with the outbox’s id and the time of the edit when it was made offline', () => {
    const offline = saved({
      id: '0b6f3c52-8a4e-4d1f-9c7b-2e5a6d8f1a3c',
      clientUpdatedAt: '2026-12-03T18:00:00.000Z',
    });
    expect(v.parse(preferencesSchema, offline)).toEqual(offline);
  });

  it('trim the email and hold it to an address of at most 254 characters', () => {
    expect(v.parse(preferencesSchema, saved({ email: ' dana@example.com ' })).email).toBe('dana@example.com');
    expect(messages(saved({ email: 'dana' }))).toEqual(['Invalid email address']);
    expect(messages(saved({ email: null }))).toEqual(['Invalid email address']);
    expect(
      messages(
        saved({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com` }),
      ),
    ).toEqual(['Email is too long']);
  });

  it('may leave the phone empty or out, but a phone given has ten digits', () => {
    expect(v.parse(preferencesSchema, saved({ phone: '' })).phone).toBe('');
    expect(v.parse(preferencesSchema, saved({ phone: null })).phone).toBe(null);
    expect(v.parse(preferencesSchema, saved({ phone: undefined })).phone).toBe(undefined);
    expect(messages(saved({ phone: '555-0101' }))).toEqual(['Valid phone number is required']);
  });

  it.each([
    ['emailNotifications', 'Email notifications must be on or off'],
    ['smsNotifications', 'SMS notifications must be on or off'],
    ['marketingEmails', 'Marketing emails must be on or off'],
    ['bookingReminders', 'Booking reminders must be on or off'],
    ['promotionalTexts', 'Promotional texts must be on or off'],
  ])('need %s on or off', (field, message) => {
    expect(messages(saved({ [field]: 'yes' }))).toEqual([message]);
  });

  it('need an offline edit’s id to be a UUID and its time to be an ISO timestamp', () => {
    expect(messages(saved({ id: 'draft-1' }))).toEqual(['Id must be a UUID']);
    expect(messages(saved({ clientUpdatedAt: 'Dec 3, 2026' }))).toEqual([
      'clientUpdatedAt must be an ISO timestamp',
    ]);
  });

  it('take no other fields', () => {
    expect(v.safeParse(preferencesSchema, saved({ pushNotifications: true })).success).toBe(false);
  });
});
