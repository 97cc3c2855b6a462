import type { MyGigApplication } from '@contracts/applications';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

export const applicationKeys = { gig: (userId: string) => ['user', userId, 'application'] as const };

/** The signed-in person's gig worker application (or null), kept per user so sign-out drops it. */
export const myGigApplicationQuery = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.gig(userId),
    queryFn: () => get<MyGigApplication>('/api/gig-workers/me'),
    ...userDataOptions,
  });
