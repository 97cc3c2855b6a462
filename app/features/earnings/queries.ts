import type { VendorEarnings, WorkerEarnings } from '@contracts/finance';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

// Under ['user', userId]: kept on the phone to read offline as last seen, dropped at sign-out.
export const earningsKeys = {
  all: (userId: string) => ['user', userId, 'earnings'] as const,
  vendor: (userId: string, vendorId: string) => ['user', userId, 'earnings', 'vendor', vendorId] as const,
  worker: (userId: string) => ['user', userId, 'earnings', 'worker'] as const,
};

/** One of the signed-in vendor's businesses: its bookings' money, balance and payout account. */
export const vendorEarningsQuery = (userId: string, vendorId: string) =>
  queryOptions({
    queryKey: earningsKeys.vendor(userId, vendorId),
    queryFn: () => get<VendorEarnings>(`/api/vendor/earnings?vendorId=${encodeURIComponent(vendorId)}`),
    ...userDataOptions,
  });

/** The signed-in worker's completed jobs' pay and payouts. */
export const workerEarningsQuery = (userId: string) =>
  queryOptions({
    queryKey: earningsKeys.worker(userId),
    queryFn: () => get<WorkerEarnings>('/api/worker/earnings'),
    ...userDataOptions,
  });
