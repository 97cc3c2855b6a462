import type { PublicUser } from '@contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '~/components/layout/page';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { NextSteps } from '~/features/applications/components/next-steps';
import { VendorApplicationForm } from '~/features/applications/components/vendor-application-form';
import { VendorApplicationStatus } from '~/features/applications/components/vendor-application-status';
import { VendorBenefits, VendorSubmitted } from '~/features/applications/components/vendor-sections';
import { myVendorApplicationsQuery } from '~/features/applications/queries';
import { VENDOR_STEPS } from '~/features/applications/vendor-data';
import { startOwnData, userQuery } from '~/features/auth/queries';

export const Route = createFileRoute('/vendor-signup')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(myVendorApplicationsQuery(userId));
    }),
  component: VendorSignupScreen,
});

function VendorSignupScreen() {
  const { data: user } = useQuery(userQuery);
  const [submitted, setSubmitted] = useState<'sent' | 'queued' | null>(null);
  // Asked for a form for another business (under a listed or pending one, or after sending one).
  const [another, setAnother] = useState(false);
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
            <VendorSubmitted
              queued={submitted === 'queued'}
              onAnother={() => {
                setSubmitted(null);
                setAnother(true);
              }}
            />
          ) : user ? (
            <SignedInApplication
              user={user}
              onSubmitted={setSubmitted}
              another={another}
              onAnother={() => setAnother(true)}
            />
          ) : (
            <VendorApplicationForm user={null} onSubmitted={setSubmitted} />
          )}
          <NextSteps steps={VENDOR_STEPS} />
        </div>
      </div>
    </Page>
  );
}

type SignedInProps = {
  user: PublicUser;
  onSubmitted: (status: 'sent' | 'queued') => void;
  another: boolean;
  onAnother: () => void;
};

/**
 * Someone who applied before sees where each application stands first. A listed or pending business
 * does not get a blank form under it (one click away, for another business); after a rejection the
 * form is there to apply again.
 */
function SignedInApplication({ user, onSubmitted, another, onAnother }: SignedInProps) {
  const applications = useQuery(myVendorApplicationsQuery(user.id));
  // Offline with nothing remembered the check fails: the form shows, and the server has the last word.
  if (applications.isPending && applications.isFetching)
    return <Spinner label="Checking your applications" />;
  const mine = applications.data ?? [];
  const waitingOrListed = mine.some((a) => a.applicationStatus !== 'rejected');
  return (
    <div className="min-w-0 space-y-6">
      {mine.length > 0 && <VendorApplicationStatus applications={mine} />}
      {waitingOrListed && !another ? (
        <Button variant="outline" className="w-full sm:w-auto sm:px-6" onClick={onAnother}>
          Apply for another business
        </Button>
      ) : (
        <VendorApplicationForm user={user} onSubmitted={onSubmitted} />
      )}
    </div>
  );
}
