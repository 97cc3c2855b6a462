import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '~/components/ui/toast';
import { userQuery } from '~/features/auth/queries';
import type { OutboxItem } from './db';
import { replayOutbox } from './outbox';
import { OUTBOX_EVENT } from './use-local-store';

/** The query keys a synced write makes stale: its screen refreshes once the server has it. */
const STALE_AFTER: Record<OutboxItem['kind'], (userId: string | null) => readonly unknown[]> = {
  'cart-item': (userId) => ['user', userId, 'cart'],
  preferences: (userId) => ['user', userId, 'preferences'],
  quote: () => ['quotes'],
  event: (userId) => ['user', userId, 'events'],
  'gig-application': (userId) => ['user', userId, 'application'],
  'vendor-application': (userId) => ['user', userId, 'application'],
};

/**
 * Replays the outbox on app start, when the network returns, when the service worker's Background
 * Sync fires, and on a timer while something waits (DESIGN.md, The outbox protocol).
 */
export function useOutboxSync() {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useQuery(userQuery);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (isPending) return;
    const run = () => {
      if (!navigator.onLine) return;
      void replayOutbox(userId, (item) => {
        void queryClient.invalidateQueries({ queryKey: STALE_AFTER[item.kind](item.userId) });
        toast({ title: 'Synced', description: `${item.label} reached the server.` });
      });
    };
    run();
    const onMessage = (event: MessageEvent) => event.data?.type === 'replay-outbox' && run();
    window.addEventListener('online', run);
    window.addEventListener(OUTBOX_EVENT, run);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const timer = window.setInterval(run, 20_000);
    return () => {
      window.removeEventListener('online', run);
      window.removeEventListener(OUTBOX_EVENT, run);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [isPending, userId, queryClient]);
}

/** Asks the sync loop to run now ('Retry now', or right after something was queued). */
export const requestSync = () => window.dispatchEvent(new Event(OUTBOX_EVENT));
