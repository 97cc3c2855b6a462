import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { CtaBand } from '~/features/content/cta-band';
import { PackageAddOns, PackageCards } from '~/features/content/package-cards';

export const Route = createFileRoute('/packages')({
  staticData: { serverRendered: true },
  component: PackagesScreen,
});

function PackagesScreen() {
  return (
    <Page
      wide
      title="Event Packages"
      description="Five event packages for 10 to 500 guests in Broken Bow, Oklahoma: catering, venues, bartenders, rentals and crews, with a custom quote in 24 hours."
      intro="Start from a package sized to your guest list, then make it yours. Every quote is tailored by local vendors within 24 hours."
    >
      <div className="space-y-12">
        <PackageCards />
        <PackageAddOns />
        <CtaBand
          title="Want to build it piece by piece?"
          text="Plan your event step by step, or browse every caterer, venue and crew in Broken Bow yourself."
        >
          <Link to="/event-planner" className={buttonClass('primary', 'px-6')}>
            Plan Your Event
          </Link>
          <Link to="/vendors" className={buttonClass('outline', 'px-6')}>
            Browse All Vendors
          </Link>
        </CtaBand>
      </div>
    </Page>
  );
}
