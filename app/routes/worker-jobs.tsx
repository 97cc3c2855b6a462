import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { WorkerEarningsSection } from '~/features/earnings/components/worker-earnings';
import { JobBoard } from '~/features/jobs/components/job-board';
import { myJobsQuery, pendingJobsQuery } from '~/features/jobs/queries';
import { PushToggle } from '~/features/push/components/push-toggle';

export const Route = createFileRoute('/worker-jobs')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(pendingJobsQuery(userId));
      void queryClient.prefetchQuery(myJobsQuery(userId));
    }),
  // ?ticket=<id>: a push notification's link to one job; anything malformed is simply ignored.
  validateSearch: v.object({
    ticket: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), undefined),
  }),
  component: JobBoardScreen,
});

function JobBoardScreen() {
  const { ticket } = Route.useSearch();
  return (
    <Page
      title="Job Board"
      wide
      intro="Local jobs from Broken Bow bookings: deliveries, setup and cleanup. Accept one and it is yours."
    >
      <RequireUser whenSignedOut="prompt" prompt="Please sign in to see and accept jobs.">
        {(user) => (
          <JobBoard
            userId={user.id}
            ticketId={ticket}
            notifications={user.isWorker ? <PushToggle purpose="jobs" /> : undefined}
            earnings={user.isWorker ? <WorkerEarningsSection userId={user.id} /> : undefined}
          />
        )}
      </RequireUser>
    </Page>
  );
}
