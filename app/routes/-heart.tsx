import type { VendorCard } from '@contracts/vendors';
import { useCurrentUser } from '~/features/auth/queries';
import { FavoriteHeart } from '~/features/favorites/components/favorite-heart';

/**
 * The heart with the person it saves for. It reads who is signed in itself, so adopting a drawn page
 * re-renders only the hearts: a screen that read it would re-render whole just as the visitor's early
 * taps and choices are replayed, and lose them (a sort chosen on a slow phone was).
 */
export function SavedHeart({ vendor }: { vendor: VendorCard }) {
  const { user } = useCurrentUser();
  return <FavoriteHeart vendor={vendor} user={user} />;
}
