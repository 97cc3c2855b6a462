import type { JobTicketView } from '@contracts/jobs';
import { REASON_MIN } from '@contracts/overtime-dispute';
import { minutesWords } from '@contracts/worked-time';
import { useState } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { ReasonField } from '~/components/ui/reason-field';
import { useDisputeOvertime } from '../mutations';

type Props = {
  userId: string;
  ticketId: string;
  overtime: NonNullable<JobTicketView['overtime']>;
  online: boolean;
};

/**
 * What came of the overtime the check-out asked: waiting for the vendor, approved, declined (with
 * "Dispute" for 7 days), disputed, or the admin's ruling.
 */
export function OvertimeNote({ userId, ticketId, overtime, online }: Props) {
  const [reason, setReason] = useState('');
  const dispute = useDisputeOvertime(userId);
  const words = minutesWords(overtime.minutes);
  const ruling = overtime.ruling ? ` Note: ${overtime.ruling}` : '';
  const open = overtime.disputableUntil !== null && new Date(overtime.disputableUntil) > new Date();
  const line = (() => {
    if (overtime.status === 'requested') return `Overtime of ${words} asked: waiting for the vendor`;
    if (overtime.status === 'disputed') return 'Overtime disputed: the admin will decide';
    if (overtime.ruledAt)
      return overtime.status === 'approved'
        ? `Overtime of ${words} paid: the admin ruled it owed.${ruling}`
        : `Overtime declined by the vendor: the admin upheld it.${ruling}`;
    return overtime.status === 'approved'
      ? `Overtime of ${words} approved`
      : 'Overtime declined by the vendor';
  })();
  return (
    <div className="space-y-2 rounded-lg border border-line px-3 py-2 text-sm" data-testid="overtime-note">
      <p>{line}</p>
      {overtime.status === 'declined' && open && (
        <ConfirmButton
          label="Dispute"
          ariaLabel={`Dispute the declined ${words} of overtime`}
          variant="outline"
          title="Dispute the declined overtime?"
          description={`Say why the ${words} is owed. An admin reads it with the vendor's answer and decides once.`}
          confirmLabel="Send dispute"
          confirmDisabled={reason.trim().length < REASON_MIN || dispute.isPending}
          disabled={!online}
          onConfirm={() => dispute.mutate({ ticketId, reason: reason.trim() })}
        >
          <ReasonField label="Why the overtime is owed" value={reason} onChange={setReason} required />
        </ConfirmButton>
      )}
    </div>
  );
}
