import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { RequireUser } from '~/features/auth/components/require-user';
import { ReviewsSection } from '~/features/reviews/components/reviews-section';
import { vendorReviewsQuery } from '~/features/reviews/queries';
import { ContactCard } from '~/features/vendors/components/contact-card';
import { PhotoGallery } from '~/features/vendors/components/photo-gallery';
import { ServicesList } from '~/features/vendors/components/services-list';
import { VendorHeader } from '~/features/vendors/components/vendor-header';
import { VendorNotSaved } from '~/features/vendors/components/vendor-not-saved';
import { servicesQuery, vendorQuery } from '~/features/vendors/queries';
import { vendorSearchMeta } from '~/features/vendors/vendor-search-meta';
import { HttpError } from '~/lib/api';
import { usePageMeta } from '~/lib/use-page-meta';
import { useSearchMeta } from '~/lib/use-search-meta';
import { waitOnServer } from '~/lib/wait-on-server';
import { useOnline } from '~/offline/use-online';
import { SavedHeart } from './-heart';

// The booking form (with the outbox and Dexie behind it) is only for signed-in customers: a visitor's
// first look at a vendor does not load it.
const VendorBooking = lazy(() => import('./-vendor-booking').then((m) => ({ default: m.VendorBooking })));

export const Route = createFileRoute('/vendor/$id')({
  staticData: { serverRendered: true },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [vendor] = await Promise.all([
      waitOnServer(queryClient.ensureQueryData(vendorQuery(id))),
      // Services that fail to load are the screen's to say, not a failed page.
      waitOnServer(queryClient.prefetchQuery(servicesQuery(id))),
      // The first page of reviews is drawn with the page; more come with "Show more".
      waitOnServer(queryClient.prefetchInfiniteQuery(vendorReviewsQuery(id))),
    ]);
    // Only the server knows here (the browser does not wait): the page is drawn as not found, with a 404.
    if (vendor === null) throw notFound();
  },
  notFoundComponent: VendorNotFound,
  component: VendorPage,
});

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;
/** No answer came back at all (offline, or the signal dropped), and the phone had none saved. */
const isUnreachable = (error: unknown) => error !== null && !(error instanceof HttpError);

function VendorPage() {
  const { id } = Route.useParams();
  const vendor = useQuery(vendorQuery(id));
  const services = useQuery(servicesQuery(id));
  const online = useOnline();

  // SPEC section 8: a failed fetch says so; a vendor that does not exist only shows the not-found page.
  // Unreachable is not a failure of the server's: the page itself says what happened, without a toast.
  const unsaved = vendor.data === undefined && vendor.isError && isUnreachable(vendor.error);
  useEffect(() => {
    if (vendor.isError && !isUnreachable(vendor.error)) {
      toast({ title: 'Failed to fetch vendor', description: vendor.error.message, variant: 'destructive' });
    }
  }, [vendor.isError, vendor.error]);
  useEffect(() => {
    if (services.isError && !isNotFound(services.error) && vendor.isSuccess) {
      toast({
        title: 'Failed to fetch services',
        description: services.error.message,
        variant: 'destructive',
      });
    }
  }, [services.isError, services.error, vendor.isSuccess]);

  // A screen's height while loading: the footer must not jump up and back when the vendor arrives.
  if (vendor.isPending)
    return (
      <div className="min-h-[100vh]">
        <Spinner label="Loading vendor" />
      </div>
    );
  if (unsaved) return <VendorNotSaved online={online} onRetry={() => void vendor.refetch()} />;
  if (!vendor.data) return <VendorNotFound />;
  return <VendorLayout vendor={vendor.data} services={services} />;
}

function VendorNotFound() {
  return (
    <Page
      title="Vendor Not Found"
      intro="This vendor does not exist, is no longer listed, or could not be loaded."
    >
      <Link to="/vendors" className={buttonClass('secondary')}>
        Back to all vendors
      </Link>
    </Page>
  );
}

function VendorLayout({
  vendor,
  services,
}: {
  vendor: VendorDetail;
  services: UseQueryResult<ServiceView[]>;
}) {
  usePageMeta(`${vendor.businessName} — Broken Bow Events`, vendor.description ?? undefined);
  const queryClient = useQueryClient();
  useSearchMeta((origin) => {
    const reviews = queryClient.getQueryData(vendorReviewsQuery(vendor.id).queryKey);
    return vendorSearchMeta(origin, vendor, services.data ?? [], reviews?.pages[0]?.summary);
  });
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <Link to="/vendors" className="inline-flex min-h-11 items-center font-medium text-lake-700 underline">
        ← All vendors
      </Link>
      <VendorHeader vendor={vendor} action={<SavedHeart vendor={vendor} />} />
      <PhotoGallery vendor={vendor} />
      {/* Phone: services, booking, contact. Desktop: booking sits beside the other two. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:grid-rows-[auto_1fr]">
        <section aria-labelledby="services-heading" className="min-w-0 lg:col-start-1 lg:row-start-1">
          <h2 id="services-heading" className="mb-3 text-xl font-semibold text-pine-800">
            Services
          </h2>
          {services.data ? (
            <ServicesList services={services.data} />
          ) : services.isPending ? (
            <Spinner label="Loading services" />
          ) : (
            <p className="text-danger">Failed to fetch services</p>
          )}
        </section>
        <section
          aria-labelledby="book-heading"
          className="self-start rounded-2xl border border-line bg-white p-4 sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="book-heading" className="mb-4 text-xl font-semibold text-pine-800">
            Book this vendor
          </h2>
          <RequireUser whenSignedOut="prompt" prompt="Please sign in to book this vendor">
            {(user) =>
              services.data ? (
                <Suspense fallback={<Spinner label="Loading the booking form" />}>
                  <VendorBooking userId={user.id} vendor={vendor} services={services.data} />
                </Suspense>
              ) : (
                <p className="text-muted">Booking opens once this vendor's services have loaded.</p>
              )
            }
          </RequireUser>
          <div className="mt-6 border-t border-line pt-4">
            <p className="text-sm text-muted">
              Planning something the services above do not cover? Ask {vendor.businessName} for a price.
            </p>
            <Link
              to="/quote"
              search={{ vendor: vendor.id }}
              aria-label={`Request a quote from ${vendor.businessName}`}
              className={buttonClass('secondary', 'mt-3 w-full')}
            >
              Request a quote
            </Link>
          </div>
        </section>
        <div className="self-start lg:col-start-1 lg:row-start-2">
          <ContactCard vendor={vendor} />
        </div>
      </div>
      <ReviewsSection vendorId={vendor.id} />
    </div>
  );
}
