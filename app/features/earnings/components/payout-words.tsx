import { formatLongDay } from '@contracts/dates';
import type { PayoutView } from '@contracts/finance';
import { formatMoney } from '@contracts/money';

type Args = {
  payout: PayoutView | null;
  /** When the money may be paid out (a vendor's share: the business day after the event). */
  availableOn: string | null;
  today: string;
  /** The payee's account can receive money. */
  ready: boolean;
  /** What the item is worth to the payee; nothing to pay when it is not above zero. */
  net: string;
};

// Text colours of the status pills' tones: a sentence reads better as a coloured line than as a pill.
const TONE = {
  good: 'text-pine-700',
  info: 'text-lake-700',
  bad: 'text-danger',
  pending: 'text-sunset-700',
  quiet: 'text-muted',
} as const;

type Words = { tone: keyof typeof TONE; text: string /** What to do about it. */; hint?: string };

function words({ payout, availableOn, today, ready, net }: Args): Words {
  if (payout?.status === 'paid')
    return { tone: 'good', text: `Paid out${payout.paidAt ? ` ${formatLongDay(payout.paidAt)}` : ''}` };
  if (payout?.status === 'pending') return { tone: 'info', text: 'Payout on its way' };
  if (payout?.status === 'failed')
    return {
      tone: 'bad',
      text: `Your payout of ${formatMoney(payout.amount)} could not be sent${payout.reason ? `: ${payout.reason.replace(/\.\s*$/, '')}` : ''}. Still owed to you.`,
      hint: 'Update your payout account: it is paid again in the next payout run once Stripe says it can receive money.',
    };
  if (net.startsWith('-') || net === '0.00') return { tone: 'quiet', text: 'Nothing to pay out' };
  if (availableOn && availableOn > today)
    return { tone: 'pending', text: `Paid out from ${formatLongDay(availableOn)}` };
  return ready
    ? { tone: 'info', text: 'Paid out in the next payout run' }
    : { tone: 'pending', text: 'Owed — set up your payout account to be paid' };
}

/** When an item's money is (or will be) paid out, in one coloured line. */
export function PayoutWords(args: Args) {
  const { tone, text, hint } = words(args);
  return (
    <>
      <p className={`text-sm font-semibold ${TONE[tone]} wrap-anywhere`}>{text}</p>
      {hint && <p className="text-sm text-muted">{hint}</p>}
    </>
  );
}
