import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { ReasonField } from '~/components/ui/reason-field';

type DecideProps = {
  name: string;
  /** 'vendor' or 'gig worker': whose application it is. */
  kind: string;
  /** Approving this one now. */
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
};

/** Approve, or Reject with a reason and a confirmation; the names say whose it is to a screen reader. */
export function Decide({ name, kind, busy, disabled, onApprove, onReject }: DecideProps) {
  const [reason, setReason] = useState('');
  return (
    <div className="mt-auto grid grid-cols-2 gap-2 border-t border-line pt-3">
      <Button variant="secondary" disabled={disabled} onClick={onApprove} aria-label={`Approve ${name}`}>
        {busy ? 'Saving...' : 'Approve'}
      </Button>
      <ConfirmButton
        label="Reject"
        ariaLabel={`Reject ${name}`}
        title={`Reject ${name}?`}
        description={`The ${kind} application will not be approved. The applicant reads your reason where they check their application.`}
        confirmLabel="Reject application"
        dismissLabel="Keep it pending"
        // The server refuses a rejection without a reason too (400 'Please give a reason').
        confirmDisabled={!reason.trim()}
        disabled={disabled}
        onConfirm={() => onReject(reason.trim())}
      >
        <ReasonField label="Reason (the applicant reads this)" value={reason} onChange={setReason} required />
      </ConfirmButton>
    </div>
  );
}
