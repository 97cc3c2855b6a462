import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Tabs } from '~/components/ui/tabs';
import { useOnline } from '~/offline/use-online';
import {
  allVendorsQuery,
  applicationsQuery,
  decisionsQuery,
  financeQuery,
  outgoingMailQuery,
  outgoingTextsQuery,
  quoteRequestsQuery,
  recentOrdersQuery,
} from '../queries';
import { DecisionHistory } from './decision-history';
import { Finance } from './finance';
import { GigWorkerApplications } from './gig-worker-applications';
import { OutgoingMail } from './outgoing-mail';
import { OutgoingTexts } from './outgoing-texts';
import { OvertimeDisputes } from './overtime-disputes';
import { Problems } from './problems';
import { QuoteRequests } from './quote-requests';
import { RecentOrders } from './recent-orders';
import { OfflineNotice, QueryView } from './states';
import { VendorApplications } from './vendor-applications';
import { VendorsList } from './vendors-list';

const tabClass =
  'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted sm:text-base data-[state=active]:bg-white data-[state=active]:text-pine-800 data-[state=active]:shadow-sm';

/** The admin's work: decide applications, verify vendors, keep an eye on orders and quotes, and on the books. */
export function AdminConsole({
  userId,
  reviews,
}: {
  userId: string;
  /** The Reviews tab's content, from the reviews feature (the route composes it). */
  reviews: (online: boolean) => ReactNode;
}) {
  const online = useOnline();
  const applications = useQuery(applicationsQuery(userId));
  const vendors = useQuery(allVendorsQuery(userId));
  const orders = useQuery(recentOrdersQuery(userId));
  const quotes = useQuery(quoteRequestsQuery(userId));
  const decisions = useQuery(decisionsQuery(userId));
  const mail = useQuery(outgoingMailQuery(userId));
  const texts = useQuery(outgoingTextsQuery(userId));
  const finance = useQuery(financeQuery(userId));
  const waiting = applications.data
    ? applications.data.vendors.length + applications.data.gigWorkers.length
    : undefined;

  return (
    <div className="space-y-4">
      {!online && <OfflineNotice />}
      <Tabs.Root defaultValue="applications">
        <Tabs.List
          aria-label="Admin console"
          className="grid grid-cols-2 gap-1 rounded-xl bg-pine-50 p-1 sm:flex sm:max-w-3xl"
        >
          <Tabs.Trigger value="applications" className={tabClass}>
            Applications{waiting ? ` (${waiting})` : ''}
          </Tabs.Trigger>
          <Tabs.Trigger value="vendors" className={tabClass}>
            Vendors
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" className={tabClass}>
            Orders
          </Tabs.Trigger>
          <Tabs.Trigger value="problems" className={tabClass}>
            Problems
          </Tabs.Trigger>
          <Tabs.Trigger value="finance" className={tabClass}>
            Finance
          </Tabs.Trigger>
          <Tabs.Trigger value="quotes" className={tabClass}>
            Quotes
          </Tabs.Trigger>
          <Tabs.Trigger value="reviews" className={tabClass}>
            Reviews
          </Tabs.Trigger>
          <Tabs.Trigger value="mail" className={tabClass}>
            Mail & texts
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="applications" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">Vendor applications</h2>
          <QueryView
            query={applications}
            what="applications"
            online={online}
            isEmpty={(data) => data.vendors.length === 0}
            empty="No vendor applications waiting."
          >
            {(data) => <VendorApplications userId={userId} vendors={data.vendors} online={online} />}
          </QueryView>
          <h2 className="pt-4 text-xl font-semibold">Gig worker applications</h2>
          <QueryView
            query={applications}
            what="applications"
            online={online}
            isEmpty={(data) => data.gigWorkers.length === 0}
            empty="No gig worker applications waiting."
          >
            {(data) => <GigWorkerApplications userId={userId} workers={data.gigWorkers} online={online} />}
          </QueryView>
          <h2 className="pt-4 text-xl font-semibold">Decided applications</h2>
          <QueryView
            query={decisions}
            what="decided applications"
            online={online}
            isEmpty={(d) => !d.length}
            empty="No applications decided yet."
          >
            {(data) => <DecisionHistory decisions={data} />}
          </QueryView>
        </Tabs.Content>
        <Tabs.Content value="vendors" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">All vendors</h2>
          <QueryView
            query={vendors}
            what="vendors"
            online={online}
            isEmpty={(d) => !d.length}
            empty="No vendors yet."
          >
            {(data) => <VendorsList userId={userId} vendors={data} online={online} />}
          </QueryView>
        </Tabs.Content>
        <Tabs.Content value="orders" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">Recent orders</h2>
          <QueryView
            query={orders}
            what="orders"
            online={online}
            isEmpty={(d) => !d.length}
            empty="No orders yet."
          >
            {(data) => <RecentOrders userId={userId} orders={data} />}
          </QueryView>
        </Tabs.Content>
        <Tabs.Content value="problems" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">Problem reports</h2>
          <Problems userId={userId} online={online} />
          <h2 className="text-xl font-semibold">Overtime disputes</h2>
          <OvertimeDisputes userId={userId} online={online} />
        </Tabs.Content>
        <Tabs.Content value="finance" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">Finance</h2>
          <QueryView query={finance} what="the books" online={online} isEmpty={() => false} empty="">
            {(data) => <Finance finance={data} />}
          </QueryView>
        </Tabs.Content>
        <Tabs.Content value="quotes" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">Quote requests</h2>
          <QueryView
            query={quotes}
            what="quote requests"
            online={online}
            isEmpty={(d) => !d.length}
            empty="No quote requests yet."
          >
            {(data) => <QuoteRequests quotes={data} />}
          </QueryView>
        </Tabs.Content>
        <Tabs.Content value="reviews" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">Latest reviews</h2>
          {reviews(online)}
        </Tabs.Content>
        <Tabs.Content value="mail" className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold">Outgoing mail</h2>
          <QueryView
            query={mail}
            what="outgoing mail"
            online={online}
            isEmpty={(d) => !d.length}
            empty="No mail sent yet."
          >
            {(data) => <OutgoingMail messages={data} />}
          </QueryView>
          <h2 className="pt-4 text-xl font-semibold">Outgoing texts</h2>
          <QueryView
            query={texts}
            what="outgoing texts"
            online={online}
            isEmpty={(d) => !d.length}
            empty="No texts sent yet."
          >
            {(data) => <OutgoingTexts texts={data} />}
          </QueryView>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
