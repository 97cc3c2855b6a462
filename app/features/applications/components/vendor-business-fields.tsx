import { BUSINESS_TYPES, CUISINE_TYPES } from '@contracts/enums';
import { TextField } from '~/components/ui/field';
import type { Form } from '~/lib/use-form';
import { BUSINESS_TYPE_LABELS } from '../vendor-data';
import type { VendorValues } from '../vendor-form-values';
import { SelectField, TextAreaField } from './controls';

const TYPE_OPTIONS = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));
const CUISINE_OPTIONS = CUISINE_TYPES.map((value) => ({ value, label: value }));

/** What the business is and how customers reach it. */
export function VendorBusinessFields({ form }: { form: Form<VendorValues> }) {
  const { values, errors, update, field } = form;
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-pine-800">Business details</legend>
      <TextField label="Business name" {...field('businessName')} autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Business type"
          name="businessType"
          placeholder="Select a business type"
          options={TYPE_OPTIONS}
          value={values.businessType}
          // SPEC: the cuisine belongs to restaurants only, so it goes when the type changes away.
          onChange={(e) =>
            update({
              businessType: e.target.value,
              cuisineType: e.target.value === 'restaurant' ? values.cuisineType : '',
            })
          }
          error={errors.businessType}
        />
        {values.businessType === 'restaurant' && (
          <SelectField
            label="Cuisine type"
            {...field('cuisineType')}
            placeholder="Select a cuisine"
            options={CUISINE_OPTIONS}
          />
        )}
      </div>
      <TextAreaField
        label="Description"
        {...field('description')}
        hint="What you offer, who you serve and what makes you the local favorite. At least 10 characters."
      />
      <TextField label="Business address" {...field('address')} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" {...field('city')} autoComplete="address-level2" />
        <TextField label="ZIP code" {...field('zipCode')} autoComplete="postal-code" inputMode="numeric" />
        <TextField label="Business phone" {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <TextField
          label="Business email"
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </div>
      <TextField
        label="Website (optional)"
        {...field('website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
    </fieldset>
  );
}
