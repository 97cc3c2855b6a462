import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { CtaBand } from '~/features/content/cta-band';
import { HomeFeatured, HomeHero, HomeServices, HomeSteps } from '~/features/content/home-sections';
import { usePageMeta } from '~/lib/use-page-meta';
import { VendorCta } from './-account';

export const Route = createFileRoute('/')({
  staticData: { serverRendered: true },
  component: HomeScreen,
});

function HomeScreen() {
  usePageMeta(
    'Broken Bow Events — Plan your event in Broken Bow, Oklahoma',
    'Plan events in Broken Bow, Oklahoma: book local caterers, venues, bartenders, photographers and gig workers.',
  );
  return (
    <>
      <HomeHero />
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-12">
        <HomeServices />
        <HomeFeatured />
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
