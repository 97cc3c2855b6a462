import { minutesWords } from '@contracts/worked-time';
import type { AssignedWorkerView } from '@contracts/worker-rating';
import { RATING_NEEDS_REASON_BELOW, RATING_REASON_MESSAGE } from '@contracts/worker-rating';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { DialogPanel } from '~/components/ui/dialog-panel';
import { Rating } from '~/components/ui/rating';
import { ReasonField } from '~/components/ui/reason-field';
import { StarPicker } from '~/components/ui/star-picker';
import { useAnswerOvertime, useRateWorker } from '../worker-mutations';

type Props = { userId: string; worker: AssignedWorkerView; online: boolean };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The worker who took a booking's job, as its vendor sees them (issue 31): their rating and
 * completed jobs, the overtime to approve or decline, and "Rate the worker" once the job is done.
 */
export function AssignedWorker({ userId, worker, online }: Props) {
  return (
    <section className="space-y-2 rounded-lg bg-pine-50 p-3 text-sm" aria-label={`Worker: ${worker.name}`}>
      <p>
        <span className="font-medium text-muted">Worker: </span>
        <span className="font-semibold">{worker.name}</span>
        <span className="text-muted"> · {plural(worker.completedJobs, 'job')} completed</span>
      </p>
      {worker.rating === null ? (
        <p className="text-muted">No ratings yet</p>
      ) : (
        <Rating value={worker.rating} reviews={worker.ratingCount} />
      )}
      <Overtime userId={userId} worker={worker} online={online} />
      {worker.myRating !== null && (
        <p className="text-muted">You rated this job {plural(worker.myRating, 'star')}.</p>
      )}
      {worker.canRate && <RateWorker userId={userId} worker={worker} online={online} />}
    </section>
  );
}

function Overtime({ userId, worker, online }: Props) {
  const answer = useAnswerOvertime(userId);
  const { minutes, status } = worker.overtime;
  if (status === 'none') return null;
  const words = minutesWords(minutes);
  if (status !== 'requested')
    return (
      <p className="text-muted">
        Overtime of {words} {status}.
      </p>
    );
  const send = (approve: boolean) => answer.mutate({ ticketId: worker.ticketId, approve });
  return (
    <div className="space-y-2">
      <p>
        {worker.name} worked {words} past the booked hours.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" disabled={!online || answer.isPending} onClick={() => send(true)}>
          Approve {words} overtime
        </Button>
        <Button variant="outline" disabled={!online || answer.isPending} onClick={() => send(false)}>
          Decline
        </Button>
      </div>
    </div>
  );
}

function RateWorker({ userId, worker, online }: Props) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const rate = useRateWorker(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return setError('Choose a rating from 1 to 5');
    if (rating < RATING_NEEDS_REASON_BELOW && !reason.trim()) return setError(RATING_REASON_MESSAGE);
    setError(undefined);
    rate.mutate({ ticketId: worker.ticketId, rating, reason }, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="w-full" disabled={!online}>
          Rate the worker
        </Button>
      </Dialog.Trigger>
      <DialogPanel
        open={open}
        title="Rate the worker"
        description={`How did ${worker.name} do on this job? Below 4 stars, tell us why.`}
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <StarPicker legend="Your rating" name="workerRating" value={rating} onChange={setRating} />
          <ReasonField label="Reason" value={reason} onChange={setReason} />
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={rate.isPending}>
            {rate.isPending ? 'Sending…' : 'Send rating'}
          </Button>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
