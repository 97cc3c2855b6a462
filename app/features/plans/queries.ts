import type { PlanView } from '@contracts/finance';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

// Under ['user', userId]: the owner's own data, readable offline as last seen, dropped at sign-out.
export const planKeys = {
  all: (userId: string) => ['user', userId, 'vendor', 'plan'] as const,
  one: (userId: string, vendorId: string) => ['user', userId, 'vendor', 'plan', vendorId] as const,
};

/** GET /api/vendor/plan: a business's plan in force, its next invoice, a grace period or a change waiting. */
export const planQuery = (userId: string, vendorId: string) =>
  queryOptions({
    queryKey: planKeys.one(userId, vendorId),
    queryFn: () => get<PlanView>(`/api/vendor/plan?vendorId=${encodeURIComponent(vendorId)}`),
    ...userDataOptions,
  });
