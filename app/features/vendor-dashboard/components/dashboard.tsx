import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { Tabs } from '~/components/ui/tabs';
import { HttpError } from '~/lib/api';
import { useOnline } from '~/offline/use-online';
import { businessesQuery } from '../queries';
import { DASHBOARD_TABS, type DashboardTab } from '../tabs';
import { AvailabilityCalendar } from './availability-calendar';
import { BookingsList } from './bookings-list';
import { Businesses } from './businesses';
import { LeadsList } from './leads-list';
import { ServicesList } from './services-list';
import { NotAVendor, OfflineNotice } from './states';

const tabClass =
  'min-h-11 flex-1 rounded-lg px-1 text-sm font-semibold sm:px-2 sm:text-base whitespace-nowrap text-muted data-[state=active]:bg-white data-[state=active]:text-pine-800 data-[state=active]:shadow-sm';

type Props = {
  userId: string;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** A booking or quote request a notification opened. */
  highlight?: { order?: string; quote?: string };
  /** The Reviews tab's content, from the reviews feature (the route composes it: features stay apart). */
  reviews: (online: boolean) => ReactNode;
  /** A business's plan line (the plans feature's, composed by the route like the Reviews tab). */
  planLine: (vendorId: string) => ReactNode;
  /** The Earnings tab's content, from the earnings feature, for the businesses owned. */
  earnings: (online: boolean, businesses: { id: string; businessName: string }[]) => ReactNode;
};

const isTab = (value: string): value is DashboardTab => (DASHBOARD_TABS as readonly string[]).includes(value);

/** The vendor's own screen: their businesses, then bookings to answer, services, days and quote leads. */
export function VendorDashboard({ userId, tab, onTabChange, highlight, reviews, planLine, earnings }: Props) {
  const online = useOnline();
  const businesses = useQuery(businessesQuery(userId));

  if (businesses.isPending) return <Spinner label="Loading your businesses" />;
  // The role the phone remembers can be out of date; the server has the last word.
  if (businesses.error instanceof HttpError && businesses.error.status === 403) return <NotAVendor />;
  if (businesses.error && !businesses.data) {
    return <LoadError what="your businesses" error={businesses.error} online={online} />;
  }
  const owned = businesses.data ?? [];
  if (owned.length === 0) {
    return (
      <EmptyState title="No businesses yet">
        <p>Apply to list your business; it appears here while it is reviewed.</p>
        <Link to="/vendor-signup" className={buttonClass('secondary', 'mt-4')}>
          Apply as a vendor
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      {!online && (
        <OfflineNotice>
          Offline — showing your dashboard as last seen. Answering bookings, editing services and your page,
          and adding photos need a connection.
        </OfflineNotice>
      )}
      <Businesses userId={userId} businesses={owned} online={online} planLine={planLine} />
      <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
        <Tabs.List
          aria-label="Dashboard"
          className="grid grid-cols-3 gap-1 rounded-xl bg-pine-50 p-1 sm:flex md:max-w-2xl"
        >
          <Tabs.Trigger value="bookings" className={tabClass}>
            Bookings
          </Tabs.Trigger>
          <Tabs.Trigger value="services" className={tabClass}>
            Services
          </Tabs.Trigger>
          <Tabs.Trigger value="calendar" className={tabClass}>
            Calendar
          </Tabs.Trigger>
          <Tabs.Trigger value="leads" className={tabClass}>
            Leads
          </Tabs.Trigger>
          <Tabs.Trigger value="reviews" className={tabClass}>
            Reviews
          </Tabs.Trigger>
          <Tabs.Trigger value="earnings" className={tabClass}>
            Earnings
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="bookings" className="mt-4">
          <h2 className="sr-only">Bookings</h2>
          <BookingsList
            userId={userId}
            online={online}
            showVendorName={owned.length > 1}
            highlightId={highlight?.order}
          />
        </Tabs.Content>
        <Tabs.Content value="services" className="mt-4">
          <h2 className="sr-only">Services</h2>
          <ServicesList userId={userId} online={online} businesses={owned} />
        </Tabs.Content>
        <Tabs.Content value="calendar" className="mt-4">
          <h2 className="sr-only">Calendar</h2>
          <AvailabilityCalendar userId={userId} online={online} businesses={owned} />
        </Tabs.Content>
        <Tabs.Content value="leads" className="mt-4">
          <h2 className="sr-only">Leads</h2>
          <LeadsList
            userId={userId}
            online={online}
            showVendorName={owned.length > 1}
            highlightId={highlight?.quote}
          />
        </Tabs.Content>
        <Tabs.Content value="reviews" className="mt-4">
          <h2 className="sr-only">Reviews</h2>
          {reviews(online)}
        </Tabs.Content>
        <Tabs.Content value="earnings" className="mt-4">
          <h2 className="sr-only">Earnings</h2>
          {earnings(online, owned)}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
