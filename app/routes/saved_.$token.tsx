import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState } from '~/components/ui/list-states';
import { sharedQuery } from '~/features/favorites/queries';
import { VendorCard } from '~/features/vendors/components/vendor-card';
import { waitOnServer } from '~/lib/wait-on-server';

// Someone's saved vendors, read-only, for whoever holds the link: no account, no hearts.
export const Route = createFileRoute('/saved_/$token')({
  staticData: { serverRendered: true },
  loader: async ({ context: { queryClient }, params: { token } }) => {
    const list = await waitOnServer(queryClient.ensureQueryData(sharedQuery(token)));
    if (list === null) throw notFound();
  },
  notFoundComponent: ListGone,
  component: SharedList,
});

const TITLE = 'Saved vendors';
const INTRO = 'A shortlist of Broken Bow vendors shared with you. Open one to see its services and book.';

function SharedList() {
  const { token } = Route.useParams();
  const { data, isPending } = useQuery(sharedQuery(token));
  if (isPending) return <Spinner label="Loading the shared list" />;
  if (!data) return <ListGone />;
  return (
    <Page title={TITLE} intro={INTRO} wide>
      {data.vendors.length === 0 ? (
        <EmptyState title="This list is empty for now" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="shared-vendors">
          {data.vendors.map((vendor, index) => (
            <li key={vendor.id}>
              <VendorCard vendor={vendor} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function ListGone() {
  return (
    <Page title="This list is not shared" intro="The link was turned off by its owner, or is not complete.">
      <Link to="/vendors" className={buttonClass('secondary')}>
        Browse vendors
      </Link>
    </Page>
  );
}
