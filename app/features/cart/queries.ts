import type { CartView } from '@contracts/cart';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

export const cartKeys = { all: (userId: string) => ['user', userId, 'cart'] as const };

/** The signed-in customer's active cart, kept per user so sign-out can drop it. */
export const cartQuery = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.all(userId),
    queryFn: () => get<CartView>('/api/cart'),
    ...userDataOptions,
  });
