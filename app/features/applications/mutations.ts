import type { GigWorkerApplication, MyGigApplication, VendorApplication } from '@contracts/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { HttpError } from '~/lib/api';
import type { OutboxKind } from '~/offline/db';
import { type SendResult, sendOrQueue } from '~/offline/outbox';
import { applicationKeys } from './queries';

type Submission<T> = { payload: T & { id: string }; userId: string };
type VendorAnswer = { id: string; businessName: string; applicationStatus: string; plan: string };

/** Sends now or keeps it in the outbox; the toasts are SPEC section 8's for both application forms. */
function useSubmitApplication<T extends Record<string, unknown>, R>(
  kind: OutboxKind,
  label: string,
  onSent?: (data: R, userId: string) => void,
) {
  return useMutation({
    mutationFn: ({ payload, userId }: Submission<T>): Promise<SendResult<R>> =>
      sendOrQueue<R>(kind, payload, label, userId),
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
  return useSubmitApplication<GigWorkerApplication, NonNullable<MyGigApplication>>(
    'gig-application',
    'Gig worker application',
    (application, userId) => {
      // The status replaces the form at once; the refetch confirms it from GET /api/gig-workers/me.
      queryClient.setQueryData(applicationKeys.gig(userId), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.gig(userId) });
    },
  );
}

export const useSubmitVendorApplication = () =>
  useSubmitApplication<VendorApplication, VendorAnswer>('vendor-application', 'Vendor application');
