import { sql } from 'drizzle-orm';
import type { LedgerKind } from '../contracts/enums';
import type { Executor } from '../db/client';
import { affected } from '../db/dialect';
import { ledgerEntries } from '../db/schema';
import { rawRow } from '../db/transaction-gate';
import { newId } from '../lib/ids';

// The books' accounts (docs/decisions/0006-money-out-ledger.md). `card` and `paid_out` are the
// outside world: the customers' cards, and the payees' banks.
export const CARD = 'card';
export const HELD = 'held';
// A vendor's share held back while a customer's problem report is open (issue 30).
export const DISPUTES = 'disputes';
export const REVENUE = 'revenue';
export const PAID_OUT = 'paid_out';
export const vendorAccount = (vendorId: string) => `vendor:${vendorId}`;
export const workerAccount = (userId: string) => `worker:${userId}`;

export type Entry = {
  /** The fact recorded (`charge:<orderId>`, `refund:<refundId>`, ...): the same key is posted once. */
  key: string;
  kind: LedgerKind;
  from: string;
  to: string;
  amountCents: number;
  orderId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  ticketId?: string | null;
  payoutId?: string | null;
  invoiceId?: string | null;
  availableOn?: string | null;
  now: Date;
};

/**
 * Records one movement of money inside the caller's transaction. A zero amount records nothing (no
 * money moved); a key already posted records nothing again and answers false. Amounts are whole
 * cents, never negative: a movement the other way is an entry the other way.
 */
export async function postEntry(tx: Executor, entry: Entry): Promise<boolean> {
  if (!Number.isInteger(entry.amountCents) || entry.amountCents < 0)
    throw new Error(`ledger: ${entry.key} must be a whole number of cents, not below zero`);
  if (entry.amountCents === 0) return false;
  const written = await tx
    .insert(ledgerEntries)
    .values({
      id: newId(),
      key: entry.key,
      kind: entry.kind,
      fromAccount: entry.from,
      toAccount: entry.to,
      amountCents: entry.amountCents,
      orderId: entry.orderId ?? null,
      paymentId: entry.paymentId ?? null,
      refundId: entry.refundId ?? null,
      ticketId: entry.ticketId ?? null,
      payoutId: entry.payoutId ?? null,
      invoiceId: entry.invoiceId ?? null,
      availableOn: entry.availableOn ?? null,
      createdAt: entry.now.toISOString(),
    })
    .onConflictDoNothing({ target: ledgerEntries.key })
    .run();
  return affected(written) === 1;
}

/** What came into an account less what went out, in cents. */
export async function balanceOf(db: Executor, account: string): Promise<number> {
  const row = await rawRow<{ cents: number }>(
    db,
    sql`
    select coalesce(sum(case when to_account = ${account} then amount_cents else 0 end), 0)
         - coalesce(sum(case when from_account = ${account} then amount_cents else 0 end), 0) as cents
    from ledger_entries where to_account = ${account} or from_account = ${account}`,
  );
  return row?.cents ?? 0;
}
