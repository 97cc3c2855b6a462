import type { SuspendResult } from '@contracts/admin';
import type { CancelResult } from '@contracts/cancellation';
import { formatMoney } from '@contracts/money';
import type { OvertimeRulingInput } from '@contracts/overtime-dispute';
import type { ProblemView, ResolveProblemInput } from '@contracts/problems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { HttpError, post } from '~/lib/api';
import { adminKeys } from './queries';

/** Approve, or reject with the reason the applicant reads. */
type Decision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** Approve or reject, toast the outcome, and refresh the console (a 409 means someone decided first). */
function useDecision(userId: string, path: (d: Decision) => string, noun: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) });
  return useMutation({
    mutationFn: (decision: Decision) =>
      post<{ id: string }>(path(decision), decision.approve ? {} : { reason: decision.reason }),
    onSuccess: (_answer, { approve }) => {
      toast({ title: `${noun} ${approve ? 'approved' : 'rejected'}` });
      return refresh();
    },
    onError: (error, { approve }) => {
      toast({
        title: `Failed to ${approve ? 'approve' : 'reject'} ${noun.toLowerCase()}`,
        description: error.message,
        variant: 'destructive',
      });
      if (error instanceof HttpError && error.status === 409) void refresh();
    },
  });
}

export const useDecideVendor = (userId: string) =>
  useDecision(
    userId,
    ({ id, approve }) => `/api/admin/vendors/${id}/${approve ? 'approve' : 'reject'}`,
    'Vendor',
  );

export const useDecideGigWorker = (userId: string) =>
  useDecision(
    userId,
    ({ id, approve }) => `/api/admin/gig-workers/${id}/${approve ? 'approve' : 'reject'}`,
    'Gig worker',
  );

/** The VERIFIED badge on the directory: set by an admin after checking the business. */
export function useVerifyVendor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
      post<{ id: string; isVerified: boolean }>(`/api/admin/vendors/${id}/verify`, { verified }),
    onSuccess: (_answer, { verified }) => {
      toast({ title: verified ? 'Vendor verified' : 'Vendor no longer verified' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.vendors(userId) });
    },
    onError: (error) =>
      toast({ title: 'Failed to change verification', description: error.message, variant: 'destructive' }),
  });
}

/** An admin cancels a booking in a dispute, refunding what they decide (up to all that was charged). */
export function useCancelOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      refundAmount,
      reason,
    }: {
      orderId: string;
      refundAmount: string;
      reason: string;
    }) => post<CancelResult>(`/api/admin/orders/${orderId}/cancel`, { refundAmount, reason }),
    onSuccess: (answer) =>
      toast({
        title: 'Booking cancelled',
        description: `${formatMoney(answer.refundAmount)} refunded to the customer.`,
      }),
    onError: (error) =>
      toast({ title: 'Could not cancel the booking', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders(userId) }),
  });
}

/**
 * Takes a vendor out of the directory with a reason; the server cancels its open bookings with a full
 * refund, so the orders list changes too.
 */
export function useSuspendVendor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      post<SuspendResult>(`/api/admin/vendors/${id}/suspend`, { reason }),
    onSuccess: ({ cancelledOrders, refunded }) => {
      toast({
        title: 'Vendor suspended',
        description:
          cancelledOrders === 0
            ? 'It had no open bookings.'
            : `${cancelledOrders} open ${cancelledOrders === 1 ? 'booking was' : 'bookings were'} cancelled and ${formatMoney(refunded)} refunded.`,
      });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) });
    },
    onError: (error) =>
      toast({ title: 'Failed to suspend vendor', description: error.message, variant: 'destructive' }),
  });
}

/** Lists a suspended vendor again. */
export function useReinstateVendor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      post<{ id: string; isActive: boolean }>(`/api/admin/vendors/${id}/reinstate`, {}),
    onSuccess: () => {
      toast({ title: 'Vendor listed again' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.vendors(userId) });
    },
    onError: (error) =>
      toast({ title: 'Failed to list vendor again', description: error.message, variant: 'destructive' }),
  });
}

/** Settles a problem report once: a refund of the amount chosen, or a release of the vendor's payout. */
export function useResolveProblem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResolveProblemInput }) =>
      post<ProblemView>(`/api/admin/problems/${id}/resolve`, input),
    onSuccess: (answer) =>
      toast({
        title:
          answer.status === 'refunded'
            ? `Refunded ${formatMoney(answer.refundAmount ?? '0')}`
            : 'Payout released',
      }),
    onError: (error) =>
      toast({ title: 'Could not settle the report', description: error.message, variant: 'destructive' }),
    // A 409 means another admin settled it first: show it as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
  });
}

/** Pay a disputed overtime, or uphold the vendor's decline: once (a 409 means another admin ruled first). */
export function useRuleOnOvertime(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, input }: { ticketId: string; input: OvertimeRulingInput }) =>
      post<{ overtimeStatus: string }>(`/api/admin/overtime-disputes/${ticketId}/resolve`, input),
    onSuccess: (answer) =>
      toast({ title: answer.overtimeStatus === 'approved' ? 'Overtime paid' : 'Decline upheld' }),
    onError: (error) =>
      toast({ title: 'Could not settle the dispute', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
  });
}
