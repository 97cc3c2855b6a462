import { formatDay, townToday } from '@contracts/dates';
import type { VendorBookingView } from '@contracts/vendor-dashboard';
import { Button } from '~/components/ui/button';
import { useMarkDelivered } from '../mutations';

// ORDER_MOVES.markDelivered in api/modules/orders/transitions.ts.
const DELIVERABLE = ['accepted', 'in_progress'];

/**
 * Work without workers' tickets is completed by its vendor, on or after the event's day in Broken
 * Bow; before then the row says from when. Work with tickets completes when its workers finish.
 */
export function DeliveredAction({
  userId,
  order,
  online,
}: {
  userId: string;
  order: VendorBookingView;
  online: boolean;
}) {
  const mark = useMarkDelivered(userId);
  if (order.hasJobs || !DELIVERABLE.includes(order.status)) return null;
  if (order.scheduledDate && order.scheduledDate > townToday()) {
    return (
      <p className="text-sm text-muted">You can mark it delivered from {formatDay(order.scheduledDate)}.</p>
    );
  }
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={!online || mark.isPending}
      aria-label={`Mark ${order.customerName}'s booking delivered`}
      onClick={() => mark.mutate(order.id)}
    >
      {!online ? 'Connect to mark delivered' : mark.isPending ? 'Saving...' : 'Mark delivered'}
    </Button>
  );
}
