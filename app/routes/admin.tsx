import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { AdminConsole } from '~/features/admin/components/console';
import { NotAllowed } from '~/features/admin/components/states';
import {
  allVendorsQuery,
  applicationsQuery,
  decisionsQuery,
  quoteRequestsQuery,
  recentOrdersQuery,
} from '~/features/admin/queries';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { AdminReviews } from '~/features/reviews/components/admin-reviews';

export const Route = createFileRoute('/admin')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(applicationsQuery(userId));
      void queryClient.prefetchQuery(allVendorsQuery(userId));
      void queryClient.prefetchQuery(recentOrdersQuery(userId));
      void queryClient.prefetchQuery(quoteRequestsQuery(userId));
      void queryClient.prefetchQuery(decisionsQuery(userId));
    }),
  component: () => (
    <RequireUser>
      {(user) =>
        user.role === 'admin' ? (
          <Page
            title="Admin Console"
            wide
            intro="Applications to decide, vendors to verify, and what customers booked."
          >
            <AdminConsole userId={user.id} reviews={(online) => <AdminReviews online={online} />} />
          </Page>
        ) : (
          // The server refuses every /api/admin call to anyone else as well (403).
          <Page title="Admin Console">
            <NotAllowed />
          </Page>
        )
      }
    </RequireUser>
  ),
});
