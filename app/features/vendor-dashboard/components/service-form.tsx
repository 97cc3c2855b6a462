import { SERVICE_CATEGORIES } from '@contracts/enums';
import { defaultLeadHours, REQUEST_LEAD_HOURS } from '@contracts/lead-time';
import { formatMoney } from '@contracts/money';
import { priceFloorCents } from '@contracts/price-floor';
import { serviceInputSchema } from '@contracts/vendor-dashboard';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { useSaveService } from '../mutations';
import type { OwnedBusiness, VendorService } from '../queries';

// The units the contract accepts, read from it so the select and the server never disagree.
const PRICE_UNITS = serviceInputSchema.pipe[0].entries.priceUnit.wrapped.options;

const label = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** An empty box means "no limit" or "the default" (null); anything else is the contract's to judge. */
const count = (value: string) => (value.trim() === '' ? null : Number(value));

/** What the lead time box falls back to, said beside it. */
function leadHint(category: string, bookingMode: string): string {
  const fallback = `Leave empty for ${category ? label(category) : 'the category'}'s default${category ? `: ${defaultLeadHours(category)} hours` : ''}.`;
  return bookingMode === 'request'
    ? `${fallback} A request to book needs at least ${REQUEST_LEAD_HOURS} hours.`
    : fallback;
}

type Props = {
  userId: string;
  businesses: OwnedBusiness[];
  service?: VendorService;
  online: boolean;
  onSaved: () => void;
};

/** Add or edit a service; the contract's messages show under each field (written once, in the API). */
export function ServiceForm({ userId, businesses, service, online, onSaved }: Props) {
  const save = useSaveService(userId);
  const form = useForm({
    vendorId: service?.vendorId ?? businesses[0]?.id ?? '',
    name: service?.name ?? '',
    description: service?.description ?? '',
    category: service?.category ?? '',
    price: service?.price ?? '',
    priceUnit: service?.priceUnit ?? 'per event',
    minGuests: String(service?.minGuests ?? ''),
    maxGuests: String(service?.maxGuests ?? ''),
    duration: service?.duration ?? '',
    isActive: service?.isActive ?? true,
    bookingMode: service?.bookingMode ?? 'instant',
    leadHours: String(service?.leadHours ?? ''),
    minHours: String(service?.minHours ?? ''),
  });
  const { values, errors } = form;
  const perHour = values.priceUnit === 'per hour';
  const floor = priceFloorCents({
    category: values.category,
    priceUnit: values.priceUnit,
    minGuests: count(values.minGuests),
    maxGuests: count(values.maxGuests),
    minHours: perHour ? count(values.minHours) : null,
  });

  function submit() {
    const output = form.check(serviceInputSchema, {
      vendorId: values.vendorId,
      name: values.name.trim(),
      description: values.description.trim() || null,
      category: values.category,
      price: values.price.trim(),
      priceUnit: values.priceUnit,
      minGuests: count(values.minGuests),
      maxGuests: count(values.maxGuests),
      duration: values.duration.trim() || null,
      isActive: values.isActive,
      bookingMode: values.bookingMode,
      leadHours: count(values.leadHours),
      minHours: perHour ? count(values.minHours) : null,
    });
    if (output)
      save.mutate({ id: service?.id, input: output }, { onSuccess: onSaved, onError: form.failFrom });
  }

  return (
    <form {...form.formProps(submit)} className="space-y-4">
      {businesses.length > 1 && !service && (
        <Field label="Business" error={errors.vendorId}>
          {(a11y) => (
            <select {...a11y} {...form.control('vendorId')} className={inputClass}>
              {businesses.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.businessName}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextField label="Service name" {...form.field('name')} />
      <Field label="Description" error={errors.description} hint="Optional: what is included.">
        {(a11y) => <textarea {...a11y} {...form.control('description')} rows={3} className={inputClass} />}
      </Field>
      <Field label="Category" error={errors.category}>
        {(a11y) => (
          <select {...a11y} {...form.control('category')} className={inputClass}>
            <option value="">Choose a category</option>
            {SERVICE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {label(c)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Price ($)"
          {...form.field('price')}
          inputMode="decimal"
          placeholder="18.50"
          hint={floor > 0 ? `At least ${formatMoney(floor, 'cents')}: the worker pay it carries` : undefined}
        />
        <Field label="Price unit" error={errors.priceUnit}>
          {(a11y) => (
            <select {...a11y} {...form.control('priceUnit')} className={inputClass}>
              {PRICE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Min guests"
          {...form.field('minGuests')}
          type="number"
          inputMode="numeric"
          min={1}
        />
        <TextField
          label="Max guests"
          {...form.field('maxGuests')}
          type="number"
          inputMode="numeric"
          min={1}
        />
      </div>
      {perHour && (
        <TextField
          label="Minimum hours"
          {...form.field('minHours')}
          type="number"
          inputMode="numeric"
          min={1}
          hint="Leave empty for 1 hour."
        />
      )}
      <TextField label="Duration" {...form.field('duration')} placeholder="3 hours" />
      <Field label="Booking" error={errors.bookingMode}>
        {(a11y) => (
          <select {...a11y} {...form.control('bookingMode')} className={inputClass}>
            <option value="instant">Instant booking</option>
            <option value="request">Request to book</option>
          </select>
        )}
      </Field>
      <TextField
        label="Lead time (hours, optional)"
        {...form.field('leadHours')}
        type="number"
        inputMode="numeric"
        min={0}
        hint={leadHint(values.category, values.bookingMode)}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="isActive"
          checked={values.isActive}
          onChange={(event) => form.update({ isActive: event.target.checked })}
          className="h-5 w-5 accent-pine-700"
        />
        <span>Active: customers can book it on your page</span>
      </label>
      <Button type="submit" className="w-full" disabled={!online || save.isPending}>
        {!online
          ? 'Connect to save'
          : save.isPending
            ? 'Saving...'
            : service
              ? 'Save changes'
              : 'Add service'}
      </Button>
    </form>
  );
}
