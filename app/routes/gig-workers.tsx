import { createFileRoute } from '@tanstack/react-router';
import { GigApplicationSection } from '~/features/applications/components/gig-application-section';
import { GigBenefits, GigHero, GigPositions } from '~/features/applications/components/gig-sections';
import { NextSteps } from '~/features/applications/components/next-steps';
import { GIG_STEPS } from '~/features/applications/gig-data';
import { myGigApplicationQuery } from '~/features/applications/queries';
import { startOwnData, useCurrentUser } from '~/features/auth/queries';
import { usePageMeta } from '~/lib/use-page-meta';

export const Route = createFileRoute('/gig-workers')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(myGigApplicationQuery(userId));
    }),
  staticData: { serverRendered: true },
  component: GigWorkersScreen,
});

function GigWorkersScreen() {
  usePageMeta(
    'Become a Gig Worker — Broken Bow Events',
    'Earn $15-25 an hour delivering, setting up and cleaning up local events in Broken Bow, Oklahoma. Flexible hours, weekly pay.',
  );
  const account = useCurrentUser();
  return (
    <>
      <GigHero onTheCrew={account.user?.isWorker === true} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        <GigBenefits />
        <GigPositions />
        <div id="apply" className="grid scroll-mt-20 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <GigApplicationSection {...account} />
          <NextSteps steps={GIG_STEPS} />
        </div>
      </div>
    </>
  );
}
