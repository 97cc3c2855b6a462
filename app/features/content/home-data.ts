import type { BusinessType } from '@contracts/enums';
import { linkOptions } from '@tanstack/react-router';

/** The four service cards on the home page (SPEC section 2) and where each one leads. */
export const HOME_SERVICES = [
  {
    title: 'Catering & Food',
    text: 'Pit-smoked brisket, wood-fired pizza, Tex-Mex fajita bars and Southern comfort food from kitchens around Broken Bow Lake.',
    image: '/images/restaurant.svg',
    action: 'Find caterers',
    link: linkOptions({ to: '/vendors', search: { category: 'catering' } }),
  },
  {
    title: 'Event Venues',
    text: 'Timber barns, lakeside pavilions and bluff-top chapels in Hochatown and along the Mountain Fork River.',
    image: '/images/venue.svg',
    action: 'See venues',
    link: linkOptions({ to: '/vendors', search: { category: 'venue' } }),
  },
  {
    title: 'Bartending & Services',
    text: 'Licensed mobile bars, mocktail carts and friendly servers who keep the glasses full and the line short.',
    image: '/images/bartending.svg',
    action: 'Meet bartenders',
    link: linkOptions({ to: '/vendors', search: { category: 'bartending' } }),
  },
  {
    title: 'Delivery & Setup',
    text: 'Hot meals at the cabin door and local crews who set up tables, tents and lights, then clean up after.',
    image: '/images/rentals.svg',
    action: 'Delivery options',
    link: linkOptions({ to: '/delivery' }),
  },
] as const;

/**
 * The featured cards' words for each kind of vendor: what the card calls it and its button, one of
 * the SPEC's three (section 2: View Menu, Book Tour, View Portfolio). The cards themselves are real
 * featured vendors (GET /api/vendors/featured): a caterer, a venue and a photographer when featured.
 */
export const FEATURED_WORDS: Record<BusinessType, { kind: string; action: FeaturedAction }> = {
  restaurant: { kind: 'Catering', action: 'View Menu' },
  bartending: { kind: 'Bartending', action: 'View Menu' },
  venue: { kind: 'Venue', action: 'Book Tour' },
  photography: { kind: 'Photography', action: 'View Portfolio' },
  entertainment: { kind: 'Entertainment', action: 'View Portfolio' },
  florist: { kind: 'Florist', action: 'View Portfolio' },
  rentals: { kind: 'Rentals', action: 'View Portfolio' },
  other: { kind: 'Local vendor', action: 'View Portfolio' },
};
type FeaturedAction = 'View Menu' | 'Book Tour' | 'View Portfolio';

export const HOME_STEPS = [
  {
    title: 'Tell us about your event',
    text: 'Date, guest count and the feel you are after — a riverside wedding, a family reunion, a team retreat.',
  },
  {
    title: 'Pick local vendors',
    text: 'Compare menus, venues and prices from businesses in Broken Bow, Hochatown and Idabel.',
  },
  {
    title: 'Book and relax',
    text: 'Pay securely in one place; local crews handle delivery, setup and cleanup on the day.',
  },
] as const;
