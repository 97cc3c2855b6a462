import * as v from 'valibot';
import type { PayeeKind } from './enums';
import type { PayoutView } from './finance';
import { centsToDecimal, decimalToCents } from './money';

/** A tip is from $1.00 to $500.00: the top keeps a mistyped amount (5000 for 50.00) off a card. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 50_000;
export const TIP_PRESETS = ['5.00', '10.00', '20.00'] as const;

const TIP_BOUNDS = `A tip is from $${centsToDecimal(TIP_MIN_CENTS)} to $${centsToDecimal(TIP_MAX_CENTS)}.`;

/** POST /api/orders/:id/tips: whom to tip and how much ("10.00"). */
export const tipSchema = v.strictObject({
  payee: v.picklist(['worker', 'vendor'], 'Choose whom to tip'),
  amount: v.pipe(
    v.string(TIP_BOUNDS),
    v.check((value) => {
      const cents = decimalToCents(value);
      return cents !== null && cents >= TIP_MIN_CENTS && cents <= TIP_MAX_CENTS;
    }, TIP_BOUNDS),
  ),
});
export type TipInput = v.InferOutput<typeof tipSchema>;

/** The answer to a new tip: its own payment, confirmed in the card form with `clientSecret`. */
export type TipIntent = { tipId: string; clientSecret: string };

/** One person the customer may tip, and what they tipped them already (null: nothing yet). */
export type TipPayee = { payee: PayeeKind; name: string; tipped: string | null };

/** GET /api/orders/:id/tips: whom this booking's customer may tip (none before it is completed). */
export type TipOptions = { payees: TipPayee[] };

/** A tip as the person tipped sees it among their earnings ("Tip from Dana"), with its payout. */
export type TipLine = {
  tipId: string;
  title: string;
  amount: string;
  /** The tipped booking's event day (YYYY-MM-DD): its month in the vendor's totals. */
  day: string | null;
  paidAt: string | null;
  /** When it may be paid out (the business day after it was paid), whole, with the next payout. */
  availableOn: string | null;
  payout: PayoutView | null;
};

/** A tip after its completion was asked for: `paid` once the provider says the card went through. */
export type TipDone = { tipId: string; payee: PayeeKind; amount: string; status: 'open' | 'paid' | 'failed' };
