import type { SetAvailabilityInput, VendorCalendar, VendorCalendarDay } from '@contracts/availability';
import { formatMoney } from '@contracts/money';
import type { ServiceInput } from '@contracts/vendor-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { api, del, HttpError, post } from '~/lib/api';
import { monthAndDay, monthOf } from '~/lib/calendar';
import { type VendorService, vendorKeys } from './queries';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: 'destructive' });

export type BookingAnswer = { orderId: string; action: 'accept' | 'decline' | 'cancel'; reason?: string };
const DONE = { accept: 'Booking accepted', decline: 'Booking declined', cancel: 'Booking cancelled' };

/**
 * A vendor answers a booking: accept or decline a pending one, cancel an accepted one. Declining and
 * cancelling refund the customer in full; the toast says how much. A 409 means it was answered elsewhere.
 */
export function useAnswerBooking(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.orders(userId) });
  return useMutation({
    mutationFn: ({ orderId, action, reason }: BookingAnswer) =>
      post<{ id: string; status: string; refundAmount?: string }>(`/api/vendor/orders/${orderId}/${action}`, {
        reason: reason?.trim() || null,
      }),
    onSuccess: (answer, { action }) => {
      toast({
        title: DONE[action],
        description:
          answer.refundAmount && answer.refundAmount !== '0.00'
            ? `The customer is refunded ${formatMoney(answer.refundAmount)}.`
            : undefined,
      });
      return refresh();
    },
    onError: (error) => {
      failed('Failed to update booking')(error);
      if (error instanceof HttpError && error.status === 409) void refresh();
    },
  });
}

/** Work without job tickets, delivered on or after its day: the booking is completed. */
export function useMarkDelivered(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.orders(userId) });
  return useMutation({
    mutationFn: (orderId: string) =>
      post<{ id: string; status: string }>(`/api/vendor/orders/${orderId}/delivered`),
    onSuccess: () => {
      toast({ title: 'Booking completed', description: 'Marked as delivered' });
      return refresh();
    },
    onError: (error) => {
      failed('Failed to mark delivered')(error);
      if (error instanceof HttpError && error.status === 409) void refresh();
    },
  });
}

/** Adds a service (no id) or replaces one (PUT with the whole form). */
export function useSaveService(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServiceInput }) =>
      id
        ? api<VendorService>('PUT', `/api/vendor/services/${id}`, input)
        : post<VendorService>('/api/vendor/services', input),
    onSuccess: (_service, { id }) => {
      toast({ title: id ? 'Service updated' : 'Service added' });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.services(userId) });
    },
    onError: failed('Failed to save service'),
  });
}

/** DELETE keeps the row (bookings point at it) and takes it off the vendor's page. */
export function useDeactivateService(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // An empty JSON body: Chromium sends a bodiless DELETE without Content-Length, which the API's
    // same-origin guard (api/lib/request-guards.ts) takes for a non-JSON body and answers 415.
    mutationFn: (serviceId: string) =>
      del<{ id: string; isActive: false }>(`/api/vendor/services/${serviceId}`),
    onSuccess: () => {
      toast({ title: 'Service deactivated' });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.services(userId) });
    },
    onError: failed('Failed to deactivate service'),
  });
}

/** Blocks or frees one day; the month's calendar takes the server's answer for that day at once. */
export function useSetDayAvailability(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetAvailabilityInput) => post<VendorCalendarDay>('/api/vendor/availability', input),
    onSuccess: (day, { vendorId, available }) => {
      queryClient.setQueryData<VendorCalendar>(
        vendorKeys.calendar(userId, vendorId, monthOf(day.date)),
        (calendar) =>
          calendar && { ...calendar, days: calendar.days.map((d) => (d.date === day.date ? day : d)) },
      );
      toast({
        title: available
          ? `${monthAndDay(day.date)} is open for bookings`
          : `${monthAndDay(day.date)} blocked`,
        description: available ? undefined : 'Customers cannot book you that day.',
      });
    },
    onError: failed('Failed to update the day'),
  });
}

/** How many events a day the vendor takes; every month's calendar is asked for again (fullness moves). */
export function useSetCapacity(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { vendorId: string; dailyCapacity: number }) =>
      api<{ vendorId: string; dailyCapacity: number }>('PUT', '/api/vendor/capacity', input),
    onSuccess: ({ vendorId, dailyCapacity }) => {
      toast({
        title: 'Daily capacity saved',
        description: `You take up to ${dailyCapacity} ${dailyCapacity === 1 ? 'event' : 'events'} a day.`,
      });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.calendars(userId, vendorId) });
    },
    onError: failed('Failed to save daily capacity'),
  });
}
