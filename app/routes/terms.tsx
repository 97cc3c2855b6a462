import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';

export const Route = createFileRoute('/terms')({
  component: () => <Page title="Terms and Conditions" />,
});
