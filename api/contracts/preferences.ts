import * as v from 'valibot';
import { optionalPhoneText } from './phone';
import { clientId } from './quotes';

// SPEC section 3's communication preferences. SPEC section 5 leaves the form's rules unsaid; the
// email and phone rules are the ones the spec uses everywhere else for the same kind of field.

const onOff = (label: string) => v.boolean(`${label} must be on or off`);

/** POST /api/preferences: the full object, upserted per user. */
export const preferencesSchema = v.strictObject({
  // Only the outbox's key for a change made offline: preferences are one row per user, not created.
  id: clientId,
  email: v.pipe(
    v.string('Invalid email address'),
    v.trim(),
    v.email('Invalid email address'),
    v.maxLength(254, 'Email is too long'),
  ),
  phone: v.optional(v.nullable(optionalPhoneText)),
  emailNotifications: onOff('Email notifications'),
  smsNotifications: onOff('SMS notifications'),
  marketingEmails: onOff('Marketing emails'),
  bookingReminders: onOff('Booking reminders'),
  promotionalTexts: onOff('Promotional texts'),
  /** When the person made this edit on their phone: the newer edit wins a replay race. */
  clientUpdatedAt: v.optional(v.pipe(v.string(), v.isoTimestamp('clientUpdatedAt must be an ISO timestamp'))),
});
export type PreferencesInput = v.InferOutput<typeof preferencesSchema>;

export type PreferencesView = {
  email: string;
  phone: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  marketingEmails: boolean;
  bookingReminders: boolean;
  promotionalTexts: boolean;
  /** Null until the person first saves: the answer is then the defaults of SPEC section 3. */
  clientUpdatedAt: string | null;
};
