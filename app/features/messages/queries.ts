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

const messagesPath = (threadId: string) => `/api/threads/${encodeURIComponent(threadId)}/messages`;

/**
 * A thread's newest page; reading it marks the thread read for the reader's side. While it is on
 * screen it is asked again every 30 s and when the app comes back to the front, so a reply shows up
 * without a reload (no push for messages yet).
 */
export const threadQuery = (userId: string, threadId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(userId, threadId),
    queryFn: () => get<ThreadPage>(messagesPath(threadId)),
    ...userDataOptions,
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });

/** The page of a thread before `cursor` (ThreadPage.before): older messages, asked for on demand. */
export const olderMessages = (threadId: string, cursor: string) =>
  get<ThreadPage>(`${messagesPath(threadId)}?before=${encodeURIComponent(cursor)}`);
