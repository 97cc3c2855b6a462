import type { NotificationList } from '@contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { notificationKeys } from './queries';

/** The list with `ids` read as of `at`: what the server will answer, shown before it does. */
export function markedRead(list: NotificationList, ids: readonly string[], at: string): NotificationList {
  const marking = new Set(ids);
  let newlyRead = 0;
  const notifications = list.notifications.map((item) => {
    if (item.readAt !== null || !marking.has(item.id)) return item;
    newlyRead += 1;
    return { ...item, readAt: at };
  });
  return { notifications, unread: Math.max(0, list.unread - newlyRead) };
}

/**
 * Marks notifications read, optimistically: the badge drops at the tap, not a round trip later. A
 * failure puts the list back as it was (the items are still unread on the server) and says so.
 */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(userId);
  return useMutation({
    mutationFn: (ids: string[]) => post<NotificationList>('/api/notifications/read', { ids }),
    onMutate: async (ids) => {
      // A poll answering after the tap would paint the items unread again.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationList>(key);
      if (before) queryClient.setQueryData(key, markedRead(before, ids, new Date().toISOString()));
      return { before };
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({ title: 'Not marked as read', description: error.message, variant: 'destructive' });
    },
  });
}
