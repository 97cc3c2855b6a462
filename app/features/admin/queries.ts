import type { DecidedApplication, OutgoingMailView, OutgoingTextView } from '@contracts/admin';
import type { GigWorkerReview, VendorReview } from '@contracts/applications';
import type { OrderView } from '@contracts/checkout';
import type { FinanceView } from '@contracts/finance';
import type { OvertimeDisputeView } from '@contracts/overtime-dispute';
import type { AdminProblem } from '@contracts/problems';
import type { QuoteRequestView } from '@contracts/quotes';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';

export type AdminOrder = OrderView & { customerEmail: string };

// Scoped to the admin (dropped at sign-out) but never persisted: these are other people's details,
// which should not sit in a phone's storage.
const meta = { scope: 'user' } as const;

export const adminKeys = {
  all: (userId: string) => ['user', userId, 'admin'] as const,
  applications: (userId: string) => ['user', userId, 'admin', 'applications'] as const,
  vendors: (userId: string) => ['user', userId, 'admin', 'vendors'] as const,
  orders: (userId: string) => ['user', userId, 'admin', 'orders'] as const,
  quotes: (userId: string) => ['user', userId, 'admin', 'quotes'] as const,
  decisions: (userId: string) => ['user', userId, 'admin', 'decisions'] as const,
  mail: (userId: string) => ['user', userId, 'admin', 'mail'] as const,
  texts: (userId: string) => ['user', userId, 'admin', 'texts'] as const,
  finance: (userId: string) => ['user', userId, 'admin', 'finance'] as const,
  problems: (userId: string) => ['user', userId, 'admin', 'problems'] as const,
  overtimeDisputes: (userId: string) => ['user', userId, 'admin', 'overtime-disputes'] as const,
};

export const applicationsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.applications(userId),
    queryFn: () => get<{ vendors: VendorReview[]; gigWorkers: GigWorkerReview[] }>('/api/admin/applications'),
    meta,
  });

export const allVendorsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.vendors(userId),
    queryFn: () => get<VendorReview[]>('/api/admin/vendors'),
    meta,
  });

export const recentOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.orders(userId),
    queryFn: () => get<AdminOrder[]>('/api/admin/orders'),
    meta,
  });

export const quoteRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.quotes(userId),
    queryFn: () => get<QuoteRequestView[]>('/api/admin/quotes'),
    meta,
  });

/** Applications already decided, newest first, with the reason of each rejection. */
export const decisionsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.decisions(userId),
    queryFn: () => get<DecidedApplication[]>('/api/admin/decisions'),
    meta,
  });

export const outgoingMailQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.mail(userId),
    queryFn: () => get<OutgoingMailView[]>('/api/admin/mail'),
    meta,
  });

export const outgoingTextsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.texts(userId),
    queryFn: () => get<OutgoingTextView[]>('/api/admin/texts'),
    meta,
  });

/** Today's and this month's money, what is owed and held, and whether the books balance. */
export const financeQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.finance(userId),
    queryFn: () => get<FinanceView>('/api/admin/finance'),
    meta,
  });

/** Problem reports, open first. */
export const problemsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.problems(userId),
    queryFn: () => get<AdminProblem[]>('/api/admin/problems'),
    meta,
  });

export const overtimeDisputesQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.overtimeDisputes(userId),
    queryFn: () => get<OvertimeDisputeView[]>('/api/admin/overtime-disputes'),
    meta,
  });
