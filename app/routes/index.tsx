import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/')({
  component: () => <Page title="Your Complete Event Planning Platform" />,
});
