// `npm run bench:ledger`: the money-out queries on a large book, ORDERS (default 25,000) settled catering
// bookings to 500 vendors (a charge, a fee, a share and a job's pay each), every payee with a payout account.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/db/client';
import { reconcile } from '../api/ledger/reconcile';
import { runPayouts } from '../api/modules/payouts/payout-run';
import { vendorEarnings } from '../api/modules/payouts/vendor-earnings';
import { createLocalProvider } from '../api/payments/local';

const path = join(tmpdir(), 'bbe-bench-ledger.db');
rmSync(path, { force: true });
const db = openDatabase(path);
const ORDERS = Number(process.env.ORDERS ?? 25000);
const VENDORS = 500;
const c = db.sqlite;
c.transaction(() => {
  c.prepare(`insert into users (id,username,email,password_hash) values ('cu','cu','cu@x','x')`).run();
  for (let i = 0; i < 200; i++)
    c.prepare(`insert into users (id,username,email,password_hash,role) values (?,?,?,'x','worker')`).run(
      `u${i}`,
      `u${i}`,
      `u${i}@x`,
    );
  for (let i = 0; i < VENDORS; i++)
    c.prepare(`insert into vendors (id,business_name,business_type) values (?,?,'restaurant')`).run(
      `v${i}`,
      `V${i}`,
    );
  c.prepare(`insert into carts (id,customer_id,status) values ('k','cu','checked_out')`).run();
  const pay = c.prepare(
    `insert into payments (id,cart_id,customer_id,provider,intent_id,amount_cents,fingerprint,status) values (?,?,?,?,?,?,?,?)`,
  );
  const ord = c.prepare(
    `insert into orders (id,customer_id,vendor_id,payment_id,type,status,amount_cents,fee_rate_bps,fee_cents,settled_at,scheduled_date) values (?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const tick = c.prepare(
    `insert into job_tickets (id,order_id,vendor_id,customer_id,assigned_worker_id,status,amount_cents) values (?,?,?,?,?,?,?)`,
  );
  const ins = c.prepare(
    `insert into ledger_entries (id,key,kind,from_account,to_account,amount_cents,order_id,ticket_id,available_on,created_at) values (?,?,?,?,?,?,?,?,?,?)`,
  );
  for (let i = 0; i < ORDERS; i++) {
    const v = `v${i % VENDORS}`,
      o = `o${i}`,
      day = `2026-${String(1 + (i % 11)).padStart(2, '0')}-1${i % 9}`;
    const at = `${day}T12:00:00.000Z`;
    pay.run(`p${i}`, 'k', 'cu', 'local', `pi${i}`, 20000, 'f', 'fulfilled');
    ord.run(o, 'cu', v, `p${i}`, 'catering', 'completed', 20000, 500, 1000, at, day);
    tick.run(`t${i}`, o, v, 'cu', `u${i % 200}`, 'completed', 6000);
    ins.run(`c${i}`, `charge:${o}`, 'charge', 'card', 'held', 20000, o, null, null, at);
    ins.run(`f${i}`, `fee:${o}`, 'platform_fee', 'held', 'revenue', 1000, o, null, null, at);
    ins.run(`s${i}`, `share:${o}`, 'vendor_share', 'held', `vendor:${v}`, 19000, o, null, day, at);
    ins.run(
      `w${i}`,
      `worker:t${i}`,
      'worker_pay',
      `vendor:${v}`,
      `worker:u${i % 200}`,
      6000,
      o,
      `t${i}`,
      null,
      at,
    );
  }
  const acc = c.prepare(
    `insert into payout_accounts (id,payee_kind,payee_id,provider,method,status) values (?,?,?,?,?,?)`,
  );
  for (let i = 0; i < VENDORS; i++) acc.run(`a${i}`, 'vendor', `v${i}`, 'local', 'x', 'enabled');
  for (let i = 0; i < 200; i++) acc.run(`b${i}`, 'worker', `u${i}`, 'local', 'x', 'enabled');
})();
c.pragma('synchronous = NORMAL'); // the first run's 50,000 commits are not what is measured here
const clock = { now: () => new Date('2026-12-20T18:00:00Z') };
const deps = { db, pay: createLocalProvider(db, clock), clock };
const time = async (label: string, f: () => unknown) => {
  const t0 = performance.now();
  const r = await f();
  console.log(label, (performance.now() - t0).toFixed(0), 'ms');
  return r;
};
await time('first run (pays every item)', () => runPayouts(deps));
for (let i = 0; i < 3; i++) await time('idle run (nothing due)', () => runPayouts(deps));
for (let i = 0; i < 2; i++) {
  const problems = (await time('reconcile', () => reconcile(db))) as unknown[];
  console.log('problems', problems.length);
}
for (let i = 0; i < 2; i++)
  await time('vendor earnings (one vendor, 50 bookings)', () =>
    vendorEarnings(
      db,
      { id: 'v7', businessName: 'V7' },
      { payoutAccount: null, payoutsBy: 'local' },
      clock.now(),
    ),
  );
