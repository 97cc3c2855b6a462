import type { TipOptions } from '@contracts/tips';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';

/** Whom the customer may tip for a completed booking, and what they tipped already. */
export const tipOptionsQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'orders', orderId, 'tips'] as const,
    queryFn: () => get<TipOptions>(`/api/orders/${encodeURIComponent(orderId)}/tips`),
  });
