import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/quote')({
  component: () => <Page title="Request a Quote" />,
});
