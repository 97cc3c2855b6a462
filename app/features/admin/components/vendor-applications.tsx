import type { VendorReview } from '@contracts/applications';
import { useDecideVendor } from '../mutations';
import { Decide } from './decide-buttons';
import { Card, cardGrid, Facts, humanize, shortDate, yesNo } from './states';

type Props = { userId: string; vendors: VendorReview[]; online: boolean };

/** Pending vendor applications, with everything the applicant told us. */
export function VendorApplications({ userId, vendors, online }: Props) {
  const decide = useDecideVendor(userId);
  return (
    <ul className={cardGrid} aria-label="Vendor applications">
      {vendors.map((vendor) => {
        const busy = decide.isPending && decide.variables.approve && decide.variables.id === vendor.id;
        return (
          <Card key={vendor.id} testId="vendor-application">
            <div>
              <h3 className="text-lg font-semibold">{vendor.businessName}</h3>
              <p className="text-sm text-muted">Applied {shortDate(vendor.createdAt)}</p>
            </div>
            {vendor.description && <p className="text-sm">{vendor.description}</p>}
            <Facts
              items={[
                ['Type', humanize(vendor.businessType)],
                ['Cuisine', vendor.cuisineType ?? '—'],
                ['Plan', humanize(vendor.plan)],
                ['Experience', vendor.experience ? `${vendor.experience} years` : '—'],
                ['Licence', yesNo(vendor.hasLicense)],
                ['Insurance', yesNo(vendor.hasInsurance)],
                ['Certification', yesNo(vendor.hasCertifications)],
                ['Phone', vendor.phone ?? '—'],
                ['Email', vendor.email ?? '—', 'wide'],
                ['Website', vendor.website || '—', 'wide'],
                ['Address', vendor.address ?? '—', 'wide'],
                ['Owner', vendor.ownerEmail ?? '—', 'wide'],
              ]}
            />
            <Decide
              name={vendor.businessName}
              busy={busy}
              disabled={!online || decide.isPending}
              kind="vendor"
              onApprove={() => decide.mutate({ id: vendor.id, approve: true })}
              onReject={(reason) => decide.mutate({ id: vendor.id, approve: false, reason })}
            />
          </Card>
        );
      })}
    </ul>
  );
}
