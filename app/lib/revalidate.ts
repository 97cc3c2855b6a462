import { isOnline } from '~/offline/use-online';

/**
 * An answer this young came with the opening of its screen (the page the server just drew, the
 * route's loader a moment before): asking again would only repeat it.
 */
export const JUST_RECEIVED_MS = 10_000;

/**
 * The public catalogue (directory, vendor pages, services, reviews): a screen paints at once with
 * what the phone has, then, opened online, asks the server once in the background, so a new price, a
 * new description, photos or a review replace what was remembered. Still never on focus or a timer
 * and never stale on its own (SPEC section 7): only the opening of a screen asks again. Offline, or
 * just received, it is asked again only when something marked it out of date (a review posted).
 */
export const revalidateOnOpen = {
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
    isOnline() && Date.now() - query.state.dataUpdatedAt > JUST_RECEIVED_MS ? ('always' as const) : true,
};
