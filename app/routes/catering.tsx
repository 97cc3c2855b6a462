import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/catering')({
  component: () => <Page title="Catering" />,
});
