import type { PreferencesView } from '@contracts/preferences';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

export const preferencesKeys = { all: (userId: string) => ['user', userId, 'preferences'] as const };

/** The signed-in person's preferences, kept per user (persisted, removed at sign-out). */
export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: preferencesKeys.all(userId),
    queryFn: () => get<PreferencesView>('/api/preferences'),
    ...userDataOptions,
  });
