import type { RefundView } from '@contracts/checkout';
import { cancelledLine } from '~/lib/format';

/** A cancelled booking's money and reason, said the same way to the vendor and the admin. */
export function CancelledNote({ refund, reason }: { refund: RefundView | null; reason: string | null }) {
  return (
    <p className="text-sm">
      <span className="font-medium">{cancelledLine(refund)}</span>
      {reason && <span className="text-muted">. Reason: {reason}</span>}
    </p>
  );
}
