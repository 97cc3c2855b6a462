import type { VendorCard } from './vendors';

/** GET /api/favorites: the person's saved vendors, newest first, and whether a share link is live. */
export type SavedVendors = {
  vendors: VendorCard[];
  /** A live share link exists; its address is only shown when it is made (only its hash is kept). */
  shared: boolean;
};

/** POST /api/favorites/share: a new read-only link to the list. */
export type FavoriteShare = { url: string };

/** GET /api/favorites/shared/:token: someone's saved vendors, read-only, for anyone holding the link. */
export type SharedVendors = { vendors: VendorCard[] };

/** A heart's toggle as the phone's outbox keeps it: `saved` true is a PUT, false a DELETE. */
export type FavoriteToggle = { id: string; vendorId: string; saved: boolean };

/** Where a share link opens in the app. */
export const sharedListPath = (token: string) => `/saved/${token}`;
