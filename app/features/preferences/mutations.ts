import type { PreferencesInput, PreferencesView } from '@contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import type { SendResult } from '~/offline/outbox-registry';
import { sendOrQueue } from '~/offline/sync-handle';
import { preferencesKeys } from './queries';

type Edit = Omit<PreferencesInput, 'id' | 'clientUpdatedAt'>;

/**
 * Saves the full preferences object, stamped with the phone's edit time so that the newer edit wins
 * when an offline change reaches the server late (DESIGN.md). A queued change shows on the page at
 * once; the server's answer replaces it after the sync.
 */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: Edit): Promise<SendResult<PreferencesView>> => {
      const clientUpdatedAt = new Date().toISOString();
      return sendOrQueue(
        'preferences',
        { ...edit, id: crypto.randomUUID(), clientUpdatedAt },
        'Communication preferences',
        userId,
      );
    },
    onSuccess: (result, edit) => {
      if (result.status === 'sent') {
        queryClient.setQueryData(preferencesKeys.all(userId), result.data);
        toast({
          title: 'Preferences Updated',
          description: 'Your communication preferences have been saved.',
        });
        return;
      }
      queryClient.setQueryData(preferencesKeys.all(userId), (old: PreferencesView | undefined) => ({
        ...edit,
        phone: edit.phone ?? '',
        clientUpdatedAt: old?.clientUpdatedAt ?? null,
      }));
      toast({
        title: 'Saved offline',
        description: 'Your preferences will be saved when you are back online.',
      });
    },
    onError: (error) => toast({ title: 'Update Failed', description: error.message, variant: 'destructive' }),
  });
}
