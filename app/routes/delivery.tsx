import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { CtaBand } from '~/features/content/cta-band';
import { DeliveryArea, DeliveryRestaurants, DeliveryTypes } from '~/features/content/delivery-content';

export const Route = createFileRoute('/delivery')({
  staticData: { serverRendered: true },
  component: DeliveryScreen,
});

function DeliveryScreen() {
  return (
    <Page
      wide
      title="Delivery & Setup"
      description="Food delivery in 30-45 minutes and event setup crews in Broken Bow, Hochatown and Beavers Bend, Oklahoma."
      intro="Hot food at the cabin door in 30-45 minutes, and local crews who set up and clean up your event."
    >
      <div className="space-y-12">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/vendors" search={{ category: 'delivery' }} className={buttonClass('primary', 'px-6')}>
            Order Delivery
          </Link>
          <Link to="/event-planner" className={buttonClass('outline', 'px-6')}>
            Plan an Event
          </Link>
        </div>
        <DeliveryTypes />
        <DeliveryRestaurants />
        <DeliveryArea />
        <CtaBand
          title="Hungry after a day on the river?"
          text="See every local kitchen and crew that delivers around Broken Bow Lake."
        >
          <Link to="/vendors" search={{ category: 'delivery' }} className={buttonClass('primary', 'px-6')}>
            See Delivery Partners
          </Link>
        </CtaBand>
      </div>
    </Page>
  );
}
