import { formatDay, townToday } from '@contracts/dates';
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
 * The next move on one of the worker's jobs, with the worker's own notes (optional). A job starts on
 * its day in Broken Bow (the server refuses it earlier), so before then the button says when.
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
  const notYet =
    step === 'start' && ticket.scheduledDate !== null && ticket.scheduledDate > townToday()
      ? ticket.scheduledDate
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
          You can start this job on {formatDay(notYet)}.
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
