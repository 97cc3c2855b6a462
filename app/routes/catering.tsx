import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import {
  CateringSizes,
  CuisineLinks,
  SameDayNote,
  SampleCaterers,
} from '~/features/content/catering-sections';
import { CtaBand } from '~/features/content/cta-band';

export const Route = createFileRoute('/catering')({
  staticData: { serverRendered: true },
  component: CateringScreen,
});

function CateringScreen() {
  return (
    <Page
      wide
      title="Catering in Broken Bow"
      description="Book local caterers in Broken Bow, Hochatown and Beavers Bend: barbecue, Italian, Mexican, comfort food and desserts for events of every size."
      intro="Smokehouses, trattorias and home-style kitchens from around Broken Bow Lake, ready to feed your wedding, reunion or cabin weekend."
    >
      <div className="space-y-12">
        <div className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/vendors" search={{ category: 'catering' }} className={buttonClass('primary', 'px-6')}>
              Browse Caterers
            </Link>
            <Link to="/event-planner" className={buttonClass('outline', 'px-6')}>
              Plan Your Event
            </Link>
          </div>
          <SameDayNote />
        </div>
        <CateringSizes />
        <SampleCaterers />
        <CuisineLinks />
        <CtaBand
          title="Not sure what to serve?"
          text="Start an event plan with your date and head count, and local caterers will suggest menus that fit your budget."
        >
          <Link to="/event-planner" className={buttonClass('primary', 'px-6')}>
            Plan Your Event
          </Link>
          <Link to="/vendors" search={{ category: 'catering' }} className={buttonClass('outline', 'px-6')}>
            See All Caterers
          </Link>
        </CtaBand>
      </div>
    </Page>
  );
}
