import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { VendorEarningsTab } from '~/features/earnings/components/vendor-earnings';
import { PlanLine } from '~/features/plans/components/plan-line';
import { OwnReviews } from '~/features/reviews/components/own-reviews';
import { VendorDashboard } from '~/features/vendor-dashboard/components/dashboard';
import { NotAVendor } from '~/features/vendor-dashboard/components/states';
import { businessesQuery, vendorOrdersQuery, vendorServicesQuery } from '~/features/vendor-dashboard/queries';
import { DASHBOARD_TABS, type DashboardTab } from '~/features/vendor-dashboard/tabs';

export const Route = createFileRoute('/vendor-dashboard')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(businessesQuery(userId));
      void queryClient.prefetchQuery(vendorOrdersQuery(userId));
      void queryClient.prefetchQuery(vendorServicesQuery(userId));
    }),
  // ?tab=leads&quote=<id>, ?tab=bookings&order=<id>: a notification's link to one booking or lead;
  // anything malformed is simply ignored.
  validateSearch: v.object({
    tab: v.fallback(v.optional(v.picklist(DASHBOARD_TABS)), undefined),
    order: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), undefined),
    quote: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), undefined),
  }),
  component: DashboardScreen,
});

function DashboardScreen() {
  const { tab = 'bookings', order, quote } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A tap switches the tab at once; the address follows (so a reload keeps it), and a link that
  // changes the address while the screen is open (a notification) switches it too.
  const [shown, setShown] = useState(tab);
  useEffect(() => setShown(tab), [tab]);
  const choose = (next: DashboardTab) => {
    setShown(next);
    void navigate({ search: { tab: next }, replace: true });
  };
  return (
    <RequireUser>
      {(user) =>
        // A vendor approved as a gig worker too keeps this screen; a user remembered from before the
        // flags existed has only its role to go by.
        user.isVendor || user.role === 'vendor' ? (
          <Page title="Vendor Dashboard" wide intro="Answer bookings and keep your services up to date.">
            <VendorDashboard
              userId={user.id}
              tab={shown}
              onTabChange={choose}
              highlight={{ order, quote }}
              reviews={(online) => <OwnReviews userId={user.id} online={online} />}
              planLine={(vendorId) => <PlanLine userId={user.id} vendorId={vendorId} />}
              earnings={(online, businesses) => (
                <VendorEarningsTab userId={user.id} online={online} businesses={businesses} />
              )}
            />
          </Page>
        ) : (
          <Page title="Vendor Dashboard">
            <NotAVendor />
          </Page>
        )
      }
    </RequireUser>
  );
}
