import type { PaymentConfig } from '@contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';

/** Which provider takes cards here (embedded or Stripe) and Stripe's publishable key. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payment-config'],
  queryFn: () => get<PaymentConfig>('/api/config'),
});
