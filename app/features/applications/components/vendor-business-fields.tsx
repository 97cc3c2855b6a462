import { BUSINESS_TYPES, CUISINE_TYPES } from '@contracts/enums';
import { TextField } from '~/components/ui/field';
import type { FieldErrors } from '~/lib/form';
import { BUSINESS_TYPE_LABELS } from '../vendor-data';
import type { VendorUpdate, VendorValues } from '../vendor-form-values';
import { SelectField, TextAreaField } from './controls';

const TYPE_OPTIONS = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));
const CUISINE_OPTIONS = CUISINE_TYPES.map((value) => ({ value, label: value }));

type Props = { values: VendorValues; errors: FieldErrors; update: VendorUpdate };

/** What the business is and how customers reach it. */
export function VendorBusinessFields({ values, errors, update }: Props) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-pine-800">Business details</legend>
      <TextField
        label="Business name"
        name="businessName"
        autoComplete="organization"
        value={values.businessName}
        onChange={(e) => update({ businessName: e.target.value })}
        error={errors.businessName}
      />
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
            name="cuisineType"
            placeholder="Select a cuisine"
            options={CUISINE_OPTIONS}
            value={values.cuisineType}
            onChange={(e) => update({ cuisineType: e.target.value })}
            error={errors.cuisineType}
          />
        )}
      </div>
      <TextAreaField
        label="Description"
        name="description"
        hint="What you offer, who you serve and what makes you the local favorite. At least 10 characters."
        value={values.description}
        onChange={(e) => update({ description: e.target.value })}
        error={errors.description}
      />
      <TextField
        label="Business address"
        name="address"
        autoComplete="street-address"
        value={values.address}
        onChange={(e) => update({ address: e.target.value })}
        error={errors.address}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => update({ city: e.target.value })}
          error={errors.city}
        />
        <TextField
          label="ZIP code"
          name="zipCode"
          autoComplete="postal-code"
          inputMode="numeric"
          value={values.zipCode}
          onChange={(e) => update({ zipCode: e.target.value })}
          error={errors.zipCode}
        />
        <TextField
          label="Business phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update({ phone: e.target.value })}
          error={errors.phone}
        />
        <TextField
          label="Business email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update({ email: e.target.value })}
          error={errors.email}
        />
      </div>
      <TextField
        label="Website (optional)"
        name="website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={values.website}
        onChange={(e) => update({ website: e.target.value })}
        error={errors.website}
      />
    </fieldset>
  );
}
