import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/packages')({
  component: () => <Page title="Event Packages" />,
});
