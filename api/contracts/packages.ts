/** SPEC sections 2 and 9: the five packages, their badge names on /quote and their guest ranges. */
export const PACKAGES = [
  { id: 'intimate', name: 'Intimate', badge: 'Intimate Gathering', guests: '10-25', min: 10, max: 25 },
  { id: 'social', name: 'Social', badge: 'Social Events', guests: '26-50', min: 26, max: 50 },
  { id: 'corporate', name: 'Corporate', badge: 'Corporate Events', guests: '51-100', min: 51, max: 100 },
  {
    id: 'celebration',
    name: 'Celebration',
    badge: 'Large Celebrations',
    guests: '101-200',
    min: 101,
    max: 200,
  },
  { id: 'grand', name: 'Grand', badge: 'Grand Events', guests: '201-500', min: 201, max: 500 },
] as const;

export type PackageId = (typeof PACKAGES)[number]['id'];

export const findPackage = (id: string | undefined) => PACKAGES.find((p) => p.id === id);

/** The /quote badge: a known package's name, else 'Custom Package' (SPEC section 2). */
export const packageBadge = (id: string | undefined) => findPackage(id)?.badge ?? 'Custom Package';
