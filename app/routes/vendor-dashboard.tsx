import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { rememberedUserId } from '~/features/auth/queries';
import { VendorDashboard } from '~/features/vendor-dashboard/components/dashboard';
import { NotAVendor } from '~/features/vendor-dashboard/components/states';
import { businessesQuery, vendorOrdersQuery, vendorServicesQuery } from '~/features/vendor-dashboard/queries';

export const Route = createFileRoute('/vendor-dashboard')({
  // The person's own data is started, never awaited: the screen paints from the phone's store and
  // refreshes itself (userDataOptions); offline, nothing waits for a network that is not there.
  loader: ({ context: { queryClient } }) => {
    const userId = rememberedUserId(queryClient);
    if (userId) void queryClient.prefetchQuery(businessesQuery(userId));
    if (userId) void queryClient.prefetchQuery(vendorOrdersQuery(userId));
    if (userId) void queryClient.prefetchQuery(vendorServicesQuery(userId));
  },
  component: () => (
    <RequireUser>
      {(user) =>
        // A vendor approved as a gig worker too keeps this screen; a user remembered from before the
        // flags existed has only its role to go by.
        user.isVendor || user.role === 'vendor' ? (
          <Page title="Vendor Dashboard" wide intro="Answer bookings and keep your services up to date.">
            <VendorDashboard userId={user.id} />
          </Page>
        ) : (
          <Page title="Vendor Dashboard">
            <NotAVendor />
          </Page>
        )
      }
    </RequireUser>
  ),
});
