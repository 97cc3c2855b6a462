import type { ThreadPage, ThreadSummary } from '@contracts/threads';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

/** Under the person's own key: kept on the phone to read offline as last seen, dropped at sign-out. */
export const messageKeys = {
  all: (userId: string) => ['user', userId, 'threads'] as const,
  list: (userId: string) => [...messageKeys.all(userId), 'list'] as const,
  thread: (userId: string, threadId: string) => [...messageKeys.all(userId), 'thread', threadId] as const,
};

export const threadsQuery = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.list(userId),
    queryFn: () => get<ThreadSummary[]>('/api/threads'),
    ...userDataOptions,
  });

/** A thread's newest page; reading it marks the thread read for the reader's side. */
export const threadQuery = (userId: string, threadId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(userId, threadId),
    queryFn: () => get<ThreadPage>(`/api/threads/${encodeURIComponent(threadId)}/messages`),
    ...userDataOptions,
  });
