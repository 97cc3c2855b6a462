import type { SavedVendors, SharedVendors } from '@contracts/favorites';
import { queryOptions } from '@tanstack/react-query';
import { get, getOrNull } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

export const favoriteKeys = {
  saved: (userId: string) => ['user', userId, 'favorites'] as const,
  shared: (token: string) => ['favorites', 'shared', token] as const,
};

/** The person's saved vendors, kept per user (persisted, so the hearts and /saved work offline). */
export const savedQuery = (userId: string) =>
  queryOptions({
    queryKey: favoriteKeys.saved(userId),
    queryFn: () => get<SavedVendors>('/api/favorites'),
    ...userDataOptions,
  });

/** Someone's shared list; null when the link was revoked or never existed. Never kept on the phone. */
export const sharedQuery = (token: string) =>
  queryOptions({
    queryKey: favoriteKeys.shared(token),
    queryFn: () => getOrNull<SharedVendors>(`/api/favorites/shared/${encodeURIComponent(token)}`, 404),
  });
