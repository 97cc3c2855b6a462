import type { PayoutAccountView } from '@contracts/finance';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Pill } from '~/components/ui/pill';
import { type PayeeTarget, useStripeOnboarding } from '../mutations';
import { BankForm } from './bank-form';

type Props = {
  userId: string;
  target: PayeeTarget;
  account: PayoutAccountView;
  payoutsBy: 'local' | 'stripe';
  online: boolean;
};

/**
 * Where the money goes: with Stripe, an Express account Stripe onboards (pending until Stripe says it
 * can receive payouts); embedded, a bank account on file. Until one can receive money, what is owed
 * waits, and this says so.
 */
export function PayoutSetup({ userId, target, account, payoutsBy, online }: Props) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  const onboarding = useStripeOnboarding(userId, target);
  const ready = account?.status === 'enabled';
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold">
          Payout account
        </h3>
        {account && <Pill tone={ready ? 'good' : 'pending'}>{ready ? 'Ready for payouts' : 'Pending'}</Pill>}
      </div>
      {ready && <p className="mt-1">Payouts go to your {account.description}.</p>}
      {account?.status === 'pending' && (
        <p className="mt-1 text-muted">
          Stripe needs a few more details before it can pay you. What you are owed waits until then.
        </p>
      )}
      {!account && (
        <p className="mt-1 text-muted">
          Tell us where to send your money. Until then, what you are owed waits here.
        </p>
      )}
      {payoutsBy === 'stripe' && !ready && (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={!online || onboarding.isPending}
          onClick={() => onboarding.mutate()}
        >
          {onboarding.isPending
            ? 'Opening Stripe…'
            : account
              ? 'Continue with Stripe'
              : 'Set up payouts with Stripe'}
        </Button>
      )}
      {payoutsBy === 'local' &&
        (account && !changing ? (
          <Button className="mt-3" variant="outline" disabled={!online} onClick={() => setChanging(true)}>
            Change bank account
          </Button>
        ) : (
          <BankForm
            userId={userId}
            target={target}
            online={online}
            onDone={() => setChanging(false)}
            onCancel={account ? () => setChanging(false) : undefined}
          />
        ))}
      {!online && <p className="mt-2 text-sm text-muted">Setting up payouts needs a connection.</p>}
    </section>
  );
}
