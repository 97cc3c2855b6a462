import type { VendorReview } from '@contracts/applications';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { StatusPill } from '~/components/ui/pill';
import { ReasonField } from '~/components/ui/reason-field';
import { Switch } from '~/components/ui/switch';
import { useReinstateVendor, useSuspendVendor, useVerifyVendor } from '../mutations';
import { Card, cardGrid, humanize } from './states';

type Props = { userId: string; vendors: VendorReview[]; online: boolean };

/** Every decided vendor, with the VERIFIED badge the directory shows switched here, and suspension. */
export function VendorsList({ userId, vendors, online }: Props) {
  const verify = useVerifyVendor(userId);
  const suspend = useSuspendVendor(userId);
  const reinstate = useReinstateVendor(userId);
  const busy = verify.isPending || suspend.isPending || reinstate.isPending;
  return (
    <ul className={cardGrid} aria-label="Vendors">
      {vendors.map((vendor) => (
        <VendorRow
          key={vendor.id}
          vendor={vendor}
          disabled={!online || busy}
          // While the call runs the switch shows where it is going, not where it was.
          verified={
            verify.isPending && verify.variables.id === vendor.id
              ? verify.variables.verified
              : vendor.isVerified
          }
          onVerify={(verified) => verify.mutate({ id: vendor.id, verified })}
          onSuspend={(reason) => suspend.mutate({ id: vendor.id, reason })}
          onReinstate={() => reinstate.mutate(vendor.id)}
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
  onSuspend: (reason: string) => void;
  onReinstate: () => void;
};

function VendorRow({ vendor, verified, disabled, onVerify, onSuspend, onReinstate }: RowProps) {
  const id = useId();
  const approved = vendor.applicationStatus === 'approved';
  const suspended = approved && !vendor.isActive;
  return (
    <Card testId="admin-vendor">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-semibold">
            {vendor.businessName}
          </h3>
          <p className="text-sm text-muted">
            {humanize(vendor.businessType)} · {humanize(vendor.plan)} plan{' '}
            <StatusPill status={suspended ? 'suspended' : vendor.applicationStatus} />
          </p>
          {vendor.ownerEmail && <p className="text-sm wrap-anywhere text-muted">{vendor.ownerEmail}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-center gap-1">
          <Switch
            id={id}
            checked={verified}
            disabled={disabled}
            onCheckedChange={onVerify}
            aria-labelledby={`${id}-name ${id}-label`}
            className="relative inline-flex h-8 w-14 items-center rounded-full bg-line p-1 before:absolute before:-inset-x-1 before:-inset-y-1.5 before:content-[''] transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-pine-700"
            thumbClassName="block h-6 w-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6"
          />
          <label htmlFor={id} id={`${id}-label`} className="text-xs font-medium">
            Verified
          </label>
        </div>
      </div>
      {vendor.applicationStatus === 'rejected' && vendor.decisionNote && (
        <p className="text-sm">Rejected: {vendor.decisionNote}</p>
      )}
      {suspended && vendor.suspendedReason && (
        <p className="text-sm text-danger" data-testid="suspended-reason">
          Suspended: {vendor.suspendedReason}
        </p>
      )}
      {approved && (
        <div className="mt-auto border-t border-line pt-3">
          {suspended ? (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={disabled}
              onClick={onReinstate}
              aria-label={`List ${vendor.businessName} again`}
            >
              List again
            </Button>
          ) : (
            <SuspendButton name={vendor.businessName} disabled={disabled} onSuspend={onSuspend} />
          )}
        </div>
      )}
    </Card>
  );
}

type SuspendProps = { name: string; disabled: boolean; onSuspend: (reason: string) => void };

/** Suspend with the reason the vendor reads, after saying what it does to the vendor's customers. */
function SuspendButton({ name, disabled, onSuspend }: SuspendProps) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmButton
      label="Suspend"
      ariaLabel={`Suspend ${name}`}
      className="w-full sm:w-auto"
      title={`Suspend ${name}?`}
      description="It leaves the directory at once, and its pending and accepted bookings are cancelled with a full refund to each customer. Customers are told the vendor is no longer taking bookings; the vendor reads your reason."
      confirmLabel="Suspend and refund"
      dismissLabel="Keep it listed"
      confirmDisabled={!reason.trim()}
      disabled={disabled}
      onConfirm={() => onSuspend(reason.trim())}
    >
      <ReasonField label="Reason (the vendor reads this)" value={reason} onChange={setReason} required />
    </ConfirmButton>
  );
}
