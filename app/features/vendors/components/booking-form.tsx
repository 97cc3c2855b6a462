import type { AvailabilityDay } from '@contracts/availability';
import { townToday } from '@contracts/dates';
import { EVENT_ADDRESS_MAX, eventAddressRule } from '@contracts/event-address';
import { isPerHour } from '@contracts/line-price';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { type ComponentProps, useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import { PriceChangeConfirm } from '~/components/ui/price-change';
import { toast } from '~/components/ui/toast';
import { servicePrice } from '~/lib/format';
import { useDraftForm } from '~/offline/use-draft-form';
import { useOnline } from '~/offline/use-online';
import { nextAvailable, reasonFor, unavailableLine } from '../availability';
import { type BookingPayload, type BookOutcome, checkBooking, EMPTY_BOOKING } from '../booking';
import { HoursHint } from './hours-hint';
import { NextDays } from './next-days';
import { PriceHint } from './price-hint';

type Props = {
  vendor: VendorDetail;
  services: ServiceView[];
  /** The vendor's days around the chosen date, once fetched (never while offline or loading). */
  availability?: AvailabilityDay[];
  /** Told the date being chosen, so the days asked for cover it. */
  onDateShown?: (date: string) => void;
  /** Told the service and time being chosen, so the days asked for are those they can be booked. */
  onChoiceShown?: (choice: { serviceId: string; time: string }) => void;
  /** Sends or queues the booking; resolves true when it is safe to clear the form. */
  onBook: (payload: BookingPayload, label: string) => Promise<BookOutcome>;
};

/** The booking form, kept as a draft on the phone per vendor until it is sent or queued. */
export function BookingForm(props: Props) {
  // Another vendor's page starts from that vendor's own draft, never from this one's answers.
  return <BookingFields key={props.vendor.id} {...props} />;
}

function BookingFields({ vendor, services, availability, onDateShown, onChoiceShown, onBook }: Props) {
  const online = useOnline();
  const form = useDraftForm(`booking:${vendor.id}`, EMPTY_BOOKING);
  const [busy, setBusy] = useState(false);
  // The price a booking was refused at, because the service's price moved since it was shown.
  const [refusedAt, setRefusedAt] = useState<{ serviceId: string; price: string } | null>(null);
  const shownDate = form.values.date;
  useEffect(() => {
    onDateShown?.(shownDate);
  }, [shownDate, onDateShown]);
  const { serviceId: shownService, time: shownTime } = form.values;
  useEffect(() => {
    onChoiceShown?.({ serviceId: shownService, time: shownTime });
  }, [shownService, shownTime, onChoiceShown]);
  if (!form.ready) return <Spinner label="Loading your booking" />;
  const { values, errors } = form;
  const today = townToday();
  const service = services.find((s) => s.id === values.serviceId);
  const hourly = service && isPerHour(service) ? service : null;
  // Said as soon as the date is chosen: a native date input cannot grey out the days it cannot take.
  const unavailable = reasonFor(availability, values.date);
  const dateError = errors.date ?? (unavailable ? unavailableLine(values.date, unavailable) : undefined);
  // Asked about while the page shows the service at another price than the one refused.
  const moved =
    service && refusedAt?.serviceId === service.id && refusedAt.price !== service.price ? refusedAt : null;

  async function submit() {
    const checked = checkBooking(values, vendor, services, today, availability);
    if (!checked.ok) {
      form.fail(checked.fields);
      if (checked.toast) toast(checked.toast);
      return;
    }
    setBusy(true);
    const outcome = await onBook(checked.payload, checked.label).finally(() => setBusy(false));
    const { serviceId, seenPrice } = checked.payload;
    setRefusedAt(
      outcome === 'price-changed' && serviceId && seenPrice ? { serviceId, price: seenPrice } : null,
    );
    if (outcome === true) form.reset();
  }

  return (
    <form
      {...form.formProps(() => void submit())}
      className="space-y-4"
      aria-label={`Book ${vendor.businessName}`}
    >
      {services.length > 0 && (
        <Field label="Service" error={errors.serviceId}>
          {(a11y) => (
            <select {...a11y} {...form.control('serviceId')} className={`${inputClass} cursor-pointer`}>
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
        <TextField label="Event date" type="date" min={today} {...form.field('date')} error={dateError} />
        <TextField label={hourly ? 'Start time' : 'Time (optional)'} type="time" {...form.field('time')} />
        {hourly && (
          <TextField
            label="End time"
            type="time"
            {...form.field('end')}
            hint={<HoursHint service={hourly} start={values.time} end={values.end} />}
          />
        )}
      </div>
      {availability && (!values.date || unavailable) && (
        <NextDays
          days={nextAvailable(availability, today, values.date, 4)}
          onPick={(date) => form.update({ date })}
        />
      )}
      <TextField
        label="Number of guests"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...form.field('guests')}
        hint={service ? <PriceHint service={service} guests={values.guests} /> : undefined}
      />
      <EventAddressField
        rule={eventAddressRule(service?.category)}
        vendorName={vendor.businessName}
        {...form.field('address')}
      />
      <Field label="Notes (optional)" error={errors.notes}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            {...form.control('notes')}
            placeholder="Gate code, dietary needs, anything the vendor should know"
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
      {service && moved ? (
        <PriceChangeConfirm
          lines={[
            { id: service.id, change: { was: moved.price, now: service.price, unit: service.priceUnit } },
          ]}
          confirmLabel={busy ? 'Adding...' : `Add to cart at ${servicePrice(service)}`}
          onConfirm={() => void submit()}
          disabled={busy}
        />
      ) : (
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Adding...' : 'Add to Cart'}
        </Button>
      )}
    </form>
  );
}

/**
 * Where the event is: asked for work a worker drives out (catering, deliveries, rentals), offered for
 * the rest; a venue's own address stands in when it is left empty (contracts/event-address.ts).
 */
function EventAddressField({
  rule,
  vendorName,
  ...field
}: { rule: ReturnType<typeof eventAddressRule>; vendorName: string } & Omit<
  ComponentProps<typeof TextField>,
  'label'
>) {
  const hint =
    rule === 'venue'
      ? `Leave empty if the event is at ${vendorName}.`
      : rule === 'required'
        ? 'The cabin, venue or home: where the crew brings everything.'
        : undefined;
  return (
    <TextField
      label={rule === 'required' ? 'Event address' : 'Event address (optional)'}
      placeholder="e.g. 12 Quail Hollow Ln, Hochatown, OK 74728"
      maxLength={EVENT_ADDRESS_MAX}
      hint={hint}
      {...field}
    />
  );
}
