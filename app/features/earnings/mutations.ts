import type { PayoutAccountView } from '@contracts/finance';
import type { BankMethodInput, OnboardingLink } from '@contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { earningsKeys } from './queries';

/** Whose payout account: a vendor's business, or the signed-in worker's own. */
export type PayeeTarget = { kind: 'vendor'; vendorId: string } | { kind: 'worker' };

const accountPath = (target: PayeeTarget) =>
  target.kind === 'vendor'
    ? `/api/vendor/payout-account?vendorId=${encodeURIComponent(target.vendorId)}`
    : '/api/worker/payout-account';
const onboardingPath = (target: PayeeTarget) =>
  target.kind === 'vendor'
    ? `/api/vendor/payout-account/onboarding?vendorId=${encodeURIComponent(target.vendorId)}`
    : '/api/worker/payout-account/onboarding';

/** The embedded provider: the bank account payouts go to (only its last four digits are kept). */
export function useSaveBankAccount(userId: string, target: PayeeTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankMethodInput) => post<PayoutAccountView>(accountPath(target), input),
    onSuccess: (account) =>
      toast({
        title: 'Payout account saved',
        description: `Payouts go to your ${account?.description ?? 'account'}.`,
      }),
    onError: (error) =>
      toast({
        title: 'Could not save your payout account',
        description: error.message,
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all(userId) }),
  });
}

/** Stripe Connect: off to Stripe's onboarding, which sends the person back here when done. */
export function useStripeOnboarding(userId: string, target: PayeeTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<OnboardingLink | null>(onboardingPath(target), {}),
    onSuccess: (link) => {
      if (link) window.location.assign(link.url);
      else toast({ title: 'Payouts are set up', description: 'Stripe can send your money to your bank.' });
    },
    onError: (error) =>
      toast({ title: 'Could not open Stripe', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all(userId) }),
  });
}
