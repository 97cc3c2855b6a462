import type { AvailabilityDay } from '@contracts/availability';
import { type ServiceView, TOTAL_COUNT_HEADER, type VendorCard, type VendorDetail } from '@contracts/vendors';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get, getOrNull, HttpError, request } from '~/lib/api';
import { revalidateOnOpen } from '~/lib/revalidate';
import type { DirectoryFilters } from './filters';

export const DIRECTORY_PAGE_SIZE = 24;

export const vendorKeys = {
  all: ['vendors'] as const,
  directory: (filters: DirectoryFilters) => ['vendors', 'directory', filters] as const,
  featured: ['vendors', 'featured'] as const,
  detail: (id: string) => ['vendors', 'detail', id] as const,
  services: (id: string) => ['vendors', 'detail', id, 'services'] as const,
  availability: (id: string, from: string, to: string, serviceId = '', time = '') =>
    ['vendors', 'detail', id, 'availability', from, to, serviceId, time] as const,
};

export type DirectoryPage = { vendors: VendorCard[]; total: number };

/** One page of the directory. The list is the body; how many match in all is only in a header. */
async function fetchDirectoryPage(filters: DirectoryFilters, offset: number): Promise<DirectoryPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set('limit', String(DIRECTORY_PAGE_SIZE));
  params.set('offset', String(offset));
  const response = await request(`/api/vendors?${params}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, response.statusText || 'Failed to fetch vendors');
  const vendors = (await response.json()) as VendorCard[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  // Without the header (an old cached answer) assume this page is all there is rather than page for ever.
  return { vendors, total: Number.isFinite(total) && total > 0 ? total : offset + vendors.length };
}

/**
 * The directory for a set of filters, a page at a time; persisted so a repeat visit paints at once
 * offline. Searches are not: every word typed would be a stored list. A search seen before still
 * answers offline from the service worker's copy of /api/vendors (network first, then cache).
 */
export const directoryQuery = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: vendorKeys.directory(filters),
    queryFn: ({ pageParam }) => fetchDirectoryPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.vendors.length, 0);
      return loaded < last.total && last.vendors.length > 0 ? loaded : undefined;
    },
    meta: { persist: !filters.q },
    ...revalidateOnOpen,
  });

/** The home page's three featured vendors (GET /api/vendors/featured); kept for offline like the directory. */
export const homeFeaturedQuery = () =>
  queryOptions({
    queryKey: vendorKeys.featured,
    queryFn: () => get<VendorCard[]>('/api/vendors/featured'),
    meta: { persist: true },
    ...revalidateOnOpen,
  });

/**
 * A vendor's page; null when no such vendor is listed. A 404 is an answer, so the server can draw
 * "Vendor Not Found" and the app adopt it as drawn; that answer is asked again on the next visit.
 */
export const vendorQuery = (id: string) =>
  queryOptions({
    queryKey: vendorKeys.detail(id),
    queryFn: () => getOrNull<VendorDetail>(`/api/vendors/${encodeURIComponent(id)}`, 404),
    staleTime: (query) => (query.state.data === null ? 0 : Number.POSITIVE_INFINITY),
    meta: { persist: true },
    ...revalidateOnOpen,
  });

export const servicesQuery = (id: string) =>
  queryOptions({
    queryKey: vendorKeys.services(id),
    queryFn: () => get<ServiceView[]>(`/api/vendors/${encodeURIComponent(id)}/services`),
    meta: { persist: true },
    ...revalidateOnOpen,
  });

export const isFeatured = (vendor: Pick<VendorCard, 'featuredUntil'>, now = Date.now()) =>
  vendor.featuredUntil !== null && new Date(vendor.featuredUntil).getTime() > now;

/**
 * Which days a vendor can take, for the booking form. Asked for on the phone only (never in the
 * server's drawing of the page) and not kept for offline: it changes with every booking, and a
 * remembered "free" would mislead more than no answer.
 */
export const availabilityQuery = (
  id: string,
  range: { from: string; to: string },
  /** The service and time chosen so far: a day too soon for them is not open (lead time). */
  choice: { serviceId: string; time: string } = { serviceId: '', time: '' },
) =>
  queryOptions({
    queryKey: vendorKeys.availability(id, range.from, range.to, choice.serviceId, choice.time),
    queryFn: () => {
      const query = new URLSearchParams(range);
      if (choice.serviceId) query.set('serviceId', choice.serviceId);
      if (choice.time) query.set('time', choice.time);
      return get<AvailabilityDay[]>(`/api/vendors/${encodeURIComponent(id)}/availability?${query}`);
    },
    staleTime: 30_000,
  });
