import type { ServiceCategory } from '@contracts/enums';
import type { EventDetail, EventReviewView, SuggestionsView } from '@contracts/event-plan';
import type { EventView } from '@contracts/events';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

/**
 * The person's events and everything under one event: invalidating an event's key refreshes its
 * suggestions and review too (they follow its categories, shares and plan).
 */
export const eventKeys = {
  all: (userId: string) => ['user', userId, 'events'] as const,
  detail: (userId: string, eventId: string) => [...eventKeys.all(userId), eventId] as const,
  suggestions: (userId: string, eventId: string, category: ServiceCategory) =>
    [...eventKeys.detail(userId, eventId), 'suggestions', category] as const,
  review: (userId: string, eventId: string) => [...eventKeys.detail(userId, eventId), 'review'] as const,
};

/** The event's own API path; its plan's calls hang under it. */
export const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** The signed-in person's own events, soonest first. */
export const eventsQuery = (userId: string) =>
  queryOptions({
    queryKey: eventKeys.all(userId),
    queryFn: () => get<EventView[]>('/api/events'),
    ...userDataOptions,
  });

/** One event with its plan, budget, checklist and bookings (kept on the phone to read offline). */
export const eventQuery = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(userId, eventId),
    queryFn: () => get<EventDetail>(eventPath(eventId)),
    ...userDataOptions,
  });

/** The vendors that fit one category of the event; offline, what the phone last saw. */
export const suggestionsQuery = (userId: string, eventId: string, category: ServiceCategory) =>
  queryOptions({
    queryKey: eventKeys.suggestions(userId, eventId, category),
    queryFn: () =>
      get<SuggestionsView>(`${eventPath(eventId)}/suggestions?category=${encodeURIComponent(category)}`),
    ...userDataOptions,
  });

/** Step 4: every planned service as the server prices it now. */
export const reviewQuery = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: eventKeys.review(userId, eventId),
    queryFn: () => get<EventReviewView>(`${eventPath(eventId)}/review`),
    ...userDataOptions,
  });
