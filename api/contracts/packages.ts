import type { ServiceCategory } from './enums';

/**
 * SPEC sections 2 and 9: the five packages, their badge names on /quote and their guest ranges.
 * `categories` (issue 15) are the kinds of vendor a quote for the package goes to: a small party
 * needs food and perhaps photos; the bigger the event, the more of the day the vendors carry.
 */
export const PACKAGES = [
  {
    id: 'intimate',
    name: 'Intimate',
    badge: 'Intimate Gathering',
    guests: '10-25',
    min: 10,
    max: 25,
    categories: ['catering', 'photography', 'florist'],
  },
  {
    id: 'social',
    name: 'Social',
    badge: 'Social Events',
    guests: '26-50',
    min: 26,
    max: 50,
    categories: ['catering', 'entertainment', 'bartending', 'photography'],
  },
  {
    id: 'corporate',
    name: 'Corporate',
    badge: 'Corporate Events',
    guests: '51-100',
    min: 51,
    max: 100,
    categories: ['venue', 'catering', 'rentals', 'delivery'],
  },
  {
    id: 'celebration',
    name: 'Celebration',
    badge: 'Large Celebrations',
    guests: '101-200',
    min: 101,
    max: 200,
    categories: ['venue', 'catering', 'entertainment', 'bartending', 'rentals'],
  },
  {
    id: 'grand',
    name: 'Grand',
    badge: 'Grand Events',
    guests: '201-500',
    min: 201,
    max: 500,
    categories: ['venue', 'catering', 'entertainment', 'bartending', 'rentals', 'photography', 'florist'],
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
