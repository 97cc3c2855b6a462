import type { CancellationQuote } from '@contracts/cancellation';
import type { OrderView } from '@contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
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
