import { formatMoney } from '@contracts/money';

/** "$12.50", or "-$12.50" for an amount owed back (formatMoney reads unsigned amounts). */
export const signedMoney = (amount: string) =>
  amount.startsWith('-') ? `-${formatMoney(amount.slice(1))}` : formatMoney(amount);

/**
 * The headline amounts (owed, available, paid out): one card of rows on a phone, three cards side by
 * side where there is room.
 */
export function Figures({
  label,
  items,
}: {
  label: string;
  items: { name: string; amount: string; note?: string }[];
}) {
  return (
    <dl
      aria-label={label}
      className="divide-y divide-line rounded-xl border border-line bg-white sm:grid sm:grid-cols-3 sm:divide-x sm:divide-y-0"
    >
      {items.map((item) => (
        <div
          key={item.name}
          className="grid grid-cols-[1fr_auto] items-center gap-x-3 px-4 py-3 sm:block sm:p-4"
        >
          <dt className="font-medium text-muted">{item.name}</dt>
          <dd className="row-span-2 text-xl font-bold text-pine-800 tabular-nums sm:mt-1 sm:text-2xl">
            {signedMoney(item.amount)}
          </dd>
          {item.note && <dd className="text-xs text-muted sm:mt-1">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
