import type { VendorReview } from '@contracts/applications';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { StatusPill } from '~/components/ui/pill';
import { useVerifyVendor } from '../mutations';
import { Card, cardGrid, humanize } from './states';

type Props = { userId: string; vendors: VendorReview[]; online: boolean };

/** Every decided vendor, with the VERIFIED badge the directory shows switched here. */
export function VendorsList({ userId, vendors, online }: Props) {
  const verify = useVerifyVendor(userId);
  return (
    <ul className={cardGrid} aria-label="Vendors">
      {vendors.map((vendor) => (
        <VendorRow
          key={vendor.id}
          vendor={vendor}
          disabled={!online || verify.isPending}
          // While the call runs the switch shows where it is going, not where it was.
          verified={
            verify.isPending && verify.variables.id === vendor.id
              ? verify.variables.verified
              : vendor.isVerified
          }
          onVerify={(verified) => verify.mutate({ id: vendor.id, verified })}
        />
      ))}
    </ul>
  );
}

type RowProps = {
  vendor: VendorReview;
  verified: boolean;
  disabled: boolean;
  onVerify: (verified: boolean) => void;
};

function VendorRow({ vendor, verified, disabled, onVerify }: RowProps) {
  const id = useId();
  return (
    <Card testId="admin-vendor">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-semibold">
            {vendor.businessName}
          </h3>
          <p className="text-sm text-muted">
            {humanize(vendor.businessType)} · {humanize(vendor.plan)} plan{' '}
            <StatusPill status={vendor.applicationStatus} />
          </p>
          {vendor.ownerEmail && <p className="text-sm wrap-anywhere text-muted">{vendor.ownerEmail}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-center gap-1">
          <Switch.Root
            id={id}
            checked={verified}
            disabled={disabled}
            onCheckedChange={onVerify}
            aria-labelledby={`${id}-name ${id}-label`}
            className="relative inline-flex h-8 w-14 items-center rounded-full bg-line p-1 before:absolute before:-inset-x-1 before:-inset-y-1.5 before:content-[''] transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-pine-700"
          >
            <Switch.Thumb className="block h-6 w-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
          </Switch.Root>
          <label htmlFor={id} id={`${id}-label`} className="text-xs font-medium">
            Verified
          </label>
        </div>
      </div>
    </Card>
  );
}
