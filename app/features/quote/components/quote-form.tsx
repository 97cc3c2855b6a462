import { townToday } from '@contracts/dates';
import { QUOTE_EVENT_TYPES, quoteFormSchema } from '@contracts/quotes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { HttpError } from '~/lib/api';
import { checkForm, type FieldErrors, focusFirstError } from '~/lib/form';
import type { SendResult } from '~/offline/outbox-registry';
import { QUOTE_EVENT_TYPE_LABELS } from '../event-types';
import { useSubmitQuote } from '../mutations';

type Props = {
  packageId?: string;
  /** Shown for the package when there is one, and used to name the request in the outbox. */
  packageName?: string;
  initialGuests?: string;
  guestsHint?: string;
  userId: string | null;
  onSubmitted: (status: SendResult<unknown>['status']) => void;
};

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** SPEC section 2's 'Event Details' form, checked by the same contract as POST /api/quotes. */
export function QuoteForm({ packageId, packageName, initialGuests, guestsHint, userId, onSubmitted }: Props) {
  const submitQuote = useSubmitQuote();
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // Take a keyboard or screen-reader user straight to the first thing to fix.
  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstError(formRef.current);
  }, [errors]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = checkForm(quoteFormSchema(townToday()), {
      firstName: text(data, 'firstName'),
      lastName: text(data, 'lastName'),
      email: text(data, 'email'),
      phone: text(data, 'phone'),
      eventDate: text(data, 'eventDate'),
      eventTime: text(data, 'eventTime'),
      guestCount: text(data, 'guestCount'),
      eventType: text(data, 'eventType'),
      venue: text(data, 'venue'),
      additionalRequests: text(data, 'additionalRequests') || undefined,
      packageId,
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const input = { ...result.output, id: crypto.randomUUID() };
    const label = `Quote request: ${packageName ?? QUOTE_EVENT_TYPE_LABELS[input.eventType]}, ${input.eventDate}`;
    submitQuote.mutate(
      { input, label, userId },
      {
        onSuccess: (sent) => {
          form.reset();
          onSubmitted(sent.status);
        },
        onError: (error) => {
          if (error instanceof HttpError && error.fields) setErrors(error.fields);
        },
      },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="event-details-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="event-details-title" className="text-xl font-bold text-pine-800">
        Event Details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email}
        />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" error={errors.phone} />
        <TextField
          label="Event date"
          name="eventDate"
          type="date"
          min={townToday()}
          error={errors.eventDate}
        />
        <TextField label="Event time" name="eventTime" type="time" error={errors.eventTime} />
        <TextField
          label="Guest count"
          name="guestCount"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={initialGuests}
          hint={guestsHint}
          error={errors.guestCount}
        />
        <Field label="Event type" error={errors.eventType}>
          {(a11y) => (
            <select {...a11y} name="eventType" defaultValue="" className={inputClass}>
              <option value="" disabled>
                Select event type
              </option>
              {QUOTE_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {QUOTE_EVENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextField
        label="Venue"
        name="venue"
        hint="The venue's name or address, or 'still looking'."
        error={errors.venue}
      />
      <Field label="Additional requests (optional)" error={errors.additionalRequests}>
        {(a11y) => (
          <textarea
            {...a11y}
            name="additionalRequests"
            rows={4}
            maxLength={2000}
            placeholder="Dietary needs, a theme, setup times..."
            className={inputClass}
          />
        )}
      </Field>
      <Button type="submit" className="w-full sm:w-auto sm:px-8" disabled={submitQuote.isPending}>
        {submitQuote.isPending ? 'Submitting...' : 'Submit Quote Request'}
      </Button>
    </form>
  );
}
