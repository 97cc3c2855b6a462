import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/delivery')({
  component: () => <Page title="Delivery" />,
});
