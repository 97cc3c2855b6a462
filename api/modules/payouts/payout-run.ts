import { and, eq, sql } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import type { PayeeKind } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { affected } from '../../db/dialect';
import { payoutAccounts, payouts } from '../../db/schema';
import { rawRows } from '../../db/transaction-gate';
import { balanceOf, PAID_OUT, postEntry, vendorAccount, workerAccount } from '../../ledger/post';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { mapInOrder } from '../../lib/in-order';
import type { Payments } from '../../payments';
import { isRefusal, sendTransfer } from '../../payments/stripe-connect';
import { tellOfRefusal } from './payout-notices';

export type PayoutDeps = { db: Db; pay: Payments; clock: Clock };
type PayoutRow = typeof payouts.$inferSelect;

/** Something settled and not yet paid, to a payee whose account can receive money. */
type DueItem = {
  payeeKind: PayeeKind;
  payeeId: string;
  itemKey: string;
  orderId: string | null;
  ticketId: string | null;
  /** What the item is worth to the payee: an order's share less its jobs' pay, or a job's pay. */
  netCents: number;
  transferGroup: string | null;
};

const accountOf = (item: Pick<DueItem, 'payeeKind' | 'payeeId'>) =>
  item.payeeKind === 'vendor' ? vendorAccount(item.payeeId) : workerAccount(item.payeeId);

/**
 * A worker's item: a job's pay is `ticket:<id>`, its approved overtime `overtime:<id>`, a late
 * cancellation fee `cancel-fee:<id>`.
 */
export const WORKER_ITEM_KEY = sql.raw(
  "case when w.kind = 'worker_cancel_fee' then 'cancel-fee:' when w.key like 'overtime:%' then 'overtime:' else 'ticket:' end || w.ticket_id",
);

/**
 * The settled items no payout was made for (docs/decisions/0006-money-out-ledger.md), read from the
 * ledger: each order's share available by `today` (the business day after its event), less the pay
 * and late cancellation fees of that order's jobs and a problem report's refund taken from the vendor,
 * unless its problem report is open (the payout waits for the admin); each completed job's pay; each
 * late cancellation fee; each tip (tipItems). Only payees whose account, with the provider in use, can receive money: the
 * others wait, shown as owed. The payee accounts drive each query (a
 * CROSS JOIN fixes that order for SQLite's planner): each reads its own entries through ledger_to_idx;
 * a plan starting from the ledger scans every entry (docs/performance.md). The join's condition is in
 * WHERE because PostgreSQL takes no ON after CROSS JOIN; SQLite keeps the order either way.
 */
async function dueItems(db: Db, provider: Payments['name'], today: string): Promise<DueItem[]> {
  const vendorItems = await rawRows<DueItem>(
    db,
    sql`
    select 'vendor' as "payeeKind", a.payee_id as "payeeId", 'order:' || s.order_id as "itemKey",
           s.order_id as "orderId", null as "ticketId",
           s.amount_cents - coalesce((select sum(w.amount_cents) from ledger_entries w
             where w.kind in ('worker_pay', 'worker_cancel_fee', 'refund') and w.order_id = s.order_id
               and w.from_account = s.to_account), 0)
             as "netCents",
           o.payment_id as "transferGroup"
    from payout_accounts a
    cross join ledger_entries s
    left join orders o on o.id = s.order_id
    where s.to_account = 'vendor:' || a.payee_id and a.payee_kind = 'vendor' and s.kind = 'vendor_share' and s.available_on <= ${today}
      and a.status = 'enabled' and a.provider = ${provider}
      and not exists (select 1 from payouts p where p.payee_kind = 'vendor' and p.payee_id = a.payee_id
                      and p.item_key = 'order:' || s.order_id)
      and not exists (select 1 from problem_reports r where r.order_id = s.order_id and r.status = 'open')
    order by s.created_at`,
  );
  const workerItems = await rawRows<DueItem>(
    db,
    sql`
    select 'worker' as "payeeKind", a.payee_id as "payeeId", ${WORKER_ITEM_KEY} as "itemKey",
           w.order_id as "orderId", w.ticket_id as "ticketId", w.amount_cents as "netCents",
           o.payment_id as "transferGroup"
    from payout_accounts a
    cross join ledger_entries w
    left join orders o on o.id = w.order_id
    where w.to_account = 'worker:' || a.payee_id and a.payee_kind = 'worker' and w.kind in ('worker_pay', 'worker_cancel_fee')
      and a.status = 'enabled' and a.provider = ${provider}
      and not exists (select 1 from payouts p where p.payee_kind = 'worker' and p.payee_id = a.payee_id
                      and p.item_key = ${WORKER_ITEM_KEY})
    order by w.created_at`,
  );
  return [
    ...vendorItems,
    ...workerItems,
    ...(await tipItems(db, provider, today)),
    ...(await retryItems(db, provider)),
  ];
}

