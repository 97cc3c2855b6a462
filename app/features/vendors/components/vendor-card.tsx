import { PRICE_RANGE_LABELS } from '@contracts/enums';
import type { VendorCard as Vendor } from '@contracts/vendors';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PhotoImg } from '~/components/ui/photo-img';
import { Rating } from '~/components/ui/rating';
import { guestLine } from '../format';
import { TrustLine } from './trust-facts';
import { VendorBadges } from './vendor-badges';

/**
 * One directory card. The name's link is stretched over the whole card (its ::after covers the photo
 * too), so a tap anywhere opens the vendor and the card is a single link named by the business while
 * badges and rating stay readable text. `action` (the heart) sits above the stretched link.
 */
export function VendorCard({
  vendor,
  eager = false,
  action,
}: {
  vendor: Vendor;
  eager?: boolean;
  action?: ReactNode;
}) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-lake-600 hover:shadow-md"
      data-testid="vendor-card"
    >
      <PhotoImg
        photo={vendor.photo}
        businessType={vendor.businessType}
        // One column on a phone, two from sm, three from xl (directory-results.tsx).
        sizes="(min-width: 1280px) 25rem, (min-width: 640px) 50vw, 100vw"
        // The first cards are on screen at once (the phone's largest paint); the rest wait for a scroll.
        loading={eager ? 'eager' : 'lazy'}
        className="h-36 w-full bg-pine-50 object-cover sm:aspect-[40/26] sm:h-auto"
      />
      {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <VendorBadges vendor={vendor} />
        <h2 className="text-lg leading-snug font-bold text-pine-800">
          <Link
            to="/vendor/$id"
            params={{ id: vendor.id }}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {vendor.businessName}
          </Link>
        </h2>
        <Rating value={Number(vendor.rating)} reviews={vendor.reviewCount} />
        <TrustLine trust={vendor.trust} />
        {vendor.description && <p className="line-clamp-2 text-sm text-muted">{vendor.description}</p>}
        <p className="mt-auto flex flex-wrap justify-between gap-x-3 gap-y-1 pt-2 text-sm">
          {vendor.priceRange && (
            <span className="font-semibold text-ink">
              {vendor.priceRange}
              <span className="font-normal text-muted"> · {PRICE_RANGE_LABELS[vendor.priceRange]}</span>
            </span>
          )}
          <span className="text-muted">{guestLine(vendor.guestRange)}</span>
        </p>
      </div>
    </article>
  );
}
