import type { FavoriteShare, SavedVendors } from '@contracts/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { del, post } from '~/lib/api';
import { useOnline } from '~/offline/use-online';
import { favoriteKeys } from '../queries';

/**
 * "Share list" makes a read-only link (online only: the link is the server's) and shows it with Copy;
 * "Stop sharing" ends every link made so far. A link is shown only when made: the server keeps its hash.
 */
export function SharePanel({ userId, shared }: { userId: string; shared: boolean }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [url, setUrl] = useState<string | null>(null);
  const linkId = useId();
  const markShared = (value: boolean) =>
    queryClient.setQueryData<SavedVendors>(favoriteKeys.saved(userId), (old) =>
      old ? { ...old, shared: value } : old,
    );
  const share = useMutation({
    mutationFn: () => post<FavoriteShare>('/api/favorites/share'),
    onSuccess: (made) => {
      setUrl(made.url);
      markShared(true);
    },
    onError: (error) =>
      toast({ title: 'Could not share', description: error.message, variant: 'destructive' }),
  });
  const stop = useMutation({
    mutationFn: () => del<void>('/api/favorites/share'),
    onSuccess: () => {
      setUrl(null);
      markShared(false);
      toast({ title: 'Sharing stopped', description: 'Links to your saved list no longer open it.' });
    },
    onError: (error) =>
      toast({ title: 'Could not stop sharing', description: error.message, variant: 'destructive' }),
  });
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'Send it to whoever helps you choose.' });
    } catch {
      toast({ title: 'Copy the link by hand', description: 'This browser did not let us copy it.' });
    }
  };

  return (
    <section aria-labelledby="share-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="share-heading" className="text-lg font-semibold text-pine-800">
        Share your list
      </h2>
      <p className="mt-1 text-sm text-muted">
        Anyone with the link sees these vendors, read-only, without an account.
        {shared && !url && ' Your list is shared now.'}
      </p>
      {url && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={linkId} className="sr-only">
            Share link
          </label>
          <input
            id={linkId}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-pine-50 px-3 text-sm"
          />
          <Button variant="secondary" onClick={() => void copy(url)}>
            Copy
          </Button>
        </div>
      )}
      {!online && <p className="mt-3 text-sm text-muted">Connect to the internet to share your list.</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={!online || share.isPending} onClick={() => share.mutate()}>
          {url ? 'New link' : 'Share list'}
        </Button>
        {(shared || url) && (
          <Button variant="outline" disabled={!online || stop.isPending} onClick={() => stop.mutate()}>
            Stop sharing
          </Button>
        )}
      </div>
    </section>
  );
}
