import type { VendorCard as Vendor } from '@contracts/vendors';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { useOnline } from '~/offline/use-online';
import type { DirectoryFilters } from '../filters';
import { directoryQuery } from '../queries';
import { VendorCard } from './vendor-card';

type MessageProps = { children: ReactNode; tone?: 'muted' | 'danger'; className?: string };

function Message({ children, tone = 'muted', className = '' }: MessageProps) {
  return (
    <div
      role="status"
      className={`rounded-xl border border-line bg-white p-8 text-center ${tone === 'danger' ? 'text-danger' : 'text-muted'} ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * The cards for the filters in force, with the list's loading, empty and error states and paging.
 * `cardAction` draws a control on each card (the route's heart: a feature of its own).
 */
export function DirectoryResults({
  filters,
  onClear,
  onClearSearch,
  cardAction,
}: {
  filters: DirectoryFilters;
  onClear: () => void;
  onClearSearch: () => void;
  cardAction?: (vendor: Vendor) => ReactNode;
}) {
  const query = useInfiniteQuery(directoryQuery(filters));
  const online = useOnline();

  if (query.isPending) {
    // Holds about a screen of cards' room, so the call to action below does not jump when they land.
    return (
      <Message className="min-h-[80vh]">
        <span className="inline-flex items-center gap-2">
          <Icon name="spinner" className="h-5 w-5 animate-spin" />
          Loading vendors...
        </span>
      </Message>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Message tone="danger">
        <p className="font-semibold">Failed to fetch vendors</p>
        <p className="mt-1 text-sm text-muted">
          {online
            ? 'Check your connection and try again.'
            : filters.q
              ? 'You are offline: a new search needs a connection. Clear the search to see the vendors saved on this phone.'
              : 'You are offline, and this phone has not saved these filters yet. Try All, or filters you used before.'}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
          {filters.q && (
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          )}
        </div>
      </Message>
    );
  }

  const vendors = query.data.pages.flatMap((page) => page.vendors);
  const total = query.data.pages.at(-1)?.total ?? vendors.length;
  if (vendors.length === 0) {
    return (
      <Message>
        <p>No vendors found matching your criteria.</p>
        {filters.q && (
          <p className="mt-1 text-sm">
            Nothing matches “{filters.q}”. Try another word, such as bbq, venue or DJ.
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {filters.q && (
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          )}
          <Button variant="outline" onClick={onClear}>
            Clear all filters
          </Button>
        </div>
      </Message>
    );
  }

  return (
    <div>
      <p className="mb-3 text-sm text-muted" aria-live="polite" data-testid="vendor-count">
        Showing {vendors.length} of {total} {total === 1 ? 'vendor' : 'vendors'}
        {filters.q && ` for “${filters.q}”`}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {vendors.map((vendor, index) => (
          <li key={vendor.id}>
            <VendorCard vendor={vendor} eager={index < 2} action={cardAction?.(vendor)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 text-center">
          <Button
            variant="outline"
            className="w-full sm:w-auto sm:px-8"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-2 text-center text-sm text-danger">
          Failed to fetch vendors
        </p>
      )}
    </div>
  );
}
