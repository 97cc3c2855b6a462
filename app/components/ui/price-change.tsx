import { type PriceChange, priceChangedMessage, priceChangedTitle, wasNow } from '@contracts/price-change';
import type { ReactNode } from 'react';
import { Button } from './button';

/** One price that moved: `name` says which line when there are several (a cart, a plan). */
export type PriceChangeLine = { id: string; name?: string; change: PriceChange };

type Props = {
  lines: readonly PriceChangeLine[];
  /** Names the new price or what goes ahead at it: "Add to cart at $26.00 per person". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirmation is on its way, or cannot go now (offline): the button says so by being off. */
  disabled?: boolean;
  /** What confirming does, when the button alone does not say it. */
  children?: ReactNode;
};

/**
 * A price that moved since the customer saw it, before anything goes ahead at it: the price they saw,
 * the price now, and one button to go on at the new one. Every screen that meets a price change (the
 * booking form, checkout, the planner's step 4) says it with this, in the words the server uses.
 */
export function PriceChangeConfirm({ lines, confirmLabel, onConfirm, disabled, children }: Props) {
  const [first] = lines;
  const alone = lines.length === 1 && first && !first.name ? first : null;
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl border border-sunset-500 bg-sunset-500/10 p-4 text-ink"
      data-testid="price-change"
    >
      {alone ? (
        <p className="font-semibold">{priceChangedMessage(alone.change)}</p>
      ) : (
        <>
          <p className="font-semibold">{priceChangedTitle(lines.length)}</p>
          <ul className="space-y-1">
            {lines.map((line) => (
              <li key={line.id} className="wrap-anywhere">
                <span className="font-medium">{line.name}</span>{' '}
                <span className="tabular-nums">{wasNow(line.change)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {children && <p className="text-sm text-muted">{children}</p>}
      <Button className="w-full" onClick={onConfirm} disabled={disabled}>
        {confirmLabel}
      </Button>
    </div>
  );
}
