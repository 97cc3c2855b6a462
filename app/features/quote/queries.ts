import type { MyQuoteView } from '@contracts/offers';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

/** The customer's quote requests and their offers, kept per user like My bookings (dropped at sign-out). */
export const myQuotesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'quotes'],
    queryFn: () => get<MyQuoteView[]>('/api/quotes/mine'),
    ...userDataOptions,
  });
