import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { TermsBody, TermsToc } from '~/features/content/terms-content';
import { TERMS_LAST_UPDATED } from '~/features/content/terms-sections';

export const Route = createFileRoute('/terms')({
  staticData: { serverRendered: true },
  component: TermsScreen,
});

function TermsScreen() {
  return (
    <Page
      title="Terms and Conditions"
      description="The terms for using Broken Bow Events as a customer, vendor or gig worker: bookings, payments, cancellations and refunds."
      intro={<p>Last updated: {TERMS_LAST_UPDATED}</p>}
    >
      <div className="space-y-10">
        <TermsToc />
        <TermsBody />
      </div>
    </Page>
  );
}
