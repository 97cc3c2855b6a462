import { compareIso } from '@contracts/dates';
import type { JobTicketView } from '@contracts/jobs';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { HttpError } from '~/lib/api';
import { useAcceptJob } from '../mutations';
import { NotApproved, Notice } from './board-states';
import { JobCard } from './job-card';

type Props = {
  userId: string;
  query: UseQueryResult<JobTicketView[]>;
  online: boolean;
  /** Tickets this board lost to another worker: still shown, marked taken, until the page is left. */
  taken: Record<string, JobTicketView>;
  onTaken: (ticket: JobTicketView) => void;
  highlightId?: string;
  linkedJobGone: boolean;
};

const byWhen = (a: JobTicketView, b: JobTicketView) =>
  compareIso(`${a.scheduledDate} ${a.scheduledTime}`, `${b.scheduledDate} ${b.scheduledTime}`);

// Acceptance needs the server to decide who won, so offline the button says so (DESIGN.md).
function acceptLabel({
  isTaken,
  online,
  accepting,
}: {
  isTaken: boolean;
  online: boolean;
  accepting: boolean;
}) {
  if (isTaken) return 'Already taken';
  if (!online) return 'Connect to accept';
  return accepting ? 'Accepting...' : 'Accept Job';
}

export function AvailableJobs({ userId, query, online, taken, onTaken, highlightId, linkedJobGone }: Props) {
  const tickets = query.data ?? [];
  const accept = useAcceptJob(userId, (id) => {
    const ticket = tickets.find((t) => t.id === id);
    if (ticket) onTaken(ticket);
  });

  if (query.isPending) return <Spinner label="Loading available jobs" />;
  if (query.error instanceof HttpError && query.error.status === 403) {
    return <NotApproved reason={query.error.detail} />;
  }
  if (query.error && !query.data)
    return <LoadError what="available jobs" error={query.error} online={online} />;

  const shown = [...tickets.filter((t) => !taken[t.id]), ...Object.values(taken)].sort(byWhen);
  return (
    <div className="space-y-3">
      {linkedJobGone && <Notice tone="warning">This job has already been taken</Notice>}
      {shown.length === 0 ? (
        <EmptyState title="No available jobs">New jobs appear here as customers book.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Available jobs">
          {shown.map((ticket) => {
            const isTaken = Boolean(taken[ticket.id]);
            const accepting = accept.isPending && accept.variables === ticket.id;
            return (
              <JobCard
                key={ticket.id}
                ticket={ticket}
                taken={isTaken}
                highlighted={ticket.id === highlightId}
              >
                <Button
                  className="mt-auto w-full"
                  disabled={isTaken || !online || accept.isPending}
                  onClick={() => accept.mutate(ticket.id)}
                >
                  {acceptLabel({ isTaken, online, accepting })}
                </Button>
              </JobCard>
            );
          })}
        </ul>
      )}
    </div>
  );
}
