import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { CtaBand } from '~/features/content/cta-band';
import { HomeFeatured, HomeHero, HomeServices, HomeSteps } from '~/features/content/home-sections';
import { homeFeaturedQuery } from '~/features/vendors/queries';
import { usePageMeta } from '~/lib/use-page-meta';
import { waitOnServer } from '~/lib/wait-on-server';
import { VendorCta } from './-account';

export const Route = createFileRoute('/')({
  staticData: { serverRendered: true },
  // Three small cards from the catalogue cache: the server draws them into the first paint.
  loader: async ({ context: { queryClient } }) => {
    await waitOnServer(queryClient.ensureQueryData(homeFeaturedQuery()));
  },
  component: HomeScreen,
});

function HomeScreen() {
  usePageMeta(
    'Broken Bow Events — Plan your event in Broken Bow, Oklahoma',
    'Plan events in Broken Bow, Oklahoma: book local caterers, venues, bartenders, photographers and gig workers.',
  );
  const featured = useQuery(homeFeaturedQuery()).data;
  return (
    <>
      <HomeHero />
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-12">
        <HomeServices />
        <HomeFeatured vendors={featured} />
        <HomeSteps />
        <CtaBand
          title="Ready to plan something memorable?"
          text="Start with a date and a guest count — we will line up the caterers, venues and crews. Run a local business? List it where Broken Bow's hosts are looking."
        >
          <Link to="/event-planner" className={buttonClass('primary', 'px-6')}>
            Start Planning
          </Link>
          <VendorCta variant="outline" className="px-6" />
        </CtaBand>
      </div>
    </>
  );
}
