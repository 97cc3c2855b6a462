// `npm run soak [-- seconds]`: mixed traffic (browsing, carts, checkouts, job accepts) against a real
// server process for at least two minutes, as fast as this machine serves it. Prints throughput,
// errors and the server's memory over time; exits non-zero on any error or steadily growing memory.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startMeasuredServer } from './measure-server.mjs';

const SECONDS = Number(process.argv[2] ?? 120);
const USERS = 24;
const PORT = Number(process.env.SOAK_PORT ?? 4800);
const BASE = `http://127.0.0.1:${PORT}`;
const database = join(mkdtempSync(join(tmpdir(), 'bbe-soak-')), 'soak.db');

const server = await startMeasuredServer({ port: PORT, database, staticRoot: '.none' });

const stats = { requests: 0, errors: 0, taken: 0, checkouts: 0, accepts: 0, byStatus: {} };
async function call(method, path, body, cookie) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  stats.requests += 1;
  const text = await res.text();
  // 409 on an accept is the race working as designed; anything else non-2xx is an error.
  if (res.status === 409 && path.endsWith('/accept')) stats.taken += 1;
  else if (res.status >= 400) {
    stats.errors += 1;
    stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
  }
  return {
    status: res.status,
    json: text ? JSON.parse(text) : null,
    cookie: res.headers.get('set-cookie')?.split(';')[0],
  };
}

let made = 0;
async function register(role) {
  made += 1;
  const name = `soak${made}_${Date.now().toString(36)}`;
  return (
    await call('POST', '/api/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'soak-password-1',
      role,
    })
  ).cookie;
}

const db = new Database(database);
const services = db
  .prepare(
    `select s.vendor_id as vendorId, s.id as serviceId from services s join vendors v on v.id = s.vendor_id
     where v.is_active = 1 and s.is_active = 1 and coalesce(s.min_guests, 0) <= 20 and coalesce(s.max_guests, 1000) >= 20`,
  )
  .all();
const vendorIds = [...new Set(services.map((s) => s.vendorId))];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function customer(stopAt) {
  const cookie = await register('customer');
  let round = 0;
  while (Date.now() < stopAt) {
    round += 1;
    const vendorId = pick(vendorIds);
    await call('GET', `/api/vendors?category=${pick(['all', 'restaurant', 'venue', 'rentals', 'delivery'])}`);
    await call('GET', `/api/vendors/${vendorId}`);
    await call('GET', `/api/vendors/${vendorId}/services`);
    await call('GET', '/api/cart', undefined, cookie);
    if (round % 3 === 0) {
      const service = pick(services);
      await call(
        'POST',
        '/api/cart/items',
        {
          vendorId: service.vendorId,
          serviceId: service.serviceId,
          selectedDate: '2031-07-04',
          guestCount: 20,
        },
        cookie,
      );
      const intent = await call('POST', '/api/cart/checkout', {}, cookie);
      if (intent.json?.clientSecret) {
        await call(
          'POST',
          '/api/payments/local/confirm',
          {
            clientSecret: intent.json.clientSecret,
            cardNumber: '4242424242424242',
            expiry: '12/30',
            cvc: '123',
          },
          cookie,
        );
      }
      const done = await call('POST', '/api/checkout/complete', { cartId: intent.json?.cartId }, cookie);
      if (done.status === 200) stats.checkouts += 1;
    }
  }
}

async function worker(stopAt) {
  const cookie = await register('worker');
  const id = (await call('GET', '/api/user', undefined, cookie)).json.id;
  db.prepare(
    "insert into gig_workers (id, user_id, first_name, last_name, email, phone, positions, availability, status) values (?, ?, 'S', 'W', 's@example.com', '5805550100', '[]', '[]', 'approved')",
  ).run(crypto.randomUUID(), id);
  while (Date.now() < stopAt) {
    const board = await call('GET', '/api/job-tickets/pending', undefined, cookie);
    const job = Array.isArray(board.json) ? board.json[0] : undefined;
    if (job && (await call('POST', `/api/job-tickets/${job.id}/accept`, {}, cookie)).status === 200)
      stats.accepts += 1;
    await call('GET', '/api/job-tickets', undefined, cookie);
  }
}

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const memory = [];
const started = Date.now();
const stopAt = started + SECONDS * 1000;
const sampler = setInterval(() => {
  memory.push(Math.round(rssMb()));
  const elapsed = Math.round((Date.now() - started) / 1000);
  console.log(
    `  ${String(elapsed).padStart(4)} s  ${stats.requests} requests  ${stats.errors} errors  RSS ${memory.at(-1)} MB`,
  );
}, 10_000);

await Promise.all([
  ...Array.from({ length: USERS - 6 }, () => customer(stopAt)),
  ...Array.from({ length: 6 }, () => worker(stopAt)),
]);
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
server.kill('SIGTERM');
db.close();

// Memory "keeps growing" when the last third of the samples sits well above the middle third.
const third = Math.max(1, Math.floor(memory.length / 3));
const avg = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const middle = avg(memory.slice(third, 2 * third));
const last = avg(memory.slice(-third));
const growing = last > middle * 1.25;
console.log(
  `Soak: ${seconds.toFixed(0)} s, ${USERS} virtual users, ${stats.requests} requests (${(stats.requests / seconds).toFixed(0)} req/s), ` +
    `${stats.errors} errors ${JSON.stringify(stats.byStatus)}, ${stats.checkouts} checkouts, ${stats.accepts} jobs accepted, ` +
    `${stats.taken} accepts told "taken"; RSS MB ${memory.join(' ')} (middle ${middle.toFixed(0)}, last ${last.toFixed(0)})`,
);
if (stats.errors > 0 || growing) process.exit(1);
