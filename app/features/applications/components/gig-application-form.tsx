import { gigWorkerApplicationSchema } from '@contracts/applications';
import type { PublicUser } from '@contracts/auth';
import { GIG_AVAILABILITY, GIG_POSITIONS } from '@contracts/enums';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import { useDraftForm } from '~/offline/use-draft-form';
import { AVAILABILITY, POSITIONS } from '../gig-data';
import { useSubmitGigApplication } from '../mutations';
import { CheckboxField, CheckboxGroup, TextAreaField } from './controls';
import { SignInFirst } from './sign-in-first';

type GigValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  positions: string[];
  availability: string[];
  hasTransportation: boolean;
  experience: string;
};
const EMPTY: GigValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  positions: [],
  availability: [],
  hasTransportation: false,
  experience: '',
};
const POSITION_OPTIONS = GIG_POSITIONS.map((value) => ({ value, label: POSITIONS[value].label }));
const AVAILABILITY_OPTIONS = GIG_AVAILABILITY.map((value) => ({
  value,
  label: AVAILABILITY[value].label,
  hint: AVAILABILITY[value].hint,
}));

const fromAccount = (user: PublicUser | null): Partial<GigValues> =>
  user
    ? {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email,
        phone: user.phone ?? '',
      }
    : {};

/** The gig worker application (SPEC sections 2 and 5), kept as a draft until it is sent. */
export function GigApplicationForm({ user }: { user: PublicUser | null }) {
  const form = useDraftForm<GigValues>('gig-application', { ...EMPTY, ...fromAccount(user) });
  const submitApplication = useSubmitGigApplication();
  const [askSignIn, setAskSignIn] = useState(false);
  if (!form.ready) return <Spinner label="Restoring your application" />;
  const { values, errors, update, field } = form;

  function submit() {
    const output = form.check(gigWorkerApplicationSchema);
    if (!output) return;
    if (!user) return setAskSignIn(true);
    submitApplication.mutate(
      { payload: { ...output, id: crypto.randomUUID() }, userId: user.id },
      { onSuccess: () => form.reset(), onError: form.failFrom },
    );
  }

  return (
    <form
      {...form.formProps(submit)}
      aria-labelledby="apply-title"
      className="space-y-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="apply-title" className="text-2xl font-bold tracking-tight text-pine-800">
          Apply to join the crew
        </h2>
        <p className="mt-1 text-sm text-muted">
          {user
            ? 'We filled in what we know from your account. Your answers are saved on this device as you type.'
            : 'Your answers are saved on this device as you type. You will sign in to send them.'}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" {...field('firstName')} autoComplete="given-name" />
        <TextField label="Last name" {...field('lastName')} autoComplete="family-name" />
        <TextField label="Email" {...field('email')} type="email" inputMode="email" autoComplete="email" />
        <TextField label="Phone" {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      </div>
      <CheckboxGroup
        legend="Positions you are interested in"
        name="positions"
        options={POSITION_OPTIONS}
        value={values.positions}
        onChange={(positions) => update({ positions })}
        error={errors.positions}
      />
      <CheckboxGroup
        legend="When are you available?"
        name="availability"
        options={AVAILABILITY_OPTIONS}
        value={values.availability}
        onChange={(availability) => update({ availability })}
        error={errors.availability}
        className="grid-cols-1 min-[400px]:grid-cols-2"
      />
      <CheckboxField
        name="hasTransportation"
        label="I have reliable transportation"
        checked={values.hasTransportation}
        onChange={(hasTransportation) => update({ hasTransportation })}
      />
      <TextAreaField
        label="Experience (optional)"
        {...field('experience')}
        hint="Catering, events, driving, hospitality: anything that helps."
      />
      {askSignIn && !user && (
        <SignInFirst accountType="worker" accountName="Gig Worker" redirect="/gig-workers" />
      )}
      <Button type="submit" className="w-full sm:w-auto sm:px-8" disabled={submitApplication.isPending}>
        {submitApplication.isPending ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
