import { MAX_CHECK_PHOTOS, TOO_MANY_CHECK_PHOTOS } from '@contracts/job-checks';
import { completeTooEarlyMessage, startTooEarlyMessage } from '@contracts/job-windows';
import type { JobTicketView } from '@contracts/jobs';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { type ProgressStep, useProgressJob } from '../mutations';

const STEP: Record<ProgressStep, { action: string; busy: string }> = {
  start: { action: 'Start job', busy: 'Starting...' },
  complete: { action: 'Mark completed', busy: 'Saving...' },
};

/**
 * The next move on one of the worker's jobs, with the worker's own notes (optional) and, at
 * completion, up to 3 photos. It works with no signal: the check waits on the phone and is sent when
 * the signal returns (mutations.ts). A job starts from two hours before the worker is due and
 * completes once the booking has begun (the server refuses either earlier, at the time of the tap),
 * so before then the button is off and the form says when.
 */
export function ProgressForm({
  userId,
  ticket,
  step,
}: {
  userId: string;
  ticket: JobTicketView;
  step: ProgressStep;
}) {
  const id = useId();
  const progress = useProgressJob(userId);
  const [photos, setPhotos] = useState<File[]>([]);
  const tooMany = photos.length > MAX_CHECK_PHOTOS;
  const form = useForm({ workerNotes: ticket.workerNotes ?? '' });
  const words = STEP[step];
  const opens = step === 'start' ? ticket.startsFrom : ticket.completesFrom;
  const now = new Date();
  const notYet =
    opens && now.getTime() < Date.parse(opens)
      ? (step === 'start' ? startTooEarlyMessage : completeTooEarlyMessage)(opens, now)
      : null;

  function submit() {
    const notes = form.values.workerNotes.trim();
    progress.mutate({ ticketId: ticket.id, step, workerNotes: notes || null, photos });
  }

  return (
    <form {...form.formProps(submit)} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Your notes <span className="font-normal text-muted">(optional)</span>
      </label>
      <textarea id={id} {...form.control('workerNotes')} rows={2} maxLength={2000} className={inputClass} />
      {step === 'complete' && (
        <div>
          <label htmlFor={`${id}-photos`} className="block text-sm font-medium">
            Photos of the finished job{' '}
            <span className="font-normal text-muted">(up to {MAX_CHECK_PHOTOS})</span>
          </label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={(event) => setPhotos([...(event.target.files ?? [])])}
            aria-describedby={tooMany ? `${id}-photos-error` : undefined}
            className="mt-1 block w-full text-sm"
          />
          {tooMany && (
            <p id={`${id}-photos-error`} className="text-sm text-danger" role="alert">
              {TOO_MANY_CHECK_PHOTOS}
            </p>
          )}
        </div>
      )}
      {notYet && (
        <p id={`${id}-when`} className="text-sm text-muted">
          {notYet}.
        </p>
      )}
      <Button
        type="submit"
        variant="secondary"
        className="w-full"
        disabled={progress.isPending || notYet !== null || tooMany}
        aria-describedby={notYet ? `${id}-when` : undefined}
      >
        {progress.isPending ? words.busy : words.action}
      </Button>
    </form>
  );
}
