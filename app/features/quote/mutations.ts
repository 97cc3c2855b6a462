import type { QuoteRequestInput, QuoteRequestView } from '@contracts/quotes';
import { useMutation } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import type { SendResult } from '~/offline/outbox-registry';
import { sendOrQueue } from '~/offline/sync-handle';

type Submission = { input: QuoteRequestInput & { id: string }; label: string; userId: string | null };

/**
 * Sends a quote request now, or keeps it in the outbox when there is no signal (DESIGN.md). The
 * toasts are SPEC section 8's; a queued request says it will go when the phone is back online.
 */
export function useSubmitQuote() {
  return useMutation({
    mutationFn: ({ input, label, userId }: Submission): Promise<SendResult<QuoteRequestView>> =>
      sendOrQueue('quote', input, label, userId),
    onSuccess: (result) => {
      if (result.status === 'queued') {
        toast({
          title: 'Saved offline',
          description: 'Your quote request will be sent when you are back online.',
        });
      } else {
        toast({
          title: 'Quote Request Submitted!',
          description: "We'll contact you within 24 hours with a custom quote.",
        });
      }
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to submit quote request. Please try again.',
        variant: 'destructive',
      }),
  });
}
