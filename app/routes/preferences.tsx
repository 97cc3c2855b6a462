import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/preferences')({
  component: () => <Page title="Communication Preferences" />,
});
