import type { LocalConfirmResult } from '@contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { failureText, post } from '~/lib/api';

export type LocalCardInput = { clientSecret: string; cardNumber: string; expiry: string; cvc: string };

type Outcome = { onPaid: () => void; onFailed: (message: string) => void };

/**
 * The embedded provider's confirm call, the stand-in for Stripe.js's confirmPayment. The outcome
 * runs here rather than in mutate()'s callbacks so a payment that went through is still completed
 * if the form has gone meanwhile (the cart changed while the card was being confirmed).
 */
export function useConfirmLocalPayment({ onPaid, onFailed }: Outcome) {
  return useMutation({
    mutationFn: (input: LocalCardInput) => post<LocalConfirmResult>('/api/payments/local/confirm', input),
    onSuccess: (result) =>
      // A hold (a request to book) is authorised, not charged: the checkout completes all the same.
      result.status === 'succeeded' || result.status === 'authorized'
        ? onPaid()
        : onFailed(result.error ?? 'Your card was declined.'),
    onError: (error) => onFailed(failureText(error, 'pay')),
  });
}
