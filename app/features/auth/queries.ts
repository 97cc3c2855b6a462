import type { PublicUser } from '@contracts/auth';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getOrNull } from '~/lib/api';
import { useAdopted } from '~/lib/use-adopted';
import { isOnline } from '~/offline/use-online';

export const authKeys = { user: ['user'] as const };

/** The current user; a 401 means anonymous (null), not an error (SPEC section 4). */
export const userQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: () => getOrNull<PublicUser>('/api/user', 401),
  meta: { persist: true },
});

/**
 * The signed-in person as a screen may show them; `settling` while that is not known yet (a
 * remembered "signed out" is re-checked at start, so nobody signed in is shown a prompt). The server
 * draws pages for a signed-out visitor, so while the app adopts a drawn page the person reads as not
 * yet known, exactly as drawn; an answer that lands mid-adoption would otherwise break it.
 */
export function useCurrentUser(): { user: PublicUser | null | undefined; settling: boolean } {
  const { data, isPending, isFetching } = useQuery(userQuery);
  const adopted = useAdopted();
  if (!adopted) return { user: undefined, settling: true };
  return { user: data, settling: isPending || (!data && isFetching) };
}

export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  return user.firstName ? [user.firstName, user.lastName].filter(Boolean).join(' ') : user.username;
}

export function initial(user: Pick<PublicUser, 'firstName' | 'username'>): string {
  return (user.firstName || user.username).charAt(0).toUpperCase();
}

/**
 * A screen's loader starts the person's own data and never awaits it: the screen paints from the
 * phone's store and refreshes itself (userDataOptions). `start` runs for the person the phone
 * remembers as signed in; never anyone on the server, which draws pages for a signed-out visitor.
 * Offline it does not run: each query tries once as its screen mounts, and a second failed request
 * only cost the phone time (about 20 ms at 4x on the vendor dashboard). Offline is the connectivity
 * model's word (offline/connectivity.ts), which starts from the browser's and then hears requests.
 */
export function startOwnData(queryClient: QueryClient, start: (userId: string) => void) {
  const userId = queryClient.getQueryData(userQuery.queryKey)?.id;
  if (userId && isOnline()) start(userId);
}
