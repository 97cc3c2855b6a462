import { townToday } from '@contracts/dates';
import { EVENT_TYPES } from '@contracts/enums';
import { type EventView, eventFormSchema, townTimeToIso } from '@contracts/events';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { HttpError } from '~/lib/api';
import { checkForm, type FieldErrors, focusFirstError } from '~/lib/form';
import type { SendResult } from '~/offline/outbox-registry';
import { EVENT_TYPE_LABELS } from '../event-types';
import { useCreateEvent } from '../mutations';

export type EventDraft = {
  name: string;
  eventType: string;
  guestCount: string;
  eventDate: string;
  eventTime: string;
  budget: string;
  location: string;
  notes: string;
};
const EMPTY: EventDraft = {
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
  draft: Partial<EventDraft>;
  /** Keeps what is typed on the phone, so signing in half-way (or losing signal) loses nothing. */
  onDraft: (values: EventDraft) => void;
  onCreated: (name: string, result: SendResult<EventView>) => void;
  /** Shown when a visitor submits: saving an event needs an account. */
  signInPrompt: ReactNode;
};

/** Step 1 of the planner: SPEC section 5's event form, checked by the POST /api/events contract. */
export function EventForm({ userId, draft, onDraft, onCreated, signInPrompt }: Props) {
  const createEvent = useCreateEvent();
  const [values, setValues] = useState<EventDraft>({ ...EMPTY, ...draft });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const promptRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstError(formRef.current);
  }, [errors]);

  // The prompt appears below the button, likely under the fold on a phone: bring it into view.
  useEffect(() => {
    if (needsSignIn) promptRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [needsSignIn]);

  const set = (key: keyof EventDraft) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    onDraft(next);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkForm(eventFormSchema(townToday()), {
      ...values,
      budget: values.budget || undefined,
      location: values.location || undefined,
      notes: values.notes || undefined,
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    if (!userId) return setNeedsSignIn(true);
    const { eventDate, eventTime } = result.output;
    // SPEC section 7: one timestamp, the chosen day and time read as Broken Bow time.
    const input = {
      ...result.output,
      id: crypto.randomUUID(),
      eventDate: townTimeToIso(eventDate, eventTime),
    };
    createEvent.mutate(
      { input, userId },
      {
        onSuccess: (sent) => onCreated(input.name, sent),
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
      aria-labelledby="event-form-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="event-form-title" className="text-xl font-bold text-pine-800">
        Event Details
      </h2>
      <TextField
        label="Event name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        placeholder="Smith family reunion"
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Event type" error={errors.eventType}>
          {(a11y) => (
            <select
              {...a11y}
              value={values.eventType}
              onChange={(e) => set('eventType')(e.target.value)}
              className={inputClass}
            >
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
        <TextField
          label="Guest count"
          inputMode="numeric"
          pattern="[0-9]*"
          value={values.guestCount}
          onChange={(e) => set('guestCount')(e.target.value)}
          error={errors.guestCount}
        />
        <TextField
          label="Event date"
          type="date"
          min={townToday()}
          value={values.eventDate}
          onChange={(e) => set('eventDate')(e.target.value)}
          error={errors.eventDate}
        />
        <TextField
          label="Event time"
          type="time"
          value={values.eventTime}
          onChange={(e) => set('eventTime')(e.target.value)}
          hint="Broken Bow (Central) time"
          error={errors.eventTime}
        />
        <TextField
          label="Budget (optional)"
          inputMode="decimal"
          value={values.budget}
          onChange={(e) => set('budget')(e.target.value)}
          placeholder="2500.00"
          hint="In US dollars"
          error={errors.budget}
        />
        <TextField
          label="Location (optional)"
          value={values.location}
          onChange={(e) => set('location')(e.target.value)}
          placeholder="Beavers Bend State Park"
          error={errors.location}
        />
      </div>
      <Field label="Notes (optional)" error={errors.notes}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            maxLength={2000}
            value={values.notes}
            onChange={(e) => set('notes')(e.target.value)}
            className={inputClass}
          />
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
