import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { ReasonField } from '~/components/ui/reason-field';
import { useCancelBooking } from '../mutations';
import { cancellationQuery } from '../queries';

type Props = { userId: string; orderId: string; label: string };

/**
 * Cancel, with the exact refund shown before the customer confirms: the dialog asks the server when
 * it opens (the schedule moves with the calendar), and the button names the amount.
 */
export function CancelBooking({ userId, orderId, label }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const quote = useQuery({ ...cancellationQuery(orderId), enabled: open });
  const cancel = useCancelBooking(userId);
  const refund = quote.data?.refundAmount;
  return (
    <ConfirmButton
      label={cancel.isPending ? 'Cancelling...' : 'Cancel booking'}
      ariaLabel={`Cancel booking: ${label}`}
      variant="outline"
      title="Cancel this booking?"
      description={
        quote.isPending
          ? 'Working out your refund...'
          : quote.error
            ? `Could not work out your refund: ${quote.error.message}`
            : quote.data?.explanation
      }
      confirmLabel={
        refund && refund !== '0.00' ? `Cancel and refund ${formatMoney(refund)}` : 'Cancel booking'
      }
      dismissLabel="Keep booking"
      confirmDisabled={!quote.data?.cancellable}
      disabled={cancel.isPending}
      onOpenChange={setOpen}
      onConfirm={() => cancel.mutate({ orderId, reason })}
    >
      {quote.data?.cancellable && (
        <ReasonField
          label="Why are you cancelling? (optional, the vendor sees this)"
          value={reason}
          onChange={setReason}
        />
      )}
    </ConfirmButton>
  );
}
