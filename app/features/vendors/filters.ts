import { isCalendarDay } from '@contracts/dates';
import { CUISINE_TYPES, PRICE_RANGE_LABELS, PRICE_RANGES } from '@contracts/enums';
import { findPackage, PACKAGES, type PackageId } from '@contracts/packages';
import {
  DIRECTORY_CATEGORIES,
  DIRECTORY_SORTS,
  type DirectoryCategory,
  parseGuestRange,
  SEARCH_MAX_LENGTH,
} from '@contracts/vendors';
import * as v from 'valibot';
import { shortDay } from '~/lib/calendar';

// A link or a hand-typed URL with a bad value falls back to "no filter" instead of crashing the page.
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const packageIds = PACKAGES.map((p) => p.id) as [PackageId, ...PackageId[]];

const CUISINE_CATEGORIES: readonly (DirectoryCategory | undefined)[] = ['restaurant', 'catering'];
export const offersCuisine = (category: DirectoryCategory | undefined) =>
  CUISINE_CATEGORIES.includes(category);

/** The directory's filters as the URL carries them (SPEC section 2), shared by links, controls and the query. */
export const directorySearchSchema = v.pipe(
  v.object({
    category: optional(v.picklist(DIRECTORY_CATEGORIES)),
    cuisineType: optional(v.picklist(CUISINE_TYPES)),
    priceRange: optional(v.picklist(PRICE_RANGES)),
    // Packages link with ranges beyond the four sizes (101-200, 201-500); the API takes any range.
    guests: optional(
      v.pipe(
        v.string(),
        v.check((value) => parseGuestRange(value) !== null),
      ),
    ),
    package: optional(v.picklist(packageIds)),
    // Vendors free to take an event that day (not blocked, not fully booked).
    date: optional(v.pipe(v.string(), v.check(isCalendarDay))),
    // What the search box sent; a hand-typed one past the API's limit is cut rather than refused.
    // The router reads ?q=42 as a number: a search for 42 all the same.
    q: optional(
      v.pipe(
        v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
        v.transform((value) => value.trim().slice(0, SEARCH_MAX_LENGTH) || undefined),
      ),
    ),
    // Featured first is the default, so it never shows in the URL.
    sort: optional(
      v.pipe(
        v.picklist(DIRECTORY_SORTS),
        v.transform((value) => (value === 'featured' ? undefined : value)),
      ),
    ),
  }),
  // A cuisine only means something for caterers; the control is hidden for every other category.
  v.transform((search) => (offersCuisine(search.category) ? search : { ...search, cuisineType: undefined })),
);
export type DirectoryFilters = v.InferOutput<typeof directorySearchSchema>;
export type FilterName = keyof DirectoryFilters;

/** The Category control's choices: Catering is how the site names restaurants. */
export const CATEGORY_OPTIONS: { value: DirectoryCategory; label: string }[] = [
  { value: 'restaurant', label: 'Catering' },
  { value: 'venue', label: 'Venues' },
  { value: 'photography', label: 'Photography' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'florist', label: 'Florists' },
  { value: 'bartending', label: 'Bartending' },
  { value: 'rentals', label: 'Rentals' },
];

/** Categories only reached by links (the delivery page): named so the control and chip can show them. */
const LINK_ONLY_CATEGORIES: Partial<Record<DirectoryCategory, string>> = {
  catering: 'Catering',
  delivery: 'Delivery',
};

export const categoryLabel = (category: DirectoryCategory) =>
  CATEGORY_OPTIONS.find((o) => o.value === category)?.label ?? LINK_ONLY_CATEGORIES[category] ?? category;

export const priceRangeLabel = (range: (typeof PRICE_RANGES)[number]) =>
  `${range} ${PRICE_RANGE_LABELS[range]}`;

export type ActiveFilter = { name: FilterName; label: string };

/** What is filtering the list right now, in the order the controls show them, for chips and the count. */
export function activeFilters(filters: DirectoryFilters): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.category) chips.push({ name: 'category', label: categoryLabel(filters.category) });
  if (filters.cuisineType) chips.push({ name: 'cuisineType', label: filters.cuisineType });
  if (filters.guests) chips.push({ name: 'guests', label: `${filters.guests} guests` });
  if (filters.priceRange) chips.push({ name: 'priceRange', label: priceRangeLabel(filters.priceRange) });
  const pkg = findPackage(filters.package);
  if (pkg) chips.push({ name: 'package', label: `${pkg.name} package (${pkg.guests} guests)` });
  if (filters.date) chips.push({ name: 'date', label: `Available ${shortDay(filters.date)}` });
  return chips;
}
