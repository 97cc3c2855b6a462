import type { MessageView } from '@contracts/threads';
import { useState } from 'react';
import { olderMessages } from './queries';

/**
 * Older pages of a thread, fetched when asked ('Show earlier messages') and kept only while the page
 * is open: the newest page is what the phone keeps, and what a person mostly reads.
 */
export function useEarlierMessages(threadId: string, firstCursor: string | null) {
  const [state, setState] = useState<{ messages: MessageView[]; cursor: string | null | undefined }>({
    messages: [],
    cursor: undefined,
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Until an older page came, the newest page's own cursor says whether there is more.
  const cursor = state.cursor === undefined ? firstCursor : state.cursor;

  const loadMore = async () => {
    if (!cursor || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await olderMessages(threadId, cursor);
      setState((now) => ({ messages: [...page.messages, ...now.messages], cursor: page.before }));
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : 'Could not load earlier messages');
    } finally {
      setLoading(false);
    }
  };
  return { messages: state.messages, hasMore: cursor !== null, loading, error, loadMore };
}
