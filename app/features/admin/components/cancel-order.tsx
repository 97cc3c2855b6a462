import { formatMoney } from '@contracts/money';
import { useState } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { TextField } from '~/components/ui/field';
import { ReasonField } from '~/components/ui/reason-field';
import { useCancelOrder } from '../mutations';
import type { AdminOrder } from '../queries';
import { refundAmountProblem } from '../refund-amount';

/** Settling a dispute: the admin chooses the refund (all of it by default) and gives the reason the customer reads. */
export function CancelOrder({ userId, order }: { userId: string; order: AdminOrder }) {
  const [refund, setRefund] = useState(order.amount);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder(userId);
  const amountProblem = refundAmountProblem(refund, {
    most: order.amount,
    positive: false,
    outOfRange: `At most ${formatMoney(order.amount)}, what was charged`,
  });
  return (
    <ConfirmButton
      label="Cancel booking"
      ariaLabel={`Cancel booking: ${order.vendorName} for ${order.customerEmail}`}
      variant="outline"
      className="w-full"
      title="Cancel this booking?"
      description={`${order.vendorName}, ${formatMoney(order.amount)}, booked by ${order.customerEmail}. Its job tickets are withdrawn and the refund goes back to the customer's card.`}
      confirmLabel={amountProblem ? 'Cancel booking' : `Cancel and refund ${formatMoney(refund.trim())}`}
      dismissLabel="Keep booking"
      confirmDisabled={Boolean(amountProblem) || !reason.trim() || cancel.isPending}
      onConfirm={() => cancel.mutate({ orderId: order.id, refundAmount: refund.trim(), reason })}
    >
      <TextField
        label="Refund (USD)"
        inputMode="decimal"
        value={refund}
        error={amountProblem}
        onChange={(event) => setRefund(event.target.value)}
      />
      <ReasonField label="Reason the customer will see" value={reason} onChange={setReason} required />
    </ConfirmButton>
  );
}
