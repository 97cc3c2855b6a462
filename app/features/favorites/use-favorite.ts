import type { SavedVendors } from '@contracts/favorites';
import type { VendorCard } from '@contracts/vendors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { discardWrite, sendOrQueue } from '~/offline/sync-handle';
import { useSyncState } from '~/offline/use-sync-state';
import { favoriteKeys, savedQuery } from './queries';
import { queuedFavorites, supersededToggles } from './queued-favorites';

const withToggle = (list: SavedVendors | undefined, vendor: VendorCard, saved: boolean): SavedVendors => {
  const others = (list?.vendors ?? []).filter((v) => v.id !== vendor.id);
  return { shared: list?.shared ?? false, vendors: saved ? [vendor, ...others] : others };
};

/**
 * Whether this person saved a vendor, and the toggle. A toggle shows at once (the saved list is
 * patched, and a queued one overrides the server's answer until it syncs); it is sent now when the
 * network allows, else waits in the outbox.
 */
export function useFavorite(userId: string, vendor: VendorCard) {
  const queryClient = useQueryClient();
  // Every card has a heart: one refresh a minute serves them all, not one per card as it mounts.
  const list = useQuery({ ...savedQuery(userId), refetchOnMount: true, staleTime: 60_000 });
  const { items } = useSyncState();
  const saved =
    queuedFavorites(items, userId).get(vendor.id) ?? list.data?.vendors.some((v) => v.id === vendor.id);
  const key = favoriteKeys.saved(userId);
  const toggle = useMutation({
    mutationFn: async (next: boolean) => {
      // An earlier toggle still waiting is replaced, not sent after this one: the later toggle wins.
      await Promise.all(supersededToggles(items, userId, vendor.id).map((item) => discardWrite(item.id)));
      const label = `${next ? 'Save' : 'Remove'} ${vendor.businessName}`;
      return sendOrQueue(
        'favorite',
        { id: crypto.randomUUID(), vendorId: vendor.id, saved: next },
        label,
        userId,
      );
    },
    onMutate: (next) => queryClient.setQueryData<SavedVendors>(key, (old) => withToggle(old, vendor, next)),
    onSuccess: (result) => {
      if (result.status === 'sent') void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ title: 'Not saved', description: error.message, variant: 'destructive' });
    },
  });
  return { saved: saved ?? false, toggle: () => toggle.mutate(!saved) };
}
