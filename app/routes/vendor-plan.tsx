import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { PlanScreen } from '~/features/plans/components/plan-screen';
import { planQuery } from '~/features/plans/queries';

export const Route = createFileRoute('/vendor-plan')({
  // ?vendor=<id>: the business whose plan it is; &paid=1: back from Stripe's card redirect.
  validateSearch: v.object({
    vendor: v.fallback(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), ''),
    paid: v.fallback(v.optional(v.picklist(['1'])), undefined),
  }),
  loaderDeps: ({ search }) => ({ vendor: search.vendor }),
  loader: ({ context: { queryClient }, deps }) =>
    startOwnData(queryClient, (userId) => {
      if (deps.vendor) void queryClient.prefetchQuery(planQuery(userId, deps.vendor));
    }),
  component: PlanRoute,
});

function PlanRoute() {
  const { vendor, paid } = Route.useSearch();
  return (
    <Page
      title="Your plan"
      intro="Featured and Premium carry the FEATURED badge and take a lower fee on each booking."
    >
      <Link
        to="/vendor-dashboard"
        className="-mt-4 mb-4 inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2"
      >
        ← Vendor dashboard
      </Link>
      <RequireUser>
        {(user) => <PlanScreen userId={user.id} vendorId={vendor} returned={paid === '1'} />}
      </RequireUser>
    </Page>
  );
}
