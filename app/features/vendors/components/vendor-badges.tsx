import type { VendorCard } from '@contracts/vendors';
import { Icon } from '~/components/ui/icons';
import { BUSINESS_TYPE_LABELS } from '../format';
import { isFeatured } from '../queries';
import { repliesWithin } from '../trust-words';

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide';

/** FEATURED while featuredUntil is ahead (SPEC section 4), VERIFIED, the business type, and a quick replier's badge. */
export function VendorBadges({
  vendor,
}: {
  vendor: Pick<VendorCard, 'featuredUntil' | 'isVerified' | 'businessType' | 'cuisineType' | 'trust'>;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Badges">
      {isFeatured(vendor) && <li className={`${badge} bg-sunset-700 text-white`}>FEATURED</li>}
      {vendor.isVerified && (
        <li className={`${badge} bg-pine-100 text-pine-800`}>
          <Icon name="check" className="h-3.5 w-3.5" strokeWidth={3} />
          VERIFIED
        </li>
      )}
      <li className={`${badge} bg-lake-100 font-semibold tracking-normal text-lake-700`}>
        {BUSINESS_TYPE_LABELS[vendor.businessType]}
        {vendor.cuisineType && ` · ${vendor.cuisineType}`}
      </li>
      {vendor.trust.repliesWithinHours !== null && (
        <li
          className={`${badge} border border-pine-100 bg-white font-semibold tracking-normal text-pine-800`}
        >
          <Icon name="message" className="h-3.5 w-3.5" />
          {repliesWithin(vendor.trust.repliesWithinHours)}
        </li>
      )}
    </ul>
  );
}
