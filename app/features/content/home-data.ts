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

/** The three static featured vendors (SPEC section 2: review counts 127, 89 and 156). */
export const FEATURED_VENDORS = [
  {
    name: 'Mountain Fork Smokehouse',
    type: 'Catering',
    place: 'Hochatown',
    text: 'Post-oak brisket, pulled pork and peach cobbler, served buffet style for 20 to 300 guests.',
    image: '/images/restaurant.svg',
    rating: 4.9,
    reviews: 127,
    action: 'View Menu',
    link: linkOptions({ to: '/vendors', search: { category: 'restaurant' } }),
  },
  {
    name: 'Hochatown Pines Pavilion',
    type: 'Venue',
    place: 'Hochatown',
    text: 'An open-air timber pavilion under the pines with string lights, a stone fireplace and room for 180.',
    image: '/images/venue.svg',
    rating: 4.8,
    reviews: 89,
    action: 'Book Tour',
    link: linkOptions({ to: '/vendors', search: { category: 'venue' } }),
  },
  {
    name: 'Broken Bow Lake Photography',
    type: 'Photography',
    place: 'Broken Bow',
    text: 'Golden-hour portraits on the lakeshore and candid coverage of every toast, dance and first look.',
    image: '/images/photography.svg',
    rating: 4.9,
    reviews: 156,
    action: 'View Portfolio',
    link: linkOptions({ to: '/vendors', search: { category: 'photography' } }),
  },
] as const;

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
