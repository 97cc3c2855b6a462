import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';

export const Route = createFileRoute('/worker-jobs')({
  component: JobBoardScreen,
});

function JobBoardScreen() {
  return (
    <Page title="Job Board">
      <RequireUser whenSignedOut="prompt" prompt="Please sign in to see and accept jobs.">
        {() => null}
      </RequireUser>
    </Page>
  );
}
