import type { JobTicketView } from '@contracts/jobs';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import type { ProgressStep } from '../mutations';
import { JobCard } from './job-card';
import { ProgressForm } from './progress-form';

// The moves the server allows (jobs.service.ts): assigned or accepted -> started -> completed.
const NEXT_STEP: Partial<Record<JobTicketView['status'], ProgressStep>> = {
  assigned: 'start',
  accepted: 'start',
  in_progress: 'complete',
};

type Props = {
  userId: string;
  query: UseQueryResult<JobTicketView[]>;
  online: boolean;
  highlightId?: string;
};

export function MyJobs({ userId, query, online, highlightId }: Props) {
  if (query.isPending) return <Spinner label="Loading your jobs" />;
  if (query.error && !query.data) return <LoadError what="your jobs" error={query.error} online={online} />;
  if (!query.data?.length) {
    return <EmptyState title="No assigned jobs">Jobs you accept appear here.</EmptyState>;
  }
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="My jobs">
      {query.data.map((ticket) => {
        const step = NEXT_STEP[ticket.status];
        return (
          <JobCard
            key={ticket.id}
            ticket={ticket}
            highlighted={ticket.id === highlightId}
            showWorkerNotes={!step}
          >
            {step && (
              // Keyed by step so the notes box starts from what was saved after each move.
              <ProgressForm key={step} userId={userId} ticket={ticket} step={step} online={online} />
            )}
          </JobCard>
        );
      })}
    </ul>
  );
}
