import type { EventView } from '@contracts/events';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

export const eventKeys = { all: (userId: string) => ['user', userId, 'events'] as const };

/** The signed-in person's own events, soonest first. */
export const eventsQuery = (userId: string) =>
  queryOptions({
    queryKey: eventKeys.all(userId),
    queryFn: () => get<EventView[]>('/api/events'),
    ...userDataOptions,
  });
