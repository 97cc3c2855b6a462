import { formatLongDay } from '@contracts/dates';
import type { PayoutView } from '@contracts/finance';

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

function words({ payout, availableOn, today, ready, net }: Args): { tone: keyof typeof TONE; text: string } {
  if (payout?.status === 'paid')
    return { tone: 'good', text: `Paid out${payout.paidAt ? ` ${formatLongDay(payout.paidAt)}` : ''}` };
  if (payout?.status === 'pending') return { tone: 'info', text: 'Payout on its way' };
  if (payout?.status === 'failed')
    return { tone: 'bad', text: 'Payout refused by the bank — still owed to you' };
  if (net.startsWith('-') || net === '0.00') return { tone: 'quiet', text: 'Nothing to pay out' };
  if (availableOn && availableOn > today)
    return { tone: 'pending', text: `Paid out from ${formatLongDay(availableOn)}` };
  return ready
    ? { tone: 'info', text: 'Paid out in the next payout run' }
    : { tone: 'pending', text: 'Owed — set up your payout account to be paid' };
}

/** When an item's money is (or will be) paid out, in one coloured line. */
export function PayoutWords(args: Args) {
  const { tone, text } = words(args);
  return <p className={`text-sm font-semibold ${TONE[tone]}`}>{text}</p>;
}
