import { sql } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import type { OrderStatus } from '../../contracts/enums';
import type { EarningsMonth, VendorEarnings, VendorEarningsLine } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/transaction-gate';
import { balanceOf, vendorAccount } from '../../ledger/post';
import { latestPayouts, type PayoutSetup, paidOutCents, payoutView } from './payout-view';
import { paidTips } from './tip-lines';

/** What a booking leaves the vendor: its share less its jobs' pay and a report's refund taken from them. */
const netOf = (r: LineRow) => r.share - r.workers - r.taken;

type LineRow = {
  orderId: string;
  itemName: string | null;
  day: string | null;
  status: OrderStatus;
  gross: number;
  refunds: number;
  fee: number;
  share: number;
  workers: number;
  /** A problem report's refund taken from the vendor's account after the split. */
  taken: number;
  /** Paid out for it, less any payout Stripe refused (given back to the balance). */
  paid: number;
  availableOn: string | null;
};

/**
 * A vendor's Earnings (docs/decisions/0006-money-out-ledger.md): each settled booking (completed or
 * cancelled, its money split) with what the ledger holds for it: the charge, the refunds, the
 * platform's fee, the vendor's share and the pay of its jobs; net is the share less the jobs. Every
 * figure is a sum of ledger rows; bookings still under way appear once they are settled.
 */
export async function vendorEarnings(
  db: Db,
  vendor: { id: string; businessName: string },
  setup: PayoutSetup,
  now: Date,
): Promise<VendorEarnings> {
  const account = vendorAccount(vendor.id);
  const sum = (kind: string, extra = sql``) =>
    sql`coalesce((select sum(e.amount_cents) from ledger_entries e where e.order_id = o.id and e.kind = ${kind} ${extra}), 0)`;
  const rows = await rawRows<LineRow>(
    db,
    sql`
    select o.id as "orderId", s.name as "itemName", o.scheduled_date as day, o.status as status,
           ${sum('charge')} as gross, ${sum('refund')} as refunds, ${sum('platform_fee')} as fee,
           ${sum('vendor_share', sql`and e.to_account = ${account}`)} as share,
           ${sum('worker_pay', sql`and e.from_account = ${account}`)} as workers,
           ${sum('refund', sql`and e.from_account = ${account}`)} as taken,
           ${sum('payout', sql`and e.from_account = ${account}`)} - ${sum('payout', sql`and e.to_account = ${account}`)} as paid,
           (select e.available_on from ledger_entries e where e.order_id = o.id and e.kind = 'vendor_share') as "availableOn"
    from orders o left join services s on s.id = o.service_id
    where o.vendor_id = ${vendor.id} and o.settled_at is not null
    order by coalesce(o.scheduled_date, o.settled_at) desc, o.id`,
  );
  // A refused payout paid again shows its latest attempt.
  const payoutOf = await latestPayouts(db, 'vendor', vendor.id);
  const orderPayout = (orderId: string) => payoutOf.get(`order:${orderId}`);
  const today = townToday(now);
  const tips = await paidTips(db, { kind: 'vendor', id: vendor.id }, payoutOf);

  const lines: VendorEarningsLine[] = rows.map((r) => ({
    orderId: r.orderId,
    itemName: r.itemName ?? 'Booking',
    day: r.day,
    status: r.status,
    gross: centsToDecimal(r.gross),
    platformFee: centsToDecimal(r.fee),
    workerCosts: centsToDecimal(r.workers),
    refunds: centsToDecimal(r.refunds),
    net: centsToDecimal(netOf(r)),
    availableOn: r.availableOn,
    payout: payoutView(orderPayout(r.orderId)),
  }));

  // Totals per month of the event's day (the month the work was for); a booking's payout counts
  // there, and so do its tips and their payouts.
  const months = new Map<string, Record<Exclude<keyof EarningsMonth, 'month'>, number>>();
  const monthOf = (day: string | null) => {
    const month = (day ?? '').slice(0, 7) || 'undated';
    const m = months.get(month) ?? {
      gross: 0,
      platformFee: 0,
      workerCosts: 0,
      refunds: 0,
      tips: 0,
      net: 0,
      paidOut: 0,
    };
    months.set(month, m);
    return m;
  };
  for (const r of rows) {
    const m = monthOf(r.day);
    m.gross += r.gross;
    m.platformFee += r.fee;
    m.workerCosts += r.workers;
    m.refunds += r.refunds;
    m.net += netOf(r);
    m.paidOut += r.paid;
  }
  for (const tip of tips) {
    const m = monthOf(tip.line.day);
    m.tips += tip.cents;
    m.net += tip.cents;
    m.paidOut += tip.paidOutCents;
  }

  // Available: what the run would pay now (items due by today not yet paid, tips whole), never
  // above the balance.
  const owed = await balanceOf(db, account);
  const due =
    rows
      .filter((r) => r.availableOn !== null && r.availableOn <= today && !orderPayout(r.orderId))
      .reduce((total, r) => total + Math.max(netOf(r), 0), 0) +
    tips
      .filter((tip) => !tip.line.payout && tip.line.availableOn !== null && tip.line.availableOn <= today)
      .reduce((total, tip) => total + tip.cents, 0);
  return {
    vendorId: vendor.id,
    businessName: vendor.businessName,
    lines,
    tips: tips.map((tip) => tip.line),
    months: [...months.entries()].map(([month, m]) => ({
      month,
      gross: centsToDecimal(m.gross),
      platformFee: centsToDecimal(m.platformFee),
      workerCosts: centsToDecimal(m.workerCosts),
      refunds: centsToDecimal(m.refunds),
      tips: centsToDecimal(m.tips),
      net: centsToDecimal(m.net),
      paidOut: centsToDecimal(m.paidOut),
    })),
    balance: {
      owed: centsToDecimal(owed),
      available: centsToDecimal(Math.max(Math.min(due, owed), 0)),
      paidOut: centsToDecimal(await paidOutCents(db, account)),
    },
    ...setup,
  };
}
