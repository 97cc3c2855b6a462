import { completeTooEarlyMessage, startTooEarlyMessage } from '@contracts/job-windows';
import type { JobTicketView } from '@contracts/jobs';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { type ProgressStep, useProgressJob } from '../mutations';

const STEP: Record<ProgressStep, { action: string; busy: string; offline: string }> = {
  start: { action: 'Start job', busy: 'Starting...', offline: 'Connect to start' },
  complete: { action: 'Mark completed', busy: 'Saving...', offline: 'Connect to complete' },
};

/**
 * The next move on one of the worker's jobs, with the worker's own notes (optional). A job starts
 * from two hours before the worker is due and completes once the booking has begun (the server
 * refuses either earlier), so before then the button is off and the form says when.
 */
export function ProgressForm({
  userId,
  ticket,
  step,
  online,
}: {
  userId: string;
  ticket: JobTicketView;
  step: ProgressStep;
  online: boolean;
}) {
  const id = useId();
  const progress = useProgressJob(userId);
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
    progress.mutate({ ticketId: ticket.id, step, workerNotes: notes || null });
  }

  return (
    <form {...form.formProps(submit)} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Your notes <span className="font-normal text-muted">(optional)</span>
      </label>
      <textarea id={id} {...form.control('workerNotes')} rows={2} maxLength={2000} className={inputClass} />
      {notYet && (
        <p id={`${id}-when`} className="text-sm text-muted">
          {notYet}.
        </p>
      )}
      <Button
        type="submit"
        variant="secondary"
        className="w-full"
        disabled={!online || progress.isPending || notYet !== null}
        aria-describedby={notYet ? `${id}-when` : undefined}
      >
        {!online ? words.offline : progress.isPending ? words.busy : words.action}
      </Button>
    </form>
  );
}
