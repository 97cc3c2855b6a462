import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/gig-workers')({
  component: () => <Page title="Become a Gig Worker" />,
});
