import { townToday } from '@contracts/dates';
import { EVENT_TYPES } from '@contracts/enums';
import { type EventView, eventFormSchema, townTimeToIso } from '@contracts/events';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import type { SendResult } from '~/offline/outbox-registry';
import { useDraftForm } from '~/offline/use-draft-form';
import { EVENT_TYPE_LABELS } from '../event-types';
import { useCreateEvent } from '../mutations';

type EventValues = {
  name: string;
  eventType: string;
  guestCount: string;
  eventDate: string;
  eventTime: string;
  budget: string;
  location: string;
  notes: string;
};
const EMPTY: EventValues = {
  name: '',
  eventType: '',
  guestCount: '',
  eventDate: '',
  eventTime: '',
  budget: '',
  location: '',
  notes: '',
};

type Props = {
  userId: string | null;
  onCreated: (name: string, result: SendResult<EventView>) => void;
  /** Shown when a visitor submits: saving an event needs an account. */
  signInPrompt: ReactNode;
};

/**
 * Step 1 of the planner: SPEC section 5's event form, checked by the POST /api/events contract and
 * kept on the phone as it is typed, so signing in half-way (or losing signal) loses nothing.
 */
export function EventForm({ userId, onCreated, signInPrompt }: Props) {
  const createEvent = useCreateEvent();
  const form = useDraftForm('event-planner', EMPTY);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const promptRef = useRef<HTMLDivElement>(null);

  // The prompt appears below the button, likely under the fold on a phone: bring it into view.
  useEffect(() => {
    if (needsSignIn) promptRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [needsSignIn]);

  if (!form.ready) return <Spinner label="Loading the planner" />;
  const { values, errors } = form;

  function submit() {
    const output = form.check(eventFormSchema(townToday()), {
      ...values,
      budget: values.budget || undefined,
      location: values.location || undefined,
      notes: values.notes || undefined,
    });
    if (!output) return;
    // The prompt leads to another page: the last keystrokes are on the phone before it is offered.
    if (!userId) return void form.kept().then(() => setNeedsSignIn(true));
    const { eventDate, eventTime } = output;
    // SPEC section 7: one timestamp, the chosen day and time read as Broken Bow time.
    const input = {
      ...output,
      id: crypto.randomUUID(),
      eventDate: townTimeToIso(eventDate, eventTime),
    };
    createEvent.mutate(
      { input, userId },
      {
        onSuccess: (sent) => {
          form.reset();
          onCreated(input.name, sent);
        },
        onError: form.failFrom,
      },
    );
  }

  return (
    <form
      {...form.formProps(submit)}
      aria-labelledby="event-form-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="event-form-title" className="text-xl font-bold text-pine-800">
        Event Details
      </h2>
      <TextField label="Event name" {...form.field('name')} placeholder="Smith family reunion" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Event type" error={errors.eventType}>
          {(a11y) => (
            <select {...a11y} {...form.control('eventType')} className={inputClass}>
              <option value="" disabled>
                Select event type
              </option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EVENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label="Guest count" inputMode="numeric" pattern="[0-9]*" {...form.field('guestCount')} />
        <TextField label="Event date" type="date" min={townToday()} {...form.field('eventDate')} />
        <TextField
          label="Event time"
          type="time"
          {...form.field('eventTime')}
          hint="Broken Bow (Central) time"
        />
        <TextField
          label="Budget (optional)"
          inputMode="decimal"
          {...form.field('budget')}
          placeholder="2500.00"
          hint="In US dollars"
        />
        <TextField
          label="Location (optional)"
          {...form.field('location')}
          placeholder="Beavers Bend State Park"
        />
      </div>
      <Field label="Notes (optional)" error={errors.notes}>
        {(a11y) => (
          <textarea {...a11y} rows={3} maxLength={2000} {...form.control('notes')} className={inputClass} />
        )}
      </Field>
      <Button type="submit" className="w-full sm:w-auto sm:px-8" disabled={createEvent.isPending}>
        {createEvent.isPending ? 'Creating...' : 'Create Event'}
      </Button>
      <div ref={promptRef} aria-live="polite">
        {needsSignIn && !userId && signInPrompt}
      </div>
    </form>
  );
}
