import type { AdminReviewView, OwnReviewView, ReviewPage } from '@contracts/reviews';
import { REVIEWS_PAGE_SIZE } from '@contracts/reviews';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';
import { revalidateOnOpen } from '~/lib/revalidate';

export const reviewKeys = {
  // Under the vendor page's own key, so whatever refreshes a vendor's page refreshes its reviews.
  vendor: (vendorId: string) => ['vendors', 'detail', vendorId, 'reviews'] as const,
  own: (userId: string) => ['user', userId, 'vendor-reviews'] as const,
  admin: ['admin', 'reviews'] as const,
};

/**
 * A vendor's reviews, a page at a time, newest first, with the summary on each page. Public and
 * persisted like the rest of the vendor page, so the reviews seen last read offline too; the route's
 * loader asks for the first page so the server draws it.
 */
export const vendorReviewsQuery = (vendorId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.vendor(vendorId),
    queryFn: ({ pageParam }) =>
      get<ReviewPage>(
        `/api/vendors/${encodeURIComponent(vendorId)}/reviews?offset=${pageParam}&limit=${REVIEWS_PAGE_SIZE}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    meta: { persist: true },
    ...revalidateOnOpen,
  });

/** The reviews of the businesses the signed-in vendor owns, for the dashboard. */
export const ownReviewsQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.own(userId),
    queryFn: () => get<OwnReviewView[]>('/api/vendor/reviews'),
    ...userDataOptions,
  });

/** The admin console's latest reviews, hidden ones too. Never kept on the phone. */
export const adminReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.admin,
    queryFn: () => get<AdminReviewView[]>('/api/admin/reviews'),
    staleTime: 0,
  });
