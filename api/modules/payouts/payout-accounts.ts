import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PayeeKind } from '../../contracts/enums';
import type { PayoutAccountView } from '../../contracts/finance';
import { type BankMethod, bankMethodWords } from '../../contracts/payouts';
import type { Db, Executor } from '../../db/client';
import { affected } from '../../db/dialect';
import { payoutAccounts } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Payments } from '../../payments';
import { canReceive, createExpressAccount, onboardingLink } from '../../payments/stripe-connect';

/** Who is paid: a vendor (by its id) or a worker (by the user's id), as in the ledger's account names. */
export type Payee = { kind: PayeeKind; id: string };
type AccountRow = typeof payoutAccounts.$inferSelect;

export const payoutAccountOf = async (db: Executor, payee: Payee): Promise<AccountRow | undefined> =>
  await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.payeeKind, payee.kind), eq(payoutAccounts.payeeId, payee.id)))
    .get();

/** The account as its owner sees it: never more than its words or the end of Stripe's id. */
export function accountView(row: AccountRow | undefined): PayoutAccountView {
  if (!row) return null;
  return {
    provider: row.provider,
    status: row.status,
    description:
      row.provider === 'local'
        ? row.method
        : row.stripeAccountId
          ? `Stripe account …${row.stripeAccountId.slice(-4)}`
          : null,
  };
}

/**
 * The embedded provider: a bank account recorded for payouts, kept only as "Checking account ending
 * 6789", and able to receive money at once (payouts are recorded as paid to it).
 */
export async function saveBankMethod(db: Db, pay: Payments, payee: Payee, input: BankMethod, now: Date) {
  if (pay.name === 'stripe')
    throw conflict('Payouts here go through Stripe: set up your payout account with Stripe instead.');
  const method = bankMethodWords(input.accountNumber);
  const at = now.toISOString();
  await db
    .insert(payoutAccounts)
    .values({
      id: newId(),
      payeeKind: payee.kind,
      payeeId: payee.id,
      provider: 'local',
      method,
      status: 'enabled',
    })
    .onConflictDoUpdate({
      target: [payoutAccounts.payeeKind, payoutAccounts.payeeId],
      set: { provider: 'local', method, stripeAccountId: null, status: 'enabled', updatedAt: at },
    })
    .run();
  return accountView(await payoutAccountOf(db, payee));
}

type Onboarding = { db: Db; pay: Payments; payee: Payee; email: string; returnUrl: string; now: Date };

/**
 * Stripe Connect Express: the payee's account is made once (its row first, so a crash before Stripe
 * answers is retried under the same key), then a fresh onboarding link is handed back. An account
 * that can already receive money needs no link: the answer is null.
 */
export async function startOnboarding({ db, pay, payee, email, returnUrl, now }: Onboarding) {
  if (pay.name !== 'stripe')
    throw conflict('Stripe is not set up on this server: add the bank account payouts go to instead.');
  const at = now.toISOString();
  await db
    .insert(payoutAccounts)
    .values({ id: newId(), payeeKind: payee.kind, payeeId: payee.id, provider: 'stripe', status: 'pending' })
    .onConflictDoNothing()
    .run();
  let row = await payoutAccountOf(db, payee);
  if (!row) throw new Error('payout account row missing after insert');
  if (row.provider !== 'stripe') {
    // Moving from a method recorded with the embedded provider: Stripe holds the bank from now on.
    await db
      .update(payoutAccounts)
      .set({ provider: 'stripe', method: null, status: 'pending', updatedAt: at })
      .where(eq(payoutAccounts.id, row.id))
      .run();
    row = { ...row, provider: 'stripe', method: null, status: 'pending' };
  }
  let accountId = row.stripeAccountId;
  if (!accountId) {
    const account = await createExpressAccount(pay.client, {
      rowId: row.id,
      email,
      payee: `${payee.kind}:${payee.id}`,
    });
    accountId = account.id;
    await db
      .update(payoutAccounts)
      .set({ stripeAccountId: accountId, updatedAt: at })
      .where(eq(payoutAccounts.id, row.id))
      .run();
  }
  const refreshed = await refreshStripeAccount(db, pay, { ...row, stripeAccountId: accountId }, now);
  if (refreshed?.status === 'enabled') return null;
  return onboardingLink(pay.client, { accountId, returnUrl, refreshUrl: returnUrl });
}

/**
 * Writes what Stripe says of an account (from `account.updated`, or read when its owner comes back).
 * True when it can receive money now: what it is owed may be paid.
 */
export async function applyAccountUpdate(db: Executor, account: Stripe.Account, now: Date): Promise<boolean> {
  const status = canReceive(account) ? 'enabled' : 'pending';
  const changed = await db
    .update(payoutAccounts)
    .set({ status, updatedAt: now.toISOString() })
    .where(eq(payoutAccounts.stripeAccountId, account.id))
    .run();
  return affected(changed) > 0 && status === 'enabled';
}

/**
 * A Stripe account still pending is read again (its owner came back from onboarding, or the webhook
 * has not arrived). Stripe unreachable: it stays as it was, and the next look asks again.
 */
export async function refreshStripeAccount(db: Db, pay: Payments, row: AccountRow | undefined, now: Date) {
  if (!row || pay.name !== 'stripe' || row.provider !== 'stripe' || !row.stripeAccountId) return row;
  if (row.status === 'enabled') return row;
  try {
    await applyAccountUpdate(db, await pay.client.accounts.retrieve(row.stripeAccountId), now);
  } catch (error) {
    console.error('payouts: could not read a Stripe account', row.stripeAccountId, (error as Error).message);
    return row;
  }
  return db.select().from(payoutAccounts).where(eq(payoutAccounts.id, row.id)).get();
}
