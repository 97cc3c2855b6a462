import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '~/components/layout/page';
import { NextSteps } from '~/features/applications/components/next-steps';
import { VendorApplicationForm } from '~/features/applications/components/vendor-application-form';
import { VendorBenefits, VendorSubmitted } from '~/features/applications/components/vendor-sections';
import { VENDOR_STEPS } from '~/features/applications/vendor-data';
import { userQuery } from '~/features/auth/queries';

export const Route = createFileRoute('/vendor-signup')({
  component: VendorSignupScreen,
});

function VendorSignupScreen() {
  const { data: user } = useQuery(userQuery);
  const [submitted, setSubmitted] = useState<'sent' | 'queued' | null>(null);
  return (
    <Page
      wide
      title="Become a Vendor"
      description="List your Broken Bow business: caterers, venues, photographers, entertainers, florists, bartenders and rentals. Choose a plan and apply in minutes."
      intro="Put your business in front of the hosts planning weddings, reunions and cabin weekends around Broken Bow Lake. Choose a plan, tell us about your business, and we review your application within 2-3 business days."
    >
      <div className="space-y-8">
        <VendorBenefits />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {submitted ? (
            <VendorSubmitted queued={submitted === 'queued'} onAnother={() => setSubmitted(null)} />
          ) : (
            <VendorApplicationForm user={user ?? null} onSubmitted={setSubmitted} />
          )}
          <NextSteps steps={VENDOR_STEPS} />
        </div>
      </div>
    </Page>
  );
}
