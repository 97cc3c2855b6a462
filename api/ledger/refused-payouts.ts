import { sql } from 'drizzle-orm';
import type { PayeeKind } from '../contracts/enums';
import type { RefusedPayout } from '../contracts/finance';
import { centsToDecimal } from '../contracts/money';
import type { Executor } from '../db/client';
import { rawRows } from '../db/transaction-gate';

type Row = {
  payoutId: string;
  payeeKind: PayeeKind;
  payee: string | null;
  cents: number;
  reason: string | null;
  refusedAt: string;
};

/**
 * Payouts Stripe refused whose money, given back to the payee, waits to be paid again (no payout
 * `retry:<id>` yet): the run pays each once its payee's account is updated (decisions.md). Not a
 * fault of the books, so not among reconcile's problems: the money is in the payee's balance, owed.
 */
export async function refusedPayouts(db: Executor): Promise<RefusedPayout[]> {
  const rows = await rawRows<Row>(
    db,
    sql`
    select f.id as "payoutId", f.payee_kind as "payeeKind", f.amount_cents as cents, f.last_error as reason,
           f.updated_at as "refusedAt",
           case f.payee_kind
             when 'vendor' then (select v.business_name from vendors v where v.id = f.payee_id)
             else (select coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username)
                   from users u where u.id = f.payee_id)
           end as payee
    from payouts f
    where f.status = 'failed'
      and not exists (select 1 from payouts r where r.payee_kind = f.payee_kind and r.payee_id = f.payee_id
                      and r.item_key = 'retry:' || f.id)
    order by f.updated_at, f.id`,
  );
  return rows.map((r) => ({
    payoutId: r.payoutId,
    payeeKind: r.payeeKind,
    payee: r.payee ?? 'Unknown payee',
    amount: centsToDecimal(r.cents),
    reason: r.reason ?? 'Refused by Stripe',
    refusedAt: r.refusedAt,
  }));
}
