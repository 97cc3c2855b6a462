import type { BookingChangeView } from '@contracts/booking-change';
import { formatMoney } from '@contracts/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { whenLine } from '~/lib/when';
import { vendorKeys } from '../queries';

type Props = { userId: string; change: BookingChangeView | null; disabled: boolean };

/** A change the customer asked for, on its booking's card: what it moves to, with Accept and Decline. */
export function ChangeAnswer({ userId, change, disabled }: Props) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (action: 'accept' | 'decline') =>
      post<BookingChangeView>(
        `/api/vendor/changes/${change?.id}/${action}`,
        action === 'decline' ? {} : undefined,
      ),
    onSuccess: (_, action) => toast({ title: action === 'accept' ? 'Change accepted' : 'Change declined' }),
    onError: (error) =>
      toast({ title: 'Could not answer the change', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.orders(userId) }),
  });
  if (!change) return null;
  const { to } = change;
  const difference = Number(change.difference);
  return (
    <div className="rounded-lg border border-lake-600 bg-lake-50 p-3 text-sm" data-testid="change-request">
      <p className="font-semibold">Change requested</p>
      <p>
        {whenLine(to.scheduledDate, to.selectedTime, to.guestCount, to.endTime)}, {formatMoney(to.amount)}
        {difference > 0 ? ` (${formatMoney(change.difference)} more, already held on the card)` : ''}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button disabled={disabled || answer.isPending} onClick={() => answer.mutate('accept')}>
          Accept change
        </Button>
        <Button
          variant="outline"
          disabled={disabled || answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          Decline change
        </Button>
      </div>
    </div>
  );
}
