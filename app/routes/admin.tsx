import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { AdminConsole } from '~/features/admin/components/console';
import { NotAllowed } from '~/features/admin/components/states';
import { RequireUser } from '~/features/auth/components/require-user';

export const Route = createFileRoute('/admin')({
  component: () => (
    <RequireUser>
      {(user) =>
        user.role === 'admin' ? (
          <Page
            title="Admin Console"
            wide
            intro="Applications to decide, vendors to verify, and what customers booked."
          >
            <AdminConsole userId={user.id} />
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
