import type { ServiceCategory } from './enums';

/**
 * SPEC sections 2 and 9: the five packages, their badge names on /quote and their guest ranges.
 * `categories` are the kinds of vendor a quote for the package goes to: the service categories that
 * supply what the package includes (PACKAGE_DETAILS on /packages), item by item, and nothing else, so
 * a request for tables and a buffet reaches rentals and caterers rather than a DJ (issue 32).
 */
export const PACKAGES = [
  {
    id: 'intimate',
    name: 'Intimate',
    badge: 'Intimate Gathering',
    guests: '10-25',
    min: 10,
    max: 25,
    // Family-style dinner, compostable tableware: catering. Delivery and table setup at the cabin: delivery.
    categories: ['catering', 'delivery'],
  },
  {
    id: 'social',
    name: 'Social',
    badge: 'Social Events',
    guests: '26-50',
    min: 26,
    max: 50,
    // Buffet and a server: catering. Tables, chairs and linens, the setup and cleanup crew: rentals.
    categories: ['catering', 'rentals'],
  },
  {
    id: 'corporate',
    name: 'Corporate',
    badge: 'Corporate Events',
    guests: '51-100',
    min: 51,
    max: 100,
    // Meals: catering. Meeting venue: venue. Coffee and mocktail bar: bartending. Setup crew: rentals.
    categories: ['catering', 'venue', 'bartending', 'rentals'],
  },
  {
    id: 'celebration',
    name: 'Celebration',
    badge: 'Large Celebrations',
    guests: '101-200',
    min: 101,
    max: 200,
    // Barn, pavilion or chapel: venue. Catering with staff. Licensed bartender. Tent, lighting, décor: rentals.
    categories: ['venue', 'catering', 'bartending', 'rentals'],
  },
  {
    id: 'grand',
    name: 'Grand',
    badge: 'Grand Events',
    guests: '201-500',
    min: 201,
    max: 500,
    // Grounds: venue. Caterers and food stations. Two bars: bartending. Stage, sound and live acts:
    // entertainment (and the stage: rentals). Setup, serving and cleanup crews: rentals and catering.
    categories: ['venue', 'catering', 'bartending', 'entertainment', 'rentals'],
  },
] as const satisfies readonly {
  id: string;
  name: string;
  badge: string;
  guests: string;
  min: number;
  max: number;
  categories: readonly ServiceCategory[];
}[];

export type PackageId = (typeof PACKAGES)[number]['id'];

export const findPackage = (id: string | undefined) => PACKAGES.find((p) => p.id === id);

/** The /quote badge: a known package's name, else 'Custom Package' (SPEC section 2). */
export const packageBadge = (id: string | undefined) => findPackage(id)?.badge ?? 'Custom Package';
