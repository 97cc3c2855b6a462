import type { OrderView } from '@contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';

/** The customer's own orders, kept per user (readable offline as last seen, dropped at sign-out). */
export const myOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'orders'],
    queryFn: () => get<OrderView[]>('/api/orders'),
    meta: { persist: true, scope: 'user' },
  });
