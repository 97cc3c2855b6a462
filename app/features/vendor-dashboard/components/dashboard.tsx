import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { HttpError } from '~/lib/api';
import { useOnline } from '~/offline/use-online';
import { businessesQuery } from '../queries';
import type { DashboardTab } from '../tabs';
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
  /** The tab a link asks for (a notification's ?tab=leads); Bookings otherwise. */
  tab?: DashboardTab;
  /** A booking a link opens (?order=<id>): shown on the Bookings tab, outlined. */
  orderId?: string;
};

/** The vendor's own screen: their businesses, then bookings to answer, services, days and quote leads. */
export function VendorDashboard({ userId, tab, orderId }: Props) {
  const online = useOnline();
  const businesses = useQuery(businessesQuery(userId));
  const wanted: DashboardTab = tab ?? 'bookings';
  const [active, setActive] = useState<string>(wanted);
  // A new link followed while the dashboard is open (another notification) moves to its tab; the
  // person's own tab choice is kept otherwise.
  const link = `${tab ?? ''}|${orderId ?? ''}`;
  const [followed, setFollowed] = useState(link);
  if (link !== followed) {
    setFollowed(link);
    setActive(wanted);
  }

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
          Offline — showing your dashboard as last seen. Answering bookings and editing services need a
          connection.
        </OfflineNotice>
      )}
      <Businesses businesses={owned} />
      <Tabs.Root value={active} onValueChange={setActive}>
        <Tabs.List aria-label="Dashboard" className="flex gap-1 rounded-xl bg-pine-50 p-1 md:max-w-xl">
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
        </Tabs.List>
        <Tabs.Content value="bookings" className="mt-4">
          <h2 className="sr-only">Bookings</h2>
          <BookingsList
            userId={userId}
            online={online}
            showVendorName={owned.length > 1}
            highlightId={orderId}
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
          <LeadsList userId={userId} online={online} showVendorName={owned.length > 1} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
