import type { MyGigApplication, MyVendorApplication } from '@contracts/applications';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

export const applicationKeys = {
  gig: (userId: string) => ['user', userId, 'application'] as const,
  vendor: (userId: string) => ['user', userId, 'vendor-applications'] as const,
};

/** The signed-in person's gig worker application (or null), kept per user so sign-out drops it. */
export const myGigApplicationQuery = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.gig(userId),
    queryFn: () => get<MyGigApplication>('/api/gig-workers/me'),
    ...userDataOptions,
  });

/** The businesses the signed-in person applied to list, and where each stands (with the admin's reason). */
export const myVendorApplicationsQuery = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.vendor(userId),
    queryFn: () => get<MyVendorApplication[]>('/api/vendor-applications/me'),
    ...userDataOptions,
  });
