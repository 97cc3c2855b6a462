import { townToday } from '@contracts/dates';
import { EVENT_TYPES } from '@contracts/enums';
import { type EventView, eventFormSchema, townClock, townTimeToIso } from '@contracts/events';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import type { SendResult } from '~/offline/outbox-registry';
import { useDraftForm } from '~/offline/use-draft-form';
import { useOnline } from '~/offline/use-online';
import { EVENT_TYPE_LABELS } from '../event-types';
import { useCreateEvent, useUpdateEvent } from '../mutations';

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

/** The form's answers for an event that exists: its day and time as Broken Bow's clocks show them. */
function valuesOf(event: EventView): EventValues {
  return {
    name: event.name,
    eventType: event.eventType,
    guestCount: String(event.guestCount),
    eventDate: townClock(event.eventDate).day,
    eventTime: event.eventTime,
    budget: event.budget ?? '',
    location: event.location ?? '',
    notes: event.notes ?? '',
  };
}

/** Creating a new event (step 1 of /event-planner), or changing one that exists (its step 1). */
export type EventFormMode =
  | {
      kind: 'create';
      onCreated: (name: string, result: SendResult<EventView>) => void;
      /** Shown when a visitor submits: saving an event needs an account. */
      signInPrompt: ReactNode;
    }
  | { kind: 'edit'; event: EventView };

type Props = { userId: string | null; mode: EventFormMode };
type Output = v.InferOutput<ReturnType<typeof eventFormSchema>>;

/**
 * Step 1 of the planner: SPEC section 5's event form, checked by the POST /api/events contract and
 * kept on the phone as it is typed, so signing in half-way (or losing signal) loses nothing. An
 * existing event fills it, and saving sends every field again (PUT).
 */
export function EventForm({ userId, mode }: Props) {
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const editing = mode.kind === 'edit' ? mode.event : null;
  const form = useDraftForm(
    editing ? `event-edit:${editing.id}` : 'event-planner',
    editing ? valuesOf(editing) : EMPTY,
  );
  const online = useOnline();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const promptRef = useRef<HTMLDivElement>(null);

  // The prompt appears below the button, likely under the fold on a phone: bring it into view.
  useEffect(() => {
    if (needsSignIn) promptRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [needsSignIn]);

  if (!form.ready) return <Spinner label="Loading the planner" />;
  const { values, errors } = form;
  const today = townToday();
  // An event already under way may keep its day while other details change.
  const earliest = editing && values.eventDate < today ? values.eventDate : today;
  const pending = createEvent.isPending || updateEvent.isPending;

  function create(output: Output, signedIn: string) {
    if (mode.kind !== 'create') return;
    // SPEC section 7: one timestamp, the chosen day and time read as Broken Bow time.
    const input = {
      ...output,
      id: crypto.randomUUID(),
      eventDate: townTimeToIso(output.eventDate, output.eventTime),
    };
    createEvent.mutate(
      { input, userId: signedIn },
      {
        onSuccess: (sent) => {
          form.reset();
          mode.onCreated(input.name, sent);
        },
        onError: form.failFrom,
      },
    );
  }

  function save({ id: _id, ...output }: Output, signedIn: string, event: EventView) {
    // Every field the form shows: an emptied one is cleared on the event too.
    const input = {
      ...output,
      eventDate: townTimeToIso(output.eventDate, output.eventTime),
      budget: output.budget ?? null,
      location: output.location ?? null,
      notes: output.notes ?? null,
    };
    updateEvent.mutate(
      { userId: signedIn, eventId: event.id, input },
      { onSuccess: () => form.reset(), onError: form.failFrom },
    );
  }

  function submit() {
    const output = form.check(eventFormSchema(earliest), {
      ...values,
      budget: values.budget || undefined,
      location: values.location || undefined,
      notes: values.notes || undefined,
    });
    if (!output) return;
    // The prompt leads to another page: the last keystrokes are on the phone before it is offered.
    if (!userId) return void form.kept().then(() => setNeedsSignIn(true));
    if (editing) save(output, userId, editing);
    else create(output, userId);
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
        <TextField label="Event date" type="date" min={earliest} {...form.field('eventDate')} />
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
      <Button
        type="submit"
        className="w-full sm:w-auto sm:px-8"
        disabled={pending || (editing !== null && !online)}
      >
        {editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Creating...' : 'Create Event'}
      </Button>
      {editing && !online && (
        <p role="status" className="text-sm text-muted">
          You are offline: saving changes needs a connection. What you typed stays on this phone.
        </p>
      )}
      {mode.kind === 'create' && (
        <div ref={promptRef} aria-live="polite">
          {needsSignIn && !userId && mode.signInPrompt}
        </div>
      )}
    </form>
  );
}
