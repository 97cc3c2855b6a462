import type { VendorCalendar } from '@contracts/availability';
import type { LeadView } from '@contracts/offers';
import type { OwnServiceView, VendorBookingView } from '@contracts/vendor-dashboard';
import type { OwnedBusinessPage } from '@contracts/vendor-page';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { monthRange } from '~/lib/calendar';
import { userDataOptions } from '~/lib/query-client';

/** GET /api/vendor/businesses: the businesses this vendor owns, whatever their application status. */
export type OwnedBusiness = {
  id: string;
  businessName: string;
  businessType: string;
  applicationStatus: 'pending' | 'approved' | 'rejected';
  isActive: boolean;
  plan: string;
  decisionNote: string | null;
  suspendedReason: string | null;
};
export type VendorService = OwnServiceView;

// Under ['user', userId]: the vendor's own data, readable offline as last seen, dropped at sign-out.
export const vendorKeys = {
  all: (userId: string) => ['user', userId, 'vendor'] as const,
  businesses: (userId: string) => ['user', userId, 'vendor', 'businesses'] as const,
  page: (userId: string, vendorId: string) => ['user', userId, 'vendor', 'page', vendorId] as const,
  orders: (userId: string) => ['user', userId, 'vendor', 'orders'] as const,
  services: (userId: string) => ['user', userId, 'vendor', 'services'] as const,
  leads: (userId: string) => ['user', userId, 'vendor', 'leads'] as const,
  calendars: (userId: string, vendorId: string) => ['user', userId, 'vendor', 'calendar', vendorId] as const,
  calendar: (userId: string, vendorId: string, month: string) =>
    ['user', userId, 'vendor', 'calendar', vendorId, month] as const,
};

/** The quote requests that reached the vendor's businesses, with the offers made on them (issue 15). */
export const leadsQuery = (userId: string) =>
  queryOptions({
    queryKey: vendorKeys.leads(userId),
    queryFn: () => get<LeadView[]>('/api/vendor/leads'),
    ...userDataOptions,
  });

export const businessesQuery = (userId: string) =>
  queryOptions({
    queryKey: vendorKeys.businesses(userId),
    queryFn: () => get<OwnedBusiness[]>('/api/vendor/businesses'),
    ...userDataOptions,
  });

/** GET /api/vendor/businesses/:id: one business's page details and photos, for the owner to edit. */
export const businessPageQuery = (userId: string, vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.page(userId, vendorId),
    queryFn: () => get<OwnedBusinessPage>(`/api/vendor/businesses/${vendorId}`),
    ...userDataOptions,
  });

export const vendorOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: vendorKeys.orders(userId),
    queryFn: () => get<VendorBookingView[]>('/api/vendor/orders'),
    ...userDataOptions,
  });

export const vendorServicesQuery = (userId: string) =>
  queryOptions({
    queryKey: vendorKeys.services(userId),
    queryFn: () => get<VendorService[]>('/api/vendor/services'),
    ...userDataOptions,
  });

/** GET /api/vendor/availability for one month: each day's blocked flag, fullness and bookings. */
export const vendorCalendarQuery = (userId: string, vendorId: string, month: string) =>
  queryOptions({
    queryKey: vendorKeys.calendar(userId, vendorId, month),
    queryFn: () => {
      const { from, to } = monthRange(month);
      const query = new URLSearchParams({ vendorId, from, to });
      return get<VendorCalendar>(`/api/vendor/availability?${query}`);
    },
    ...userDataOptions,
  });
