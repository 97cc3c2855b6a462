import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { HttpError } from '~/lib/api';
import type { OutboxAnswer, OutboxPayload, SendResult } from '~/offline/outbox-registry';
import { sendOrQueue } from '~/offline/sync-handle';
import { applicationKeys } from './queries';

type ApplicationKind = 'gig-application' | 'vendor-application';
type Submission<K extends ApplicationKind> = { payload: OutboxPayload<K> & { id: string }; userId: string };

/** Sends now or keeps it in the outbox; the toasts are SPEC section 8's for both application forms. */
function useSubmitApplication<K extends ApplicationKind>(
  kind: K,
  label: string,
  onSent?: (data: OutboxAnswer<K>, userId: string) => void,
) {
  return useMutation({
    mutationFn: ({ payload, userId }: Submission<K>): Promise<SendResult<OutboxAnswer<K>>> =>
      sendOrQueue(kind, payload, label, userId),
    onSuccess: (result, { userId }) => {
      if (result.status === 'queued') {
        toast({
          title: 'Saved offline',
          description: 'Your application will be sent when you are back online.',
        });
        return;
      }
      onSent?.(result.data, userId);
      toast({
        title: 'Application Submitted!',
        description: "We'll review your application and contact you within 2-3 business days.",
      });
    },
    onError: (error) =>
      toast({
        title: 'Application Failed',
        description: error instanceof HttpError ? error.detail : error.message,
        variant: 'destructive',
      }),
  });
}

export function useSubmitGigApplication() {
  const queryClient = useQueryClient();
  return useSubmitApplication('gig-application', 'Gig worker application', (application, userId) => {
    // The status replaces the form at once; the refetch confirms it from GET /api/gig-workers/me.
    queryClient.setQueryData(applicationKeys.gig(userId), application);
    void queryClient.invalidateQueries({ queryKey: applicationKeys.gig(userId) });
  });
}

export const useSubmitVendorApplication = () =>
  useSubmitApplication('vendor-application', 'Vendor application');
