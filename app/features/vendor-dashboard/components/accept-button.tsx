import { formatMoney } from '@contracts/money';
import type { VendorBookingView } from '@contracts/vendor-dashboard';
import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';

type Props = {
  money: VendorBookingView['money'];
  disabled: boolean;
  busy: boolean;
  onAccept: () => void;
};

/**
 * Accept, asked about first when the booking's worker pay is more than the vendor's share: accepting
 * it would leave them owing, which the row says but a quick tap would miss.
 */
export function AcceptButton({ money, disabled, busy, onAccept }: Props) {
  const label = busy ? 'Saving...' : 'Accept';
  if (!money.vendorKeeps.startsWith('-'))
    return (
      <Button disabled={disabled} onClick={onAccept}>
        {label}
      </Button>
    );
  const owed = formatMoney(money.vendorKeeps.slice(1));
  return (
    <ConfirmButton
      label={label}
      variant="primary"
      title="Accept a booking you would pay for?"
      description={`Its worker pay is more than your share after the platform fee: you would owe ${owed}. Raising the service's price stops this for later bookings.`}
      confirmLabel={`Accept and owe ${owed}`}
      dismissLabel="Not now"
      disabled={disabled}
      onConfirm={onAccept}
    />
  );
}
