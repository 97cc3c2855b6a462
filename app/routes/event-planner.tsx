import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/event-planner')({
  component: () => <Page title="Plan Your Event" />,
});
