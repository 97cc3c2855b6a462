import type { JobTicketView } from '@contracts/jobs';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

// Under ['user', userId]: kept on the phone for offline reading, dropped at sign-out (DESIGN.md).
export const jobKeys = {
  all: (userId: string) => ['user', userId, 'jobs'] as const,
  pending: (userId: string) => ['user', userId, 'jobs', 'pending'] as const,
  mine: (userId: string) => ['user', userId, 'jobs', 'mine'] as const,
};

/** Upcoming tickets nobody has taken; a 403 says why this user cannot take jobs yet. */
export const pendingJobsQuery = (userId: string) =>
  queryOptions({
    queryKey: jobKeys.pending(userId),
    queryFn: () => get<JobTicketView[]>('/api/job-tickets/pending'),
    ...userDataOptions,
  });

/** The tickets assigned to this user, whatever their status. */
export const myJobsQuery = (userId: string) =>
  queryOptions({
    queryKey: jobKeys.mine(userId),
    queryFn: () => get<JobTicketView[]>('/api/job-tickets'),
    ...userDataOptions,
  });
