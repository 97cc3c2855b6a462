import { CUISINE_REQUIRED } from '@contracts/applications';
import { CUISINE_TYPES, PRICE_RANGE_LABELS, PRICE_RANGES } from '@contracts/enums';
import { businessProfileSchema, type OwnedBusinessPage } from '@contracts/vendor-page';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { useEditPage } from '../page-mutations';
import { PolicyPicker } from './policy-picker';

type Props = { userId: string; page: OwnedBusinessPage; online: boolean; onSaved: () => void };

/**
 * The owner's page details, labelled as on the vendor application form and checked by the same
 * contract the server uses, so each message reads as it did when they applied.
 */
export function PageForm({ userId, page, online, onSaved }: Props) {
  const save = useEditPage(userId, page.id);
  const form = useForm({
    description: page.description ?? '',
    address: page.address ?? '',
    city: page.city ?? '',
    state: page.state ?? '',
    zipCode: page.zipCode ?? '',
    phone: page.phone ?? '',
    email: page.email ?? '',
    website: page.website ?? '',
    priceRange: page.priceRange ?? '',
    cuisineType: page.cuisineType ?? '',
    cancellationPolicy: page.cancellationPolicy,
  });
  const { errors } = form;
  const restaurant = page.businessType === 'restaurant';

  function submit() {
    const output = form.check(businessProfileSchema);
    // Only restaurants need a cuisine, which the contract cannot know: the server's own rule, run here too.
    if (restaurant && output && !output.cuisineType) {
      form.fail({ cuisineType: CUISINE_REQUIRED });
      return;
    }
    if (output) save.mutate(output, { onSuccess: onSaved, onError: form.failFrom });
  }

  return (
    <form {...form.formProps(submit)} className="space-y-4">
      <Field
        label="Description"
        error={errors.description}
        hint="What you offer, who you serve and what makes you the local favorite. At least 10 characters."
      >
        {(a11y) => <textarea {...a11y} {...form.control('description')} rows={4} className={inputClass} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price range" error={errors.priceRange}>
          {(a11y) => (
            <select {...a11y} {...form.control('priceRange')} className={inputClass}>
              <option value="">Not shown</option>
              {PRICE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range} · {PRICE_RANGE_LABELS[range]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {restaurant && (
          <Field label="Cuisine type" error={errors.cuisineType}>
            {(a11y) => (
              <select {...a11y} {...form.control('cuisineType')} className={inputClass}>
                <option value="">Select a cuisine</option>
                {CUISINE_TYPES.map((cuisine) => (
                  <option key={cuisine} value={cuisine}>
                    {cuisine}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <TextField label="Business address" {...form.field('address')} autoComplete="street-address" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <div className="col-span-2 sm:col-span-1">
          <TextField label="City" {...form.field('city')} autoComplete="address-level2" />
        </div>
        <TextField label="State" {...form.field('state')} autoComplete="address-level1" maxLength={2} />
        <TextField
          label="ZIP code"
          {...form.field('zipCode')}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Business phone"
          {...form.field('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          label="Business email"
          {...form.field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </div>
      <TextField
        label="Website (optional)"
        {...form.field('website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
      <PolicyPicker
        value={form.values.cancellationPolicy}
        onChange={(cancellationPolicy) => form.update({ cancellationPolicy })}
      />
      <Button type="submit" className="w-full" disabled={!online || save.isPending}>
        {!online ? 'Connect to save' : save.isPending ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
