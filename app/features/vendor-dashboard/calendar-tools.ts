import type { SetRangeAvailabilityInput } from '@contracts/availability';
import type { AddExternalCalendarInput, CalendarFeed, ExternalCalendarView } from '@contracts/calendars';
import { formatShortDay } from '@contracts/dates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { del, get, post } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';
import { vendorKeys } from './queries';

// The calendar tab's tools beyond the month grid: the private feed, outside calendars, a range blocked.
const keys = {
  feed: (userId: string, vendorId: string) => [...vendorKeys.all(userId), 'calendar-feed', vendorId] as const,
  outside: (userId: string, vendorId: string) =>
    [...vendorKeys.all(userId), 'external-calendars', vendorId] as const,
};
const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: 'destructive' });

/** GET /api/vendor/calendar-feed: the business's private .ics address (made on first ask). */
export const calendarFeedQuery = (userId: string, vendorId: string) =>
  queryOptions({
    queryKey: keys.feed(userId, vendorId),
    queryFn: () => get<CalendarFeed>(`/api/vendor/calendar-feed?vendorId=${encodeURIComponent(vendorId)}`),
    ...userDataOptions,
  });

export function useStopSharingFeed(userId: string, vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => del<{ ok: true }>(`/api/vendor/calendar-feed?vendorId=${encodeURIComponent(vendorId)}`),
    onSuccess: () => {
      toast({
        title: 'Calendar feed stopped',
        description: 'The old address no longer works. Share the new one.',
      });
      return queryClient.invalidateQueries({ queryKey: keys.feed(userId, vendorId) });
    },
    onError: failed('Failed to stop sharing'),
  });
}

/** GET /api/vendor/external-calendars: outside calendars followed, with their last read. */
export const externalCalendarsQuery = (userId: string, vendorId: string) =>
  queryOptions({
    queryKey: keys.outside(userId, vendorId),
    queryFn: () =>
      get<ExternalCalendarView[]>(`/api/vendor/external-calendars?vendorId=${encodeURIComponent(vendorId)}`),
    ...userDataOptions,
  });

/** Following or unfollowing one changes which days are blocked: the month grid is read again too. */
function useOutsideChange<T>(
  userId: string,
  vendorId: string,
  run: (input: T) => Promise<unknown>,
  what: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.outside(userId, vendorId) }),
        queryClient.invalidateQueries({ queryKey: vendorKeys.calendars(userId, vendorId) }),
      ]),
    onError: failed(what),
  });
}

export const useFollowCalendar = (userId: string, vendorId: string) =>
  useOutsideChange(
    userId,
    vendorId,
    (input: AddExternalCalendarInput) => post<ExternalCalendarView>('/api/vendor/external-calendars', input),
    'Failed to add the calendar',
  );

export const useUnfollowCalendar = (userId: string, vendorId: string) =>
  useOutsideChange(
    userId,
    vendorId,
    (id: string) => del<{ ok: true }>(`/api/vendor/external-calendars/${encodeURIComponent(id)}`),
    'Failed to remove the calendar',
  );

/** POST /api/vendor/availability/range: block (or free) every day from From to To. */
export function useBlockRange(userId: string, vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetRangeAvailabilityInput) =>
      post<{ days: number }>('/api/vendor/availability/range', input),
    onSuccess: ({ days }, { from, to, blocked }) => {
      toast({
        title: `${blocked ? 'Blocked' : 'Opened'} ${formatShortDay(from)} – ${formatShortDay(to)}`,
        description: `${days} ${days === 1 ? 'day' : 'days'}${blocked ? ': customers cannot book you then.' : ' open for bookings.'}`,
      });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.calendars(userId, vendorId) });
    },
    onError: failed('Failed to block the dates'),
  });
}
