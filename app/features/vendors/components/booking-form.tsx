import { townToday } from '@contracts/dates';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { servicePrice } from '~/lib/format';
import { useDraft } from '~/offline/drafts';
import { useOnline } from '~/offline/use-online';
import { type BookingPayload, type BookingValues, checkBooking, EMPTY_BOOKING } from '../booking';
import { PriceHint } from './price-hint';

type Props = {
  vendor: VendorDetail;
  services: ServiceView[];
  /** Sends or queues the booking; resolves true when it is safe to clear the form. */
  onBook: (payload: BookingPayload, label: string) => Promise<boolean>;
};

/** The booking form, kept as a draft on the phone per vendor until it is sent or queued. */
export function BookingForm(props: Props) {
  const draft = useDraft<BookingValues>(`booking:${props.vendor.id}`);
  if (draft.value === undefined) return <Spinner label="Loading your booking" />;
  return <BookingFields {...props} initial={{ ...EMPTY_BOOKING, ...draft.value }} draft={draft} />;
}

function BookingFields({
  vendor,
  services,
  onBook,
  initial,
  draft,
}: Props & { initial: BookingValues; draft: ReturnType<typeof useDraft<BookingValues>> }) {
  const online = useOnline();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof BookingValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const today = townToday();
  const service = services.find((s) => s.id === values.serviceId);

  const set = (name: keyof BookingValues) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((was) => ({ ...was, [name]: undefined }));
    void draft.save(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBooking(values, vendor, services, today);
    if (!checked.ok) {
      setErrors(checked.fields);
      if (checked.toast) toast(checked.toast);
      return;
    }
    setBusy(true);
    const done = await onBook(checked.payload, checked.label).finally(() => setBusy(false));
    if (!done) return;
    setValues(EMPTY_BOOKING);
    setErrors({});
    await draft.clear();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={`Book ${vendor.businessName}`}>
      {services.length > 0 && (
        <Field label="Service" error={errors.serviceId}>
          {(a11y) => (
            <select
              {...a11y}
              value={values.serviceId}
              onChange={(e) => set('serviceId')(e.target.value)}
              className={`${inputClass} cursor-pointer`}
            >
              <option value="">Choose a service</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} — {servicePrice(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 xl:grid-cols-2">
        <TextField
          label="Event date"
          type="date"
          min={today}
          value={values.date}
          onChange={(e) => set('date')(e.target.value)}
          error={errors.date}
        />
        <TextField
          label="Time (optional)"
          type="time"
          value={values.time}
          onChange={(e) => set('time')(e.target.value)}
          error={errors.time}
        />
      </div>
      <TextField
        label="Number of guests"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.guests}
        onChange={(e) => set('guests')(e.target.value)}
        error={errors.guests}
        hint={service ? <PriceHint service={service} guests={values.guests} /> : undefined}
      />
      <Field label="Notes (optional)" error={errors.notes}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            value={values.notes}
            onChange={(e) => set('notes')(e.target.value)}
            placeholder="Venue address, dietary needs, anything the vendor should know"
            className={inputClass}
          />
        )}
      </Field>
      {!online && (
        <p role="status" className="rounded-lg bg-lake-50 p-3 text-sm text-lake-700">
          You are offline. Your booking will be saved on this phone and added to your cart when you are back
          online.
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Adding...' : 'Add to Cart'}
      </Button>
    </form>
  );
}
