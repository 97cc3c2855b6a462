import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localPaymentIntents, localRefunds } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { Intent, PaymentProvider } from './provider';

// Stripe's published test cards; the embedded provider behaves as Stripe's test mode does for them.
const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';
// Pays now; charged again later (a plan's renewal) it is declined, so a failed renewal can be tried.
const DECLINES_LATER = '4000000000000341';
const REPLACED =
  'This payment was replaced because your cart changed. Go back to your cart and check out again.';

export type LocalCard = { number: string; expiry: string; cvc: string };
export type SavedCharge = { fromIntentId: string; amountCents: number; idempotencyKey: string };

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

/** Stripe's own wording for an incomplete or wrong card, so both providers read alike. */
function cardProblem(card: LocalCard, now: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return 'Your card number is invalid.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration year is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  return null;
}

type Row = typeof localPaymentIntents.$inferSelect;
const toIntent = (row: Row): Intent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  status: row.status === 'requires_capture' ? 'authorized' : row.status,
  cartId: row.cartId,
  lastError: row.lastError,
});

/**
 * The embedded provider: intents live in the same SQLite file, so the whole flow runs with no
 * network. The card number is read to decide the outcome and then forgotten: never stored or logged.
 */
export function createLocalProvider(db: Db, clock: { now: () => Date }) {
  const find = async (id: string) => {
    const row = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)).get();
    if (!row) throw notFound('No such payment');
    return row;
  };

  const byKey = (idempotencyKey: string) =>
    db.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, idempotencyKey)).get();
  /**
   * The intent made under this idempotency key: the one made before, or a new one with these values.
   * One insert that yields to the key's first intent, so two requests with one key at once get one.
   */
  const intentOnce = async (values: Omit<typeof localPaymentIntents.$inferInsert, 'id' | 'clientSecret'>) => {
    const id = `lpi_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    const made = await db
      .insert(localPaymentIntents)
      .values({ ...values, id, clientSecret })
      .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
      .returning()
      .get();
    if (made) return made;
    const first = await byKey(values.idempotencyKey);
    if (!first) throw notFound('No such payment');
    return first;
  };

  const provider: PaymentProvider & {
    readonly name: 'local';
    confirm: (clientSecret: string, card: LocalCard) => Promise<Intent>;
    chargeSaved: (charge: SavedCharge) => Promise<Intent>;
  } = {
    name: 'local',
    publishableKey: null,
    async createIntent({ cartId, amountCents, idempotencyKey, capture = 'automatic' }) {
      return toIntent(
        await intentOnce({ idempotencyKey, cartId, amountCents, status: 'created', captureMethod: capture }),
      );
    },
    async cancelIntent(intentId) {
      // One conditional UPDATE: a confirmation landing at the same moment either wins or finds it cancelled.
      const cancelled = await db
        .update(localPaymentIntents)
        .set({ status: 'canceled', lastError: REPLACED })
        .where(
          and(
            eq(localPaymentIntents.id, intentId),
            inArray(localPaymentIntents.status, ['created', 'failed']),
          ),
        )
        .returning()
        .get();
      return toIntent(cancelled ?? (await find(intentId)));
    },
    async retrieveIntent(intentId) {
      return toIntent(await find(intentId));
    },
    async captureIntent({ intentId, amountCents }) {
      const intent = await find(intentId);
      // Captured once: asked again (a retry after a crash), it answers what it did.
      if (intent.status === 'succeeded' && intent.capturedCents !== null) return toIntent(intent);
      if (intent.status !== 'requires_capture') throw conflict('Only an authorised payment can be captured');
      if (amountCents <= 0 || amountCents > intent.amountCents)
        throw conflict('A capture cannot be more than what was authorised');
      const captured = await db
        .update(localPaymentIntents)
        .set({ status: 'succeeded', capturedCents: amountCents })
        .where(and(eq(localPaymentIntents.id, intentId), eq(localPaymentIntents.status, 'requires_capture')))
        .returning()
        .get();
      return toIntent(captured ?? (await find(intentId)));
    },
    async releaseIntent({ intentId }) {
      const released = await db
        .update(localPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(localPaymentIntents.id, intentId), eq(localPaymentIntents.status, 'requires_capture')))
        .returning()
        .get();
      const intent = released ?? (await find(intentId));
      if (intent.status !== 'canceled') throw conflict('Only an authorised payment can be released');
      return toIntent(intent);
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      // One transaction: two refunds racing cannot both fit under what the intent took.
      const row = await db.transaction(async (tx) => {
        const seen = await tx
          .select()
          .from(localRefunds)
          .where(eq(localRefunds.idempotencyKey, idempotencyKey))
          .get();
        if (seen) return seen;
        const intent = await find(intentId);
        if (intent.status !== 'succeeded') throw conflict('Only a payment that went through can be refunded');
        const taken = intent.capturedCents ?? intent.amountCents;
        const refunded =
          (
            await tx
              .select({ total: sql<number>`coalesce(sum(${localRefunds.amountCents}), 0)` })
              .from(localRefunds)
              .where(eq(localRefunds.intentId, intentId))
              .get()
          )?.total ?? 0;
        if (amountCents <= 0 || refunded + amountCents > taken)
          throw conflict('A refund cannot be more than what is left of the payment');
        return tx
          .insert(localRefunds)
          .values({ id: `lre_${randomBytes(12).toString('hex')}`, intentId, idempotencyKey, amountCents })
          .returning()
          .get();
      });
      return { id: row.id, amountCents: row.amountCents, status: 'succeeded' as const };
    },
    async retrieveRefund(refundId) {
      const row = await db.select().from(localRefunds).where(eq(localRefunds.id, refundId)).get();
      if (!row) throw notFound('No such refund');
      return { id: row.id, amountCents: row.amountCents, status: 'succeeded' as const };
    },
    async confirm(clientSecret, card) {
      const row = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.clientSecret, clientSecret))
        .get();
      if (!row) throw notFound('No such payment');
      if (row.status !== 'created' && row.status !== 'failed') return toIntent(row);
      const digits = card.number.replace(/[\s-]/g, '');
      const problem =
        cardProblem(card, clock.now()) ??
        (digits === SUCCEEDS || digits === DECLINES_LATER
          ? null
          : digits === DECLINED
            ? 'Your card was declined.'
            : 'Your card was declined. Use a test card such as 4242 4242 4242 4242.');
      const updated = await db
        .update(localPaymentIntents)
        .set(
          problem
            ? { status: 'failed', lastError: problem }
            : {
                // A hold only authorises the card, as Stripe's manual capture does.
                status: row.captureMethod === 'manual' ? 'requires_capture' : 'succeeded',
                lastError: null,
                savedCard: digits === DECLINES_LATER ? 'declines_later' : 'reusable',
              },
        )
        .where(
          and(eq(localPaymentIntents.id, row.id), inArray(localPaymentIntents.status, ['created', 'failed'])),
        )
        .returning()
        .get();
      return toIntent(updated ?? (await find(row.id)));
    },
    /**
     * Charges the card that paid `fromIntentId` again, off session (a plan's renewal), as Stripe
     * charges a saved payment method: one new intent per idempotency key, paid or declined at once.
     */
    async chargeSaved({ fromIntentId, amountCents, idempotencyKey }: SavedCharge): Promise<Intent> {
      const seen = await byKey(idempotencyKey);
      if (seen) return toIntent(seen);
      const saved = (await find(fromIntentId)).savedCard;
      const paid = saved === 'reusable';
      return toIntent(
        await intentOnce({
          idempotencyKey,
          cartId: null,
          amountCents,
          status: paid ? 'succeeded' : 'failed',
          lastError: paid ? null : saved ? 'Your card was declined.' : 'No card on file.',
          savedCard: paid ? saved : null,
        }),
      );
    },
  };
  return provider;
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;
