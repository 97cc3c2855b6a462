import { PRICE_RANGE_LABELS } from '@contracts/enums';
import type { VendorDetail } from '@contracts/vendors';
import type { ReactNode } from 'react';
import { PhotoImg } from '~/components/ui/photo-img';
import { Rating } from '~/components/ui/rating';
import { TrustFacts } from './trust-facts';
import { VendorBadges } from './vendor-badges';

/** The vendor page's header: its one h1 is the business name; `action` (the heart) stands beside it. */
export function VendorHeader({ vendor, action }: { vendor: VendorDetail; action?: ReactNode }) {
  return (
    <header className="overflow-hidden rounded-2xl border border-line bg-white md:grid md:grid-cols-[2fr_3fr]">
      <PhotoImg
        photo={vendor.photo}
        businessType={vendor.businessType}
        // The page's first picture: fetched at once (the largest paint), never lazily.
        sizes="(min-width: 768px) 40vw, 100vw"
        fetchPriority="high"
        className="aspect-[40/26] h-full w-full bg-pine-50 object-cover"
      />
      <div className="space-y-3 p-4 sm:p-6">
        <VendorBadges vendor={vendor} />
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-pine-800">{vendor.businessName}</h1>
          {action}
        </div>
        <Rating value={Number(vendor.rating)} reviews={vendor.reviewCount} />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {vendor.priceRange && (
            <span className="font-semibold">
              {vendor.priceRange}
              <span className="font-normal text-muted"> · {PRICE_RANGE_LABELS[vendor.priceRange]}</span>
            </span>
          )}
          {vendor.city && (
            <span className="text-muted">
              {vendor.city}
              {vendor.state ? `, ${vendor.state}` : ''}
            </span>
          )}
        </p>
        {vendor.description && <p className="text-ink">{vendor.description}</p>}
        <TrustFacts trust={vendor.trust} />
      </div>
    </header>
  );
}
