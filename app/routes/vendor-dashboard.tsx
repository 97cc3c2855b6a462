import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { VendorDashboard } from '~/features/vendor-dashboard/components/dashboard';
import { NotAVendor } from '~/features/vendor-dashboard/components/states';

export const Route = createFileRoute('/vendor-dashboard')({
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
