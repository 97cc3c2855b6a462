import { SERVICE_CATEGORIES } from '@contracts/enums';
import { serviceInputSchema } from '@contracts/vendor-dashboard';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { HttpError } from '~/lib/api';
import { checkForm, type FieldErrors } from '~/lib/form';
import { useSaveService } from '../mutations';
import type { OwnedBusiness, VendorService } from '../queries';

// The units the contract accepts, read from it so the select and the server never disagree.
const PRICE_UNITS = serviceInputSchema.pipe[0].entries.priceUnit.wrapped.options;

const label = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
/** An empty guests box means "no limit" (null); anything else is the contract's to judge. */
const count = (data: FormData, name: string) => {
  const value = text(data, name);
  return value === '' ? null : Number(value);
};

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
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = checkForm(serviceInputSchema, {
      vendorId: text(data, 'vendorId'),
      name: text(data, 'name'),
      description: text(data, 'description') || null,
      category: text(data, 'category'),
      price: text(data, 'price'),
      priceUnit: text(data, 'priceUnit'),
      minGuests: count(data, 'minGuests'),
      maxGuests: count(data, 'maxGuests'),
      duration: text(data, 'duration') || null,
      isActive: data.get('isActive') === 'on',
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { id: service?.id, input: result.output },
      {
        onSuccess: onSaved,
        onError: (error) => error instanceof HttpError && error.fields && setErrors(error.fields),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {businesses.length > 1 && !service ? (
        <Field label="Business" error={errors.vendorId}>
          {(a11y) => (
            <select {...a11y} name="vendorId" className={inputClass} defaultValue={businesses[0]?.id}>
              {businesses.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.businessName}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <input type="hidden" name="vendorId" value={service?.vendorId ?? businesses[0]?.id ?? ''} />
      )}
      <TextField label="Service name" name="name" defaultValue={service?.name} error={errors.name} />
      <Field label="Description" error={errors.description} hint="Optional: what is included.">
        {(a11y) => (
          <textarea
            {...a11y}
            name="description"
            rows={3}
            defaultValue={service?.description ?? ''}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Category" error={errors.category}>
        {(a11y) => (
          <select {...a11y} name="category" className={inputClass} defaultValue={service?.category ?? ''}>
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
          name="price"
          inputMode="decimal"
          placeholder="18.50"
          defaultValue={service?.price}
          error={errors.price}
        />
        <Field label="Price unit" error={errors.priceUnit}>
          {(a11y) => (
            <select
              {...a11y}
              name="priceUnit"
              className={inputClass}
              defaultValue={service?.priceUnit ?? 'per event'}
            >
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
          name="minGuests"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={service?.minGuests ?? ''}
          error={errors.minGuests}
        />
        <TextField
          label="Max guests"
          name="maxGuests"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={service?.maxGuests ?? ''}
          error={errors.maxGuests}
        />
      </div>
      <TextField
        label="Duration"
        name="duration"
        placeholder="3 hours"
        defaultValue={service?.duration ?? ''}
        error={errors.duration}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={service?.isActive ?? true}
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
