import type { SUBSCRIPTION_TIERS } from '@contracts/enums';
import type { PlanChange, PlanView } from '@contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { planKeys } from './queries';

type Tier = (typeof SUBSCRIPTION_TIERS)[number];

/**
 * Chooses a plan: an upgrade answers with its first invoice to pay with the card form; a downgrade
 * or cancellation is scheduled for the period's end; the plan in force undoes what was scheduled.
 */
export function useChoosePlan(userId: string, vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: Tier) => post<PlanChange>('/api/vendor/plan', { vendorId, tier }),
    // The client secret stays with the screen that shows the card form, nowhere else.
    gcTime: 0,
    onSuccess: (change) => queryClient.setQueryData(planKeys.one(userId, vendorId), change.plan),
    onError: (error) =>
      toast({ title: 'Could not change the plan', description: error.message, variant: 'destructive' }),
  });
}

/** In grace: the overdue renewal to pay with another card, in the same card form. */
export function usePayOverdue(userId: string, vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<PlanChange>('/api/vendor/plan/overdue', { vendorId }),
    // The client secret stays with the screen that shows the card form, nowhere else.
    gcTime: 0,
    // Paid meanwhile (no card form to show), the plan answered is already active.
    onSuccess: (change) => queryClient.setQueryData(planKeys.one(userId, vendorId), change.plan),
    onError: (error) =>
      toast({ title: 'Could not start the payment', description: error.message, variant: 'destructive' }),
  });
}

/** After the card form: the server asks the provider whether the invoice was paid, and records it once. */
export function useCompletePlan(userId: string, vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<PlanView>('/api/vendor/plan/complete', { vendorId }),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.one(userId, vendorId), plan);
      // The directory's FEATURED badge follows the plan.
      void queryClient.invalidateQueries({ queryKey: ['vendors'] });
    },
    onError: (error) =>
      toast({ title: 'Payment not recorded', description: error.message, variant: 'destructive' }),
  });
}
