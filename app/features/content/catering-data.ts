import type { CUISINE_TYPES, PriceRange } from '@contracts/enums';

type Cuisine = (typeof CUISINE_TYPES)[number];

/** Event-size cards: the directory's size bands, with what a host can expect at each. */
export const CATERING_SIZES = [
  {
    guests: '10-25 guests',
    title: 'Cabin dinners & small gatherings',
    text: 'Family-style platters dropped at your Hochatown cabin, or a private chef for a rehearsal dinner.',
    from: 'From $18 per guest',
  },
  {
    guests: '26-50 guests',
    title: 'Birthdays, showers & reunions',
    text: 'Taco bars, smoked-meat buffets and dessert tables with a server to keep things moving.',
    from: 'From $22 per guest',
  },
  {
    guests: '51-100 guests',
    title: 'Weddings & company retreats',
    text: 'Plated or buffet service with staff, linens and a timeline built around your toasts and first dance.',
    from: 'From $28 per guest',
  },
  {
    guests: '100+ guests',
    title: 'Festivals & large celebrations',
    text: 'Carving stations, food trucks and pitmasters on site — caterers who feed a crowd at the lake.',
    from: 'From $25 per guest',
  },
] as const;

/** A line for each cuisine link; the names themselves come from CUISINE_TYPES. */
export const CUISINE_BLURBS: Record<Cuisine, string> = {
  'BBQ & Grilled': 'Post-oak brisket, ribs and smoked chicken',
  Italian: 'Fresh pasta trays, lasagna and focaccia',
  Mexican: 'Fajita bars, street tacos and tamales',
  'Comfort Food': 'Chicken-fried steak, catfish and cobbler',
  Healthy: 'Grain bowls, salads and grilled vegetables',
  Desserts: 'Wedding cakes, pies and cookie tables',
};

export type SampleCaterer = {
  name: string;
  place: string;
  cuisine: Cuisine;
  priceRange: PriceRange;
  rating: number;
  reviews: number;
  image: string;
  text: string;
  highlights: readonly string[];
};

export const SAMPLE_CATERERS: readonly SampleCaterer[] = [
  {
    name: 'Timber Ridge Smokehouse',
    place: 'Hochatown',
    cuisine: 'BBQ & Grilled',
    priceRange: '$$',
    rating: 4.8,
    reviews: 212,
    image: '/images/restaurant.svg',
    text: 'Brisket smoked low over post oak for fourteen hours, with the sides and sweet tea your guests will ask about.',
    highlights: [
      'Buffet for 20 to 300 guests',
      'Pitmaster carving station',
      'Delivery to Beavers Bend cabins',
    ],
  },
  {
    name: 'Lakeshore Trattoria',
    place: 'Hochatown',
    cuisine: 'Italian',
    priceRange: '$$$',
    rating: 4.7,
    reviews: 164,
    image: '/images/venue.svg',
    text: 'Hand-rolled pasta and three-course plated dinners for lakeside weddings and anniversary suppers.',
    highlights: ['Plated dinners with servers', 'Pasta station with a chef', 'Family trays around the lake'],
  },
];
