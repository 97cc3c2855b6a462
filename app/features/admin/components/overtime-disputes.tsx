import { formatMoney } from '@contracts/money';
import type { OvertimeDisputeView } from '@contracts/overtime-dispute';
import { minutesWords } from '@contracts/worked-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { ReasonField } from '~/components/ui/reason-field';
import { useRuleOnOvertime } from '../mutations';
import { overtimeDisputesQuery } from '../queries';
import { QueryView } from './states';

/** The second list of the Problems tab: overtime a vendor declined and its worker disputes, each ruled once. */
export function OvertimeDisputes({ userId, online }: { userId: string; online: boolean }) {
  const disputes = useQuery(overtimeDisputesQuery(userId));
  return (
    <QueryView
      query={disputes}
      what="overtime disputes"
      online={online}
      isEmpty={(d) => !d.length}
      empty="No overtime disputed."
    >
      {(data) => (
        <ul className="space-y-3">
          {data.map((dispute) => (
            <DisputeCard key={dispute.ticketId} userId={userId} dispute={dispute} online={online} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function DisputeCard({
  userId,
  dispute,
  online,
}: {
  userId: string;
  dispute: OvertimeDisputeView;
  online: boolean;
}) {
  const [note, setNote] = useState('');
  const rule = useRuleOnOvertime(userId);
  const words = minutesWords(dispute.minutes);
  const about = `${words} of overtime on ${dispute.bookingName} with ${dispute.vendorName} for ${dispute.workerName}`;
  const settle = (action: 'pay' | 'uphold') =>
    rule.mutate({ ticketId: dispute.ticketId, input: { action, note } });
  return (
    <li className="space-y-2 rounded-xl border border-line bg-white p-4" data-testid="overtime-dispute">
      <h3 className="font-semibold">
        {dispute.bookingName} · {dispute.vendorName}
      </h3>
      <p className="text-sm text-muted">
        {dispute.workerName} · {words} ({formatMoney(dispute.amount)}) declined by the vendor · disputed{' '}
        {new Date(dispute.disputedAt).toLocaleDateString('en-US')}
      </p>
      <p className="text-sm">
        <strong>Worker's reason:</strong> {dispute.reason}
      </p>
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label="Pay overtime"
          ariaLabel={`Pay the ${about}`}
          variant="outline"
          title="Pay the overtime?"
          description={`${about}. The vendor pays ${formatMoney(dispute.amount)} to the worker, as if they had approved it.`}
          confirmLabel={`Pay ${formatMoney(dispute.amount)}`}
          confirmDisabled={rule.isPending}
          disabled={!online}
          onConfirm={() => settle('pay')}
        >
          <ReasonField label="Note both sides will read (optional)" value={note} onChange={setNote} />
        </ConfirmButton>
        <ConfirmButton
          label="Uphold decline"
          ariaLabel={`Uphold the decline of the ${about}`}
          variant="outline"
          title="Uphold the vendor's decline?"
          description={`${about}. Nothing more is paid, and the worker cannot dispute it again.`}
          confirmLabel="Uphold decline"
          confirmDisabled={rule.isPending}
          disabled={!online}
          onConfirm={() => settle('uphold')}
        >
          <ReasonField label="Note both sides will read (optional)" value={note} onChange={setNote} />
        </ConfirmButton>
      </div>
    </li>
  );
}
