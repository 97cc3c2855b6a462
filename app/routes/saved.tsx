import type { PublicUser } from '@contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { FavoriteHeart } from '~/features/favorites/components/favorite-heart';
import { SharePanel } from '~/features/favorites/components/share-panel';
import { savedQuery } from '~/features/favorites/queries';
import { VendorCard } from '~/features/vendors/components/vendor-card';
import { useOnline } from '~/offline/use-online';

export const Route = createFileRoute('/saved')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(savedQuery(userId));
    }),
  component: () => (
    <Page title="Saved" intro="The vendors you saved with the heart, newest first." wide>
      <RequireUser>{(user) => <SavedVendors user={user} />}</RequireUser>
    </Page>
  ),
});

function SavedVendors({ user }: { user: PublicUser }) {
  const userId = user.id;
  const { data, isPending, error } = useQuery(savedQuery(userId));
  const online = useOnline();
  if (isPending) return <Spinner label="Loading your saved vendors" />;
  if (!data)
    return <LoadError what="your saved vendors" error={error ?? new Error('Not loaded')} online={online} />;
  return (
    <div className="space-y-6">
      {data.vendors.length === 0 ? (
        <EmptyState title="No saved vendors yet">
          <p>Tap the heart on a vendor to keep it here and share the list.</p>
          <Link to="/vendors" className={buttonClass('secondary', 'mt-4')}>
            Browse vendors
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="saved-vendors">
          {data.vendors.map((vendor, index) => (
            <li key={vendor.id}>
              <VendorCard
                vendor={vendor}
                eager={index < 2}
                action={<FavoriteHeart vendor={vendor} user={user} />}
              />
            </li>
          ))}
        </ul>
      )}
      {data.vendors.length > 0 && <SharePanel userId={userId} shared={data.shared} />}
    </div>
  );
}
