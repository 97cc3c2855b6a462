import type { PublicUser } from '@contracts/auth';
import { townToday } from '@contracts/dates';
import { SERVICE_CATEGORIES } from '@contracts/enums';
import { QUOTE_EVENT_TYPES, quoteFormSchema } from '@contracts/quotes';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { QUOTE_EVENT_TYPE_LABELS, SERVICE_CATEGORY_LABELS } from '~/lib/quote-words';
import { useForm } from '~/lib/use-form';
import type { SendResult } from '~/offline/outbox-registry';

import { useSubmitQuote } from '../mutations';

type Props = {
  packageId?: string;
  /** Shown for the package when there is one, and used to name the request in the outbox. */
  packageName?: string;
  initialGuests?: string;
  guestsHint?: string;
  /** Sent from a vendor's page: the request goes to that vendor alone. */
  vendorId?: string;
  vendorName?: string;
  userId: string | null;
  /** The signed-in account: its name, e-mail and phone fill the form until the person types over them. */
  account?: Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'phone'> | null;
  onSubmitted: (status: SendResult<unknown>['status']) => void;
};

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  eventDate: '',
  eventTime: '',
  guestCount: '',
  eventType: '',
  venue: '',
  additionalRequests: '',
  category: '',
};

/** SPEC section 2's 'Event Details' form, checked by the same contract as POST /api/quotes. */
export function QuoteForm({
  packageId,
  packageName,
  initialGuests,
  guestsHint,
  vendorId,
  vendorName,
  userId,
  account,
  onSubmitted,
}: Props) {
  const submitQuote = useSubmitQuote();
  const form = useForm({
    ...EMPTY,
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    email: account?.email ?? '',
    phone: account?.phone ?? '',
    guestCount: initialGuests ?? '',
  });
  const { errors } = form;

  function submit() {
    const { values } = form;
    const output = form.check(quoteFormSchema(townToday()), {
      ...values,
      additionalRequests: values.additionalRequests || undefined,
      packageId,
      vendorId,
      category: values.category || undefined,
    });
    if (!output) return;
    const input = { ...output, id: crypto.randomUUID() };
    const about = vendorName ?? packageName ?? QUOTE_EVENT_TYPE_LABELS[input.eventType];
    const label = `Quote request: ${about}, ${input.eventDate}`;
    submitQuote.mutate(
      { input, label, userId },
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
      aria-labelledby="event-details-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="event-details-title" className="text-xl font-bold text-pine-800">
        Event Details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" {...form.field('firstName')} autoComplete="given-name" />
        <TextField label="Last name" {...form.field('lastName')} autoComplete="family-name" />
        <TextField
          label="Email"
          {...form.field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField label="Phone" {...form.field('phone')} type="tel" autoComplete="tel" />
        <TextField label="Event date" {...form.field('eventDate')} type="date" min={townToday()} />
        <TextField label="Event time" {...form.field('eventTime')} type="time" />
        <TextField
          label="Guest count"
          {...form.field('guestCount')}
          inputMode="numeric"
          pattern="[0-9]*"
          hint={guestsHint}
        />
        <Field label="Event type" error={errors.eventType}>
          {(a11y) => (
            <select {...a11y} {...form.control('eventType')} className={inputClass}>
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
        {...form.field('venue')}
        hint="The venue's name or address, or 'still looking'."
      />
      {/* Only without a package or a vendor: those already say who the request is for. */}
      {!packageId && !vendorId && (
        <Field
          label="Kind of vendor"
          error={errors.category}
          hint="Leave on 'Any kind of vendor' to hear from every local vendor who fits."
        >
          {(a11y) => (
            <select {...a11y} {...form.control('category')} className={inputClass}>
              <option value="">Any kind of vendor</option>
              {SERVICE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {SERVICE_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label="Additional requests (optional)" error={errors.additionalRequests}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...form.control('additionalRequests')}
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
