import { type PreferencesInput, type PreferencesView, preferencesSchema } from '@contracts/preferences';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import type { FieldErrors } from '~/lib/form';
import { useForm } from '~/lib/use-form';
import { PreferenceSwitch } from './preference-switch';

export type PreferencesEdit = Omit<PreferencesInput, 'id' | 'clientUpdatedAt'>;
type SwitchKey = Exclude<keyof PreferencesEdit, 'email' | 'phone'>;

const NOTIFICATIONS: { key: SwitchKey; label: string; hint: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    hint: 'Confirmations, receipts and changes to your bookings.',
  },
  {
    key: 'smsNotifications',
    label: 'SMS notifications',
    hint: 'Texts about your bookings when they matter.',
  },
  { key: 'bookingReminders', label: 'Booking reminders', hint: 'A reminder before each booked event.' },
];
const MARKETING: { key: SwitchKey; label: string; hint: string }[] = [
  {
    key: 'marketingEmails',
    label: 'Marketing emails',
    hint: 'New vendors and seasonal ideas, now and then.',
  },
  { key: 'promotionalTexts', label: 'Promotional texts', hint: 'Deals from Broken Bow vendors by text.' },
];

type Props = {
  initial: PreferencesView;
  saving: boolean;
  /** Called with a valid edit; may report the server's per-field messages back. */
  onSave: (edit: PreferencesEdit, showErrors: (errors: FieldErrors) => void) => void;
  /** Shown under the button (the sign-in prompt for a visitor). */
  footer?: ReactNode;
};

const sectionClass = 'rounded-2xl border border-line bg-white p-4 sm:p-6';

/** SPEC section 2's Communication Preferences form: contact details, five switches, a consent note. */
export function PreferencesForm({ initial, saving, onSave, footer }: Props) {
  const { clientUpdatedAt: _at, ...start } = initial;
  const form = useForm(start);
  const { values } = form;

  function submit() {
    const output = form.check(preferencesSchema);
    if (!output) return;
    const { id: _id, clientUpdatedAt: _edited, ...edit } = output;
    onSave(edit, form.fail);
  }

  const switches = (list: typeof NOTIFICATIONS) =>
    list.map(({ key, label, hint }) => (
      <PreferenceSwitch
        key={key}
        label={label}
        hint={hint}
        checked={values[key]}
        onChange={(checked) => form.update({ [key]: checked })}
      />
    ));

  return (
    <form {...form.formProps(submit)} className="space-y-6">
      <section aria-labelledby="contact-title" className={`${sectionClass} space-y-4`}>
        <h2 id="contact-title" className="text-xl font-bold text-pine-800">
          Contact Information
        </h2>
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
          hint="Format: +1 (area code) number"
        />
      </section>
      <section aria-labelledby="notifications-title" className={sectionClass}>
        <h2 id="notifications-title" className="text-xl font-bold text-pine-800">
          Notifications
        </h2>
        <div className="divide-y divide-line">{switches(NOTIFICATIONS)}</div>
      </section>
      <section aria-labelledby="marketing-title" className={sectionClass}>
        <h2 id="marketing-title" className="text-xl font-bold text-pine-800">
          Marketing
        </h2>
        <div className="divide-y divide-line">{switches(MARKETING)}</div>
      </section>
      <p className="rounded-xl bg-lake-50 p-4 text-sm text-lake-700" data-testid="consent-note">
        By turning on SMS notifications or promotional texts you agree to receive text messages from Broken
        Bow Events at the number above. Message and data rates may apply. You can opt out of texts at any time
        by replying STOP.
      </p>
      <Button type="submit" className="w-full sm:w-auto sm:px-8" disabled={saving}>
        {saving ? 'Saving...' : 'Save Preferences'}
      </Button>
      {footer}
    </form>
  );
}
