import type { BusinessType } from '@contracts/enums';
import { decimalToCents, formatMoney } from '@contracts/money';
import type { ReviewSummary } from '@contracts/reviews';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import type { JsonLd } from '~/lib/use-page-meta';
import type { SearchMeta } from '~/lib/use-search-meta';

/**
 * The schema.org type of each kind of business: the LocalBusiness subtype where one fits, else
 * LocalBusiness. A venue stays LocalBusiness: schema.org's EventVenue is a civic structure, which
 * has no priceRange.
 */
const SCHEMA_TYPES: Record<BusinessType, string> = {
  restaurant: 'FoodEstablishment',
  venue: 'LocalBusiness',
  photography: 'LocalBusiness',
  entertainment: 'EntertainmentBusiness',
  florist: 'Florist',
  bartending: 'FoodEstablishment',
  rentals: 'LocalBusiness',
  other: 'LocalBusiness',
};

/** "$45.00 - $1,250.00" from the active services' prices; the listed price band when it has none. */
function priceRange(vendor: VendorDetail, services: readonly ServiceView[]): string | undefined {
  const cents = services.flatMap((s) => decimalToCents(s.price) ?? []);
  if (cents.length === 0) return vendor.priceRange ?? undefined;
  const low = formatMoney(Math.min(...cents), 'cents');
  const high = formatMoney(Math.max(...cents), 'cents');
  return low === high ? low : `${low} - ${high}`;
}

/**
 * A vendor page for search engines: the business (address, price range, and a rating only from the
 * reviews the page shows, when it shows any), the way back to the directory, and its picture.
 */
export function vendorSearchMeta(
  origin: string,
  vendor: VendorDetail,
  services: readonly ServiceView[],
  reviews: ReviewSummary | undefined,
): SearchMeta {
  const url = new URL(`/vendor/${encodeURIComponent(vendor.id)}`, origin).href;
  const image = new URL(vendor.photo?.src ?? `/images/${vendor.businessType}.svg`, origin).href;
  const business: JsonLd = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[vendor.businessType],
    name: vendor.businessName,
    url,
    image,
    ...(vendor.description && { description: vendor.description }),
    address: {
      '@type': 'PostalAddress',
      ...(vendor.address && { streetAddress: vendor.address }),
      addressLocality: vendor.city ?? 'Broken Bow',
      addressRegion: vendor.state ?? 'OK',
      ...(vendor.zipCode && { postalCode: vendor.zipCode }),
      addressCountry: 'US',
    },
    ...(vendor.phone && { telephone: vendor.phone }),
    ...(priceRange(vendor, services) && { priceRange: priceRange(vendor, services) }),
    ...(reviews &&
      reviews.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Number(reviews.average),
          reviewCount: reviews.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
  const crumbs = [
    ['Home', '/'],
    ['Vendors', '/vendors'],
    [vendor.businessName, url],
  ] as const;
  const breadcrumbs: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: new URL(path, origin).href,
    })),
  };
  return { image, type: 'business.business', jsonLd: [business, breadcrumbs] };
}
