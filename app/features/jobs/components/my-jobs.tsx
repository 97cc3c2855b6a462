import type { JobTicketView } from '@contracts/jobs';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { useSyncState } from '~/offline/use-sync-state';
import { type ProgressStep, useReleaseJob } from '../mutations';
import { queuedCheck } from '../queued-checks';
import { CheckWaiting } from './check-waiting';
import { JobCard } from './job-card';
import { OvertimeNote } from './overtime-note';
import { ProgressForm } from './progress-form';

// The moves the server allows (api/modules/orders/transitions.ts TICKET_MOVES): assigned or accepted
// -> started -> completed, and released back to the board before it is started.
const NEXT_STEP: Partial<Record<JobTicketView['status'], ProgressStep>> = {
  assigned: 'start',
  accepted: 'start',
  in_progress: 'complete',
};
const RELEASABLE: readonly JobTicketView['status'][] = ['assigned', 'accepted'];

type Props = {
  userId: string;
  query: UseQueryResult<JobTicketView[]>;
  online: boolean;
  highlightId?: string;
};

export function MyJobs({ userId, query, online, highlightId }: Props) {
  const release = useReleaseJob(userId);
  const { items } = useSyncState();
  if (query.isPending) return <Spinner label="Loading your jobs" />;
  if (query.error && !query.data) return <LoadError what="your jobs" error={query.error} online={online} />;
  if (!query.data?.length) {
    return <EmptyState title="No assigned jobs">Jobs you accept appear here.</EmptyState>;
  }
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="My jobs">
      {query.data.map((ticket) => {
        // A check waiting on the phone has moved the job as far as the worker is concerned.
        const waiting = queuedCheck(items, userId, ticket.id);
        const status = waiting ? (waiting.step === 'start' ? 'in_progress' : 'completed') : ticket.status;
        const step = NEXT_STEP[status];
        const name = ticket.serviceName ?? ticket.vendorName;
        return (
          <JobCard
            key={ticket.id}
            ticket={ticket}
            highlighted={ticket.id === highlightId}
            showWorkerNotes={!step}
          >
            {waiting && <CheckWaiting check={waiting} />}
            {ticket.overtime && (
              <OvertimeNote userId={userId} ticketId={ticket.id} overtime={ticket.overtime} online={online} />
            )}
            {step && (
              <div className="mt-auto space-y-2 border-t border-line pt-3">
                {/* Keyed by step so the notes box starts from what was saved after each move. */}
                <ProgressForm key={step} userId={userId} ticket={ticket} step={step} />
                {RELEASABLE.includes(status) && (
                  <ConfirmButton
                    label={online ? 'Release job' : 'Connect to release'}
                    ariaLabel={online ? `Release ${name}` : undefined}
                    title="Release this job?"
                    description="It goes back to Available Jobs for another worker to take. Release a job only when you cannot do it."
                    confirmLabel="Release job"
                    variant="outline"
                    className="w-full"
                    disabled={!online || release.isPending}
                    onConfirm={() => release.mutate(ticket.id)}
                  />
                )}
              </div>
            )}
          </JobCard>
        );
      })}
    </ul>
  );
}