/**
 * Tips available by `today` (the business day after they were paid) no payout was made for: each is
 * paid whole, with no fee, under its own item `tip:<tipId>` (the entry's key), so once. A tip's payout
 * names no booking: a booking's payout in Earnings is its share's.
 */
async function tipItems(db: Db, provider: Payments['name'], today: string): Promise<DueItem[]> {
  return await rawRows<DueItem>(
    db,
    sql`
    select a.payee_kind as "payeeKind", a.payee_id as "payeeId", e.key as "itemKey",
           null as "orderId", null as "ticketId", e.amount_cents as "netCents", null as "transferGroup"
    from payout_accounts a
    cross join ledger_entries e
    where e.to_account = a.payee_kind || ':' || a.payee_id and e.kind = 'tip' and e.available_on <= ${today}
      and a.status = 'enabled' and a.provider = ${provider}
      and not exists (select 1 from payouts p where p.payee_kind = a.payee_kind and p.payee_id = a.payee_id
                      and p.item_key = e.key)
    order by e.created_at`,
  );
}

/**
 * Payouts Stripe refused, given back and waiting to be paid again (decisions.md): each is paid once
 * more, for the same booking or job, under the item `retry:<failedPayoutId>` (so at most one retry per
 * refusal, whatever runs at once, and a payout id, hence an idempotency key, of its own), once its
 * payee's account can receive money and was updated after the refusal: asked again before that,
 * Stripe would refuse it again. A retry refused in turn waits for the next update under its own id.
 */
async function retryItems(db: Db, provider: Payments['name']): Promise<DueItem[]> {
  return await rawRows<DueItem>(
    db,
    sql`
    select f.payee_kind as "payeeKind", f.payee_id as "payeeId", 'retry:' || f.id as "itemKey",
           f.order_id as "orderId", f.ticket_id as "ticketId", f.amount_cents as "netCents",
           f.transfer_group as "transferGroup"
    from payouts f
    join payout_accounts a on a.payee_kind = f.payee_kind and a.payee_id = f.payee_id
    where f.status = 'failed' and a.status = 'enabled' and a.provider = ${provider}
      and a.updated_at > f.updated_at
      and not exists (select 1 from payouts r where r.payee_kind = f.payee_kind and r.payee_id = f.payee_id
                      and r.item_key = 'retry:' || f.id)
    order by f.created_at`,
  );
}

/**
 * One payout for one item: the row (pending) and its ledger entry (payee → paid_out) in one
 * transaction, before any money is asked for. The unique item index makes a second run's insert a
 * no-op. A vendor is paid at most its balance, so a shortfall left by an earlier booking's worker
 * costs is netted here; nothing (zero) leaves the item for a later run.
 */
