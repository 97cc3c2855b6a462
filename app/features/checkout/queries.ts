import type { PaymentConfig } from '@contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';

export const paymentConfigQuery = queryOptions({
  queryKey: ['payment-config'],
  queryFn: () => get<PaymentConfig>('/api/config'),
});
