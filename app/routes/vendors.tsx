import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Page } from '~/components/layout/page';
import { ActiveFilterChips } from '~/features/vendors/components/active-filter-chips';
import { DirectoryFilters, type FilterPatch } from '~/features/vendors/components/directory-filters';
import { DirectoryResults } from '~/features/vendors/components/directory-results';
import { DirectorySearch } from '~/features/vendors/components/directory-search';
import { directorySearchSchema } from '~/features/vendors/filters';
import { directoryQuery } from '~/features/vendors/queries';
import { waitOnServer } from '~/lib/wait-on-server';
import { VendorCta } from './-account';
import { SavedHeart } from './-heart';

export const Route = createFileRoute('/vendors')({
  staticData: { serverRendered: true },
  validateSearch: directorySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    await waitOnServer(queryClient.ensureInfiniteQueryData(directoryQuery(deps)));
  },
  component: VendorDirectory,
});

function VendorDirectory() {
  const filters = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Each change is a history entry, so the back button steps through the filters the visitor tried.
  const change = useCallback(
    (patch: FilterPatch, replace = false) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  );
  // Stable, so the search box's pause timer is not restarted by every render.
  const search = useCallback((q: string | undefined, replace: boolean) => change({ q }, replace), [change]);
  const clearAll = () => void navigate({ search: {}, replace: false, resetScroll: false });

  return (
    <Page
      title="Local Vendors"
      description="Caterers, venues, photographers, entertainers, florists, bartenders and rentals in Broken Bow, Oklahoma."
      intro="Caterers, venues, photographers and more from Broken Bow, Hochatown and Idabel."
      wide
    >
      <DirectorySearch filters={filters} onSearch={search} onSort={(sort) => change({ sort })} />
      <div className="mt-4 grid gap-6 md:grid-cols-[15rem_1fr] lg:grid-cols-[17rem_1fr]">
        <div>
          <DirectoryFilters filters={filters} onChange={change} />
        </div>
        <div className="min-w-0 space-y-4">
          <ActiveFilterChips filters={filters} onChange={change} />
          <DirectoryResults
            filters={filters}
            onClear={clearAll}
            onClearSearch={() => change({ q: undefined })}
            cardAction={(vendor) => <SavedHeart vendor={vendor} />}
          />
        </div>
      </div>
      <section
        aria-labelledby="vendor-cta"
        className="mt-12 rounded-2xl bg-pine-800 px-6 py-10 text-center text-white"
      >
        <h2 id="vendor-cta" className="text-2xl font-bold">
          Run a local business?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-pine-100">
          List your services and reach people planning weddings, reunions and cabin getaways around Broken
          Bow.
        </p>
        <VendorCta variant="primary" className="mt-6 px-6" />
      </section>
    </Page>
  );
}
