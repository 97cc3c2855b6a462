import { addDays } from '@contracts/availability';
import { townToday } from '@contracts/dates';
import { MAX_OFFER_DAYS, OFFER_DESCRIPTION_MAX, offerInputSchema } from '@contracts/offers';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { useMakeOffer } from '../offer-mutations';

type Props = {
  userId: string;
  quoteId: string;
  vendorId: string;
  eventDate: string;
  online: boolean;
  onSent: () => void;
  onCancel: () => void;
};

/** The earlier of two calendar days (YYYY-MM-DD sorts as text). */
const earlier = (a: string, b: string) => [a, b].sort()[0] ?? a;

/** A priced answer to a lead; the contract's messages show under each field (written once, in the API). */
export function OfferForm({ userId, quoteId, vendorId, eventDate, online, onSent, onCancel }: Props) {
  const send = useMakeOffer(userId);
  // The last day an offer may run: 60 days from today, never past the event.
  const latest = earlier(eventDate, addDays(townToday(), MAX_OFFER_DAYS));
  // A week to decide by default, or less when the event is sooner.
  const form = useForm({ price: '', description: '', expiresOn: earlier(addDays(townToday(), 7), latest) });
  const { values, errors } = form;

  function submit() {
    const output = form.check(offerInputSchema, { ...values, vendorId, id: crypto.randomUUID() });
    if (output) send.mutate({ quoteId, input: output }, { onSuccess: onSent, onError: form.failFrom });
  }

  return (
    <form {...form.formProps(submit)} className="space-y-3" aria-label="Make an offer">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Price ($)"
          {...form.field('price')}
          inputMode="decimal"
          placeholder="1250.00"
          hint="The total the customer pays."
        />
        <TextField
          label="Book by"
          {...form.field('expiresOn')}
          type="date"
          min={townToday()}
          max={latest}
          hint="The last day the customer can book it."
        />
      </div>
      <Field label="What the price includes" error={errors.description}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...form.control('description')}
            rows={3}
            maxLength={OFFER_DESCRIPTION_MAX}
            placeholder="Menu, staff, set-up and clean-up, hours..."
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1 sm:flex-none sm:px-8" disabled={!online || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send offer'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {!online && <p className="text-sm text-muted">Connect to the internet to send an offer.</p>}
    </form>
  );
}
