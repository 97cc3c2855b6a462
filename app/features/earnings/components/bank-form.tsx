import { bankMethodSchema } from '@contracts/payouts';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { type PayeeTarget, useSaveBankAccount } from '../mutations';

type Props = {
  userId: string;
  target: PayeeTarget;
  online: boolean;
  onDone?: () => void;
  onCancel?: () => void;
};

/**
 * The embedded provider's payout method: the bank account money is sent to. The numbers go to the
 * server once, which keeps only "Checking account ending 6789"; nothing is kept on the phone.
 */
export function BankForm({ userId, target, online, onDone, onCancel }: Props) {
  const form = useForm({ accountHolder: '', routingNumber: '', accountNumber: '' });
  const save = useSaveBankAccount(userId, target);
  const send = () => {
    if (!form.check(bankMethodSchema)) return;
    save.mutate(form.values, {
      onSuccess: () => {
        form.reset();
        onDone?.();
      },
      onError: form.failFrom,
    });
  };
  return (
    <form
      {...form.formProps(send)}
      className="mt-3 grid gap-3 sm:grid-cols-3"
      aria-label="Bank account for payouts"
    >
      <TextField label="Account holder" autoComplete="name" {...form.field('accountHolder')} />
      <TextField
        label="Routing number"
        inputMode="numeric"
        autoComplete="off"
        hint="9 digits, bottom left of a check"
        {...form.field('routingNumber')}
      />
      <TextField
        label="Checking account number"
        inputMode="numeric"
        autoComplete="off"
        hint="Only its last 4 digits are kept"
        {...form.field('accountNumber')}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" variant="secondary" disabled={!online || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save payout account'}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
