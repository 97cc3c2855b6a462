import { formatDay } from '@contracts/dates';
import { formatMoney } from '@contracts/money';
import type { TipLine } from '@contracts/tips';
import { PayoutWords } from './payout-words';

type Props = {
  tips: TipLine[];
  today: string;
  /** The payee's account can receive money. */
  ready: boolean;
};

/**
 * Customers' tips on either Earnings screen: each is the payee's whole, paid out with the next payout
 * from its day, so it reads as a booking's payout does (waiting until a day, due, or paid on a day).
 */
export function TipList({ tips, today, ready }: Props) {
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="earnings-tips" className="space-y-3">
      <h3 id="earnings-tips" className="text-lg font-semibold">
        Tips
      </h3>
      <ul className="space-y-3" aria-label="Tips from customers">
        {tips.map((tip) => (
          <li key={tip.tipId} className="rounded-xl border border-line bg-white p-4">
            <p className="font-semibold">
              {tip.title} — {formatMoney(tip.amount)}
            </p>
            {tip.day && <p className="text-sm text-muted">For the event on {formatDay(tip.day)}</p>}
            <div className="mt-2">
              <PayoutWords
                payout={tip.payout}
                availableOn={tip.availableOn}
                today={today}
                ready={ready}
                net={tip.amount}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
