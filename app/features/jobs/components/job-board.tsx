import type { JobTicketView } from '@contracts/jobs';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Tabs } from '~/components/ui/tabs';
import { useOnline } from '~/offline/use-online';
import { myJobsQuery, pendingJobsQuery } from '../queries';
import { AvailableJobs } from './available-jobs';
import { Notice } from './board-states';
import { MyJobs } from './my-jobs';
import { WorkerCalendarFeed } from './worker-calendar-feed';

type Tab = 'available' | 'mine' | 'earnings';
const isTab = (value: string): value is Tab => ['available', 'mine', 'earnings'].includes(value);

const tabClass =
  'min-h-11 flex-1 rounded-lg px-2 font-semibold whitespace-nowrap text-muted data-[state=active]:bg-white data-[state=active]:text-pine-800 data-[state=active]:shadow-sm';

/** SPEC section 2's Job Board: Available Jobs and My Jobs, readable offline as last seen. */
type Props = {
  userId: string;
  ticketId?: string;
  /**
   * Above the tabs for an approved worker, drawn with them rather than when the jobs arrive, so the
   * tabs never move under a finger about to tap one.
   */
  notifications?: ReactNode;
  /** The Earnings tab's content, from the earnings feature (the route composes it). */
  earnings?: ReactNode;
};

export function JobBoard({ userId, ticketId, notifications, earnings }: Props) {
  const online = useOnline();
  const pending = useQuery(pendingJobsQuery(userId));
  const mine = useQuery(myJobsQuery(userId));
  const [tab, setTab] = useState<Tab>('available');
  const [taken, setTaken] = useState<Record<string, JobTicketView>>({});
  const markTaken = useCallback(
    (ticket: JobTicketView) => setTaken((previous) => ({ ...previous, [ticket.id]: ticket })),
    [],
  );
  const linked = whereIsLinkedTicket(
    ticketId,
    pending.data,
    mine.data,
    !online || pending.isFetching || mine.isFetching,
  );

  // A link to a job this worker already holds opens My Jobs, once; after that the tabs are theirs.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || linked === 'unknown') return;
    opened.current = true;
    if (linked === 'mine') setTab('mine');
  }, [linked]);

  const showingCache = !online && Boolean(pending.data || mine.data);
  return (
    <div className="space-y-4">
      {notifications}
      {showingCache && (
        <Notice tone="offline">Offline — showing jobs as last seen. Connect to accept jobs.</Notice>
      )}
      <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <Tabs.List aria-label="Jobs" className="flex gap-1 rounded-xl bg-pine-50 p-1 md:max-w-md">
          <Tabs.Trigger value="available" className={tabClass}>
            Available Jobs
          </Tabs.Trigger>
          <Tabs.Trigger value="mine" className={tabClass}>
            My Jobs
          </Tabs.Trigger>
          {earnings && (
            <Tabs.Trigger value="earnings" className={tabClass}>
              Earnings
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="available" className="mt-4">
          <h2 className="sr-only">Available Jobs</h2>
          <AvailableJobs
            userId={userId}
            query={pending}
            online={online}
            taken={taken}
            onTaken={markTaken}
            highlightId={ticketId}
            linkedJobGone={linked === 'gone' || (ticketId !== undefined && Boolean(taken[ticketId]))}
          />
        </Tabs.Content>
        <Tabs.Content value="mine" className="mt-4">
          <h2 className="sr-only">My Jobs</h2>
          <MyJobs userId={userId} query={mine} online={online} highlightId={ticketId} />
          <div className="mt-6 md:max-w-xl">
            <WorkerCalendarFeed userId={userId} online={online} />
          </div>
        </Tabs.Content>
        {earnings && (
          <Tabs.Content value="earnings" className="mt-4">
            <h2 className="sr-only">Earnings</h2>
            {earnings}
          </Tabs.Content>
        )}
      </Tabs.Root>
    </div>
  );
}

/**
 * Where a linked ticket (?ticket=, from a push notification) is now: still available, already this
 * worker's, or gone to someone else. 'unknown' until both lists have answered from the network.
 */
function whereIsLinkedTicket(
  ticketId: string | undefined,
  available: JobTicketView[] | undefined,
  mine: JobTicketView[] | undefined,
  unsure: boolean,
): 'none' | 'unknown' | 'available' | 'mine' | 'gone' {
  if (!ticketId) return 'none';
  if (mine?.some((t) => t.id === ticketId)) return 'mine';
  if (available?.some((t) => t.id === ticketId)) return 'available';
  if (!available || !mine || unsure) return 'unknown';
  return 'gone';
}