async function openPayout(
  db: Db,
  provider: Payments['name'],
  item: DueItem,
  now: Date,
): Promise<PayoutRow | null> {
  return await db.transaction(async (tx) => {
    const account = accountOf(item);
    const amount = Math.min(item.netCents, await balanceOf(tx, account));
    if (amount <= 0) return null;
    const row = await tx
      .insert(payouts)
      .values({
        id: newId(),
        payeeKind: item.payeeKind,
        payeeId: item.payeeId,
        itemKey: item.itemKey,
        orderId: item.orderId,
        ticketId: item.ticketId,
        amountCents: amount,
        provider,
        transferGroup: item.transferGroup,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (!row) return null;
    await postEntry(tx, {
      key: `payout:${row.id}`,
      kind: 'payout',
      from: account,
      to: PAID_OUT,
      amountCents: amount,
      orderId: item.orderId,
      ticketId: item.ticketId,
      payoutId: row.id,
      now,
    });
    return row;
  });
}

/**
 * Sends one pending payout. Embedded: recorded as paid to the method on file. Stripe: a transfer to
 * the payee's Connect account under the payout's key, so a retry after a crash or a timeout sends the
 * money once. A refusal Stripe would repeat (the account cannot receive) fails the payout, gives its
 * entry back to the payee, who is owed it again, and tells them; a later run pays it again once their
 * account was updated (retryItems, decisions.md).
 * Anything else (Stripe unreachable) leaves it pending for the next run.
 */
export async function sendPayout({ db, pay, clock }: PayoutDeps, payout: PayoutRow): Promise<void> {
  const stillPending = and(eq(payouts.id, payout.id), eq(payouts.status, 'pending'));
  const now = () => clock.now().toISOString();
  if (payout.provider === 'local') {
    await db
      .update(payouts)
      .set({ status: 'paid', paidAt: now(), updatedAt: now() })
      .where(stillPending)
      .run();
    return;
  }
  if (pay.name !== 'stripe') {
    await db
      .update(payouts)
      .set({ lastError: 'Stripe is not configured on this server', updatedAt: now() })
      .where(stillPending)
      .run();
    return;
  }
  const account = await db
    .select({ stripeAccountId: payoutAccounts.stripeAccountId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.payeeKind, payout.payeeKind), eq(payoutAccounts.payeeId, payout.payeeId)))
    .get();
  try {
    if (!account?.stripeAccountId) throw new Error('The payee has no Stripe account');
    const transfer = await sendTransfer(pay.client, {
      payoutId: payout.id,
      amountCents: payout.amountCents,
      destination: account.stripeAccountId,
      transferGroup: payout.transferGroup,
      askedBefore: payout.attempts > 0,
    });
    await db
      .update(payouts)
      .set({ status: 'paid', transferId: transfer.id, paidAt: now(), lastError: null, updatedAt: now() })
      .where(stillPending)
      .run();
  } catch (error) {
    const message = (error as Error).message;
    if (!isRefusal(error)) {
      await db
        .update(payouts)
        .set({ attempts: payout.attempts + 1, lastError: message, updatedAt: now() })
        .where(stillPending)
        .run();
      return;
    }
    await db.transaction(async (tx) => {
      const failed = await tx
        .update(payouts)
        .set({ status: 'failed', attempts: payout.attempts + 1, lastError: message, updatedAt: now() })
        .where(stillPending)
        .run();
      if (affected(failed) !== 1) return;
      await postEntry(tx, {
        key: `payout-failed:${payout.id}`,
        kind: 'payout',
        from: PAID_OUT,
        to: accountOf(payout),
        amountCents: payout.amountCents,
        orderId: payout.orderId,
        ticketId: payout.ticketId,
        payoutId: payout.id,
        now: clock.now(),
      });
      // The account cannot receive what Stripe refused: no new payouts to it, and its owner is read
      // again from Stripe when they open Earnings, until an update says it can (then retryItems).
      await tx
        .update(payoutAccounts)
        .set({ status: 'pending', updatedAt: now() })
        .where(
          and(eq(payoutAccounts.payeeKind, payout.payeeKind), eq(payoutAccounts.payeeId, payout.payeeId)),
        )
        .run();
      await tellOfRefusal(tx, payout, message, clock.now());
    });
  }
}

/** The first half of a run: the payouts due are written (pending, with their entries), none sent yet. */
export async function openDuePayouts({ db, pay, clock }: PayoutDeps): Promise<PayoutRow[]> {
  const today = townToday(clock.now());
  const opened = await mapInOrder(await dueItems(db, pay.name, today), (item) =>
    openPayout(db, pay.name, item, clock.now()),
  );
  return opened.filter((row): row is PayoutRow => row !== null);
}

/** One run: make the payouts that are due, then send every pending one (a crash's leftovers too). */
export async function runPayouts(deps: PayoutDeps): Promise<{ opened: number; sent: number }> {
  const opened = (await openDuePayouts(deps)).length;
  const pending = await deps.db
    .select()
    .from(payouts)
    .where(eq(payouts.status, 'pending'))
    .orderBy(payouts.createdAt)
    .all();
  for (const payout of pending) await sendPayout(deps, payout);
  return { opened, sent: pending.length };
}

/** The payout run inside the server: at start (catching up after a restart) and every 15 minutes. */
export function createPayoutJob(deps: PayoutDeps, intervalMs = 15 * 60_000) {
  return backgroundJob('payouts', () => runPayouts(deps), intervalMs, { lease: deps });
}
