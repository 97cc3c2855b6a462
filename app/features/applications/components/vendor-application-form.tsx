import { vendorApplicationSchema } from '@contracts/applications';
import type { PublicUser } from '@contracts/auth';
import { EXPERIENCE_LEVELS } from '@contracts/enums';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import type { SendResult } from '~/offline/outbox-registry';
import { useDraftForm } from '~/offline/use-draft-form';
import { useSubmitVendorApplication } from '../mutations';
import { EXPERIENCE_LABELS } from '../vendor-data';
import { EMPTY_VENDOR, toVendorFieldErrors, toVendorInput, type VendorValues } from '../vendor-form-values';
import { CheckboxField, SelectField } from './controls';
import { PlanPicker } from './plan-picker';
import { SignInFirst } from './sign-in-first';
import { VendorBusinessFields } from './vendor-business-fields';

const EXPERIENCE_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LABELS[value] }));

type Props = { user: PublicUser | null; onSubmitted: (result: SendResult<unknown>['status']) => void };

/** The vendor application (SPEC sections 2 and 5), kept as a draft until it is sent. */
export function VendorApplicationForm({ user, onSubmitted }: Props) {
  // The account's email is the likeliest business email; the owner can change it.
  const form = useDraftForm<VendorValues>(
    'vendor-application',
    { ...EMPTY_VENDOR, ...(user ? { email: user.email } : {}) },
    { fieldErrors: toVendorFieldErrors },
  );
  const submitApplication = useSubmitVendorApplication();
  const [askSignIn, setAskSignIn] = useState(false);
  if (!form.ready) return <Spinner label="Restoring your application" />;
  const { values, errors, update, field } = form;

  function submit() {
    const output = form.check(vendorApplicationSchema, toVendorInput(values));
    if (!output) return;
    if (!user) return setAskSignIn(true);
    submitApplication.mutate(
      { payload: { ...output, id: crypto.randomUUID() }, userId: user.id },
      {
        onSuccess: (sent) => {
          form.reset();
          onSubmitted(sent.status);
        },
        onError: form.failFrom,
      },
    );
  }

  return (
    <form
      {...form.formProps(submit)}
      aria-label="Vendor application"
      className="space-y-8 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <PlanPicker value={values.plan} onChange={(plan) => update({ plan })} />
      <VendorBusinessFields form={form} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-pine-800">Experience and credentials</legend>
        <SelectField
          label="Experience level"
          {...field('experience')}
          placeholder="Select your experience level"
          options={EXPERIENCE_OPTIONS}
        />
        <div className="space-y-2">
          <CheckboxField
            name="hasLicense"
            label="I hold a business license"
            checked={values.hasLicense}
            onChange={(hasLicense) => update({ hasLicense })}
          />
          <CheckboxField
            name="hasInsurance"
            label="I carry liability insurance"
            checked={values.hasInsurance}
            onChange={(hasInsurance) => update({ hasInsurance })}
          />
          <CheckboxField
            name="hasCertifications"
            label="I hold trade certifications (food handler, alcohol service...)"
            checked={values.hasCertifications}
            onChange={(hasCertifications) => update({ hasCertifications })}
          />
        </div>
      </fieldset>
      <div className="space-y-4">
        <CheckboxField
          name="agreeToTerms"
          label={
            <>
              I agree to the{' '}
              <Link to="/terms" className="font-semibold text-lake-700 underline">
                Terms and Conditions
              </Link>
            </>
          }
          checked={values.agreeToTerms}
          onChange={(agreeToTerms) => update({ agreeToTerms })}
          error={errors.agreeToTerms}
        />
        {askSignIn && !user && (
          <SignInFirst accountType="vendor" accountName="Vendor" redirect="/vendor-signup" />
        )}
        <Button type="submit" className="w-full sm:w-auto sm:px-8" disabled={submitApplication.isPending}>
          {submitApplication.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
