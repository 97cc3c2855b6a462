import type { PackageId } from '@contracts/packages';

/** Display-only pricing and inclusions for each package in PACKAGES (names and ranges come from there). */
export const PACKAGE_DETAILS: Record<
  PackageId,
  { price: string; tagline: string; includes: readonly string[]; popular?: boolean }
> = {
  intimate: {
    price: '$450',
    tagline: 'Rehearsal dinners, elopements and cabin birthdays.',
    includes: [
      'Family-style dinner from a local kitchen',
      'Delivery and table setup at your cabin',
      'Compostable plates, cutlery and napkins',
      'A planner on call the week of your event',
    ],
  },
  social: {
    price: '$1,200',
    tagline: 'Showers, reunions and backyard parties.',
    includes: [
      'Buffet catering with two mains and three sides',
      'Tables, chairs and linens for every guest',
      'One server for three hours',
      'Setup and cleanup crew',
    ],
  },
  corporate: {
    price: '$2,800',
    tagline: 'Team retreats and client dinners at the lake.',
    includes: [
      'Breakfast, lunch or dinner service for the day',
      'Meeting venue with Wi-Fi and projector',
      'Coffee and mocktail bar',
      'Setup crew and an on-site event assistant',
    ],
    popular: true,
  },
  celebration: {
    price: '$5,500',
    tagline: 'Weddings, anniversaries and milestone birthdays.',
    includes: [
      'Venue booking at a barn, pavilion or chapel',
      'Full catering with serving staff',
      'Licensed bartender for four hours',
      'Tent, lighting and décor rentals',
    ],
  },
  grand: {
    price: '$11,000',
    tagline: 'Festivals, galas and the wedding of the year.',
    includes: [
      'Large venue or private lakeside grounds',
      'Multiple caterers and food stations',
      'Two bars with bartenders',
      'Stage, sound and live entertainment',
      'Full setup, serving and cleanup crews',
    ],
  },
};

export const PACKAGE_ADD_ONS = [
  { name: 'Event photography, 2 hours', price: 'from $350' },
  { name: 'Live bluegrass or acoustic set', price: 'from $400' },
  { name: 'Licensed bartender', price: 'from $45 per hour' },
  { name: 'Floral centerpieces', price: 'from $40 each' },
  { name: 'Dessert table or wedding cake', price: 'from $250' },
  { name: 'Tent and string lighting', price: 'from $600' },
  { name: 'Extra setup or cleanup crew member', price: 'from $25 per hour' },
  { name: 'Shuttle between cabins and venue', price: 'from $300' },
] as const;
