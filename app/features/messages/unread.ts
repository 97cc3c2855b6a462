import type { UnreadCount } from '@contracts/threads';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';

/**
 * The navbar's count of threads with unread messages: one small indexed call, asked again when the
 * app comes back to the front and every two minutes while it is open. Not kept on the phone: a count
 * from yesterday would be wrong, and with no signal the badge simply stays as it was.
 */
export const unreadQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'threads', 'unread'] as const,
    queryFn: () => get<UnreadCount>('/api/threads/unread'),
    meta: { scope: 'user' },
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: 120_000,
    refetchIntervalInBackground: false,
  });
