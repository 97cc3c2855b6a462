import { formatMoney } from '@contracts/money';
import type { CustomerOfferView } from '@contracts/offers';
import { useState } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { ReasonField } from '~/components/ui/reason-field';

type Props = {
  offer: Pick<CustomerOfferView, 'id' | 'vendorName' | 'price'>;
  disabled: boolean;
  declining: boolean;
  onDecline: (offerId: string, reason: string) => void;
};

/** Says no to an offer, asking first, with an optional reason the vendor reads. */
export function DeclineOffer({ offer, disabled, declining, onDecline }: Props) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmButton
      label={declining ? 'Declining...' : 'Decline'}
      ariaLabel={`Decline the offer from ${offer.vendorName} for ${formatMoney(offer.price)}`}
      variant="outline"
      className="w-full"
      title="Decline this offer?"
      description={`${offer.vendorName} will see that you declined it, and why if you say. You can no longer book it.`}
      confirmLabel="Decline offer"
      dismissLabel="Keep offer"
      disabled={disabled || declining}
      onConfirm={() => onDecline(offer.id, reason.trim())}
    >
      <ReasonField
        label={`Why not? (optional, ${offer.vendorName} sees this)`}
        value={reason}
        onChange={setReason}
      />
    </ConfirmButton>
  );
}
