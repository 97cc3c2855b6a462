import type { PublicUser } from '@contracts/auth';
import type { VendorCard } from '@contracts/vendors';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useFavorite } from '../use-favorite';

const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z';

const look =
  'relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white/95 text-sunset-600 shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lake-600';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" strokeWidth={2} stroke="currentColor">
      <path d={HEART} fill={filled ? 'currentColor' : 'none'} strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The heart on a directory card and a vendor page. It sits above the card's stretched link (z-10),
 * so a tap on it saves rather than opens. `user` null: signed out, and a tap goes to sign in;
 * undefined: not known yet (a drawn page being adopted), drawn unsaved and disabled.
 */
export function FavoriteHeart({
  vendor,
  user,
}: {
  vendor: VendorCard;
  user: Pick<PublicUser, 'id'> | null | undefined;
}) {
  if (user) return <OwnHeart vendor={vendor} userId={user.id} />;
  return <SignedOutHeart vendor={vendor} known={user === null} />;
}

function OwnHeart({ vendor, userId }: { vendor: VendorCard; userId: string }) {
  const { saved, toggle } = useFavorite(userId, vendor);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? 'Saved' : `Save ${vendor.businessName}`}
      title={saved ? `Saved: ${vendor.businessName}` : `Save ${vendor.businessName}`}
      className={look}
      data-testid="favorite-heart"
      onClick={toggle}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}

function SignedOutHeart({ vendor, known }: { vendor: VendorCard; known: boolean }) {
  const navigate = useNavigate();
  const from = useLocation().href;
  return (
    <button
      type="button"
      aria-pressed={false}
      aria-label={`Save ${vendor.businessName}`}
      className={look}
      data-testid="favorite-heart"
      // Until the app knows who this is, a tap could neither save nor ask to sign in: it waits.
      disabled={!known}
      onClick={() => void navigate({ to: '/auth', search: { redirect: from } })}
    >
      <HeartIcon filled={false} />
    </button>
  );
}
