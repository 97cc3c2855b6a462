import { formatMoney } from '@contracts/money';

/** "$12.50", or "-$12.50" for an amount owed back (formatMoney reads unsigned amounts). */
export const signedMoney = (amount: string) =>
  amount.startsWith('-') ? `-${formatMoney(amount.slice(1))}` : formatMoney(amount);

/** A row of headline amounts (owed, available, paid out), one card each, side by side when there is room. */
export function Figures({
  label,
  items,
}: {
  label: string;
  items: { name: string; amount: string; note?: string }[];
}) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.name} className="rounded-xl border border-line bg-white p-4">
          <dt className="text-sm font-medium text-muted">{item.name}</dt>
          <dd className="mt-1 text-2xl font-bold text-pine-800">{signedMoney(item.amount)}</dd>
          {item.note && <dd className="mt-1 text-xs text-muted">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
