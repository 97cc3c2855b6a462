import type { CancellationQuote } from '@contracts/cancellation';
import type { OrderDetail, OrderView } from '@contracts/checkout';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

/** The customer's own orders, kept per user (readable offline as last seen, dropped at sign-out). */
export const myOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'orders'],
    queryFn: () => get<OrderView[]>('/api/orders'),
    ...userDataOptions,
  });

/** What cancelling would give back right now: asked when the dialog opens, never kept. */
export const cancellationQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['cancellation', orderId],
    queryFn: () => get<CancellationQuote>(`/api/orders/${orderId}/cancellation`),
    gcTime: 0,
    staleTime: 0,
  });

/**
 * One booking with its receipt and history, under the list's key: whatever refreshes My bookings (a
 * cancellation, a sign-out) refreshes or drops it too. Kept on the phone like the list.
 */
export const orderDetailQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'orders', orderId],
    queryFn: () => get<OrderDetail>(`/api/orders/${encodeURIComponent(orderId)}`),
    ...userDataOptions,
  });

/**
 * A booking's page: its full answer, and meanwhile the copy My bookings keeps of it, so the top of the
 * page draws at once from the phone (and offline, for a booking whose page was never opened).
 */
export function useBooking(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  const detail = useQuery(orderDetailQuery(userId, orderId));
  const listed = queryClient
    .getQueryData(myOrdersQuery(userId).queryKey)
    ?.find((order) => order.id === orderId);
  return { detail, order: detail.data ?? listed };
}
