import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/vendor/$id')({
  component: () => <Page title="Vendor" />,
});
