// `npm run soak [-- seconds]`: mixed traffic (browsing, carts, checkouts, job accepts) against a real
// server process for at least two minutes, as fast as this machine serves it. Prints throughput,
// errors and the server's memory over time; exits non-zero on any error, on steadily growing memory
// and when nothing was booked. A few seconds (`npm run test:tools`) make a smoke test of it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atExit } from './at-exit.mjs';
import { startMeasuredServer, stopMeasuredServer } from './measure-server.mjs';
import { apiClient, approveWorkers, bookableServices, bookingDay } from './tool-client.mjs';

const SECONDS = Number(process.argv[2] ?? 120);
const USERS = 24;
const WORKERS = 6;
const PORT = Number(process.env.SOAK_PORT ?? 4800);
const work = mkdtempSync(join(tmpdir(), 'bbe-soak-'));
atExit(() => rmSync(work, { recursive: true, force: true }));
const database = join(work, 'soak.db');

const stats = { requests: 0, errors: 0, taken: 0, checkouts: 0, accepts: 0, byStatus: {} };
const { call, register, book } = apiClient(`http://127.0.0.1:${PORT}`, {
  prefix: 'soak',
  onAnswer: ({ path, status }) => {
    stats.requests += 1;
    // 409 on an accept is the race working as designed; anything else non-2xx is an error.
    if (status === 409 && path.endsWith('/accept')) stats.taken += 1;
    else if (status >= 400) {
      stats.errors += 1;
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    }
  },
});
const pick = (list) => list[Math.floor(Math.random() * list.length)];
let bookings = 0;

async function customer(stopAt, services, vendorIds) {
  const { cookie } = await register('customer');
  let round = 0;
  // At least one round each, however loaded the machine: a short run still browses and books.
  do {
    round += 1;
    const vendorId = pick(vendorIds);
    await call('GET', `/api/vendors?category=${pick(['all', 'restaurant', 'venue', 'rentals', 'delivery'])}`);
    await call('GET', `/api/vendors/${vendorId}`);
    await call('GET', `/api/vendors/${vendorId}/services`);
    await call('GET', '/api/cart', undefined, cookie);
    // Every third round books, starting with the first.
    if (round % 3 === 1) {
      bookings += 1;
      const done = await book(cookie, pick(services), { day: bookingDay(bookings), guests: 20 });
      if (done.status === 200) stats.checkouts += 1;
    }
  } while (Date.now() < stopAt);
}

async function worker(stopAt, cookie) {
  do {
    const board = await call('GET', '/api/job-tickets/pending', undefined, cookie);
    const job = Array.isArray(board.json) ? board.json[0] : undefined;
    if (job && (await call('POST', `/api/job-tickets/${job.id}/accept`, {}, cookie)).status === 200)
      stats.accepts += 1;
    await call('GET', '/api/job-tickets', undefined, cookie);
  } while (Date.now() < stopAt);
}

const server = await startMeasuredServer({ port: PORT, database, staticRoot: '.none' });
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

let seconds;
try {
  const services = await bookableServices(database, 20);
  const vendorIds = [...new Set(services.map((s) => s.vendorId))];
  const workers = [];
  for (let i = 0; i < WORKERS; i++) workers.push(await register('worker'));
  await approveWorkers(
    database,
    workers.map((w) => w.id),
  );
  await Promise.all([
    ...Array.from({ length: USERS - WORKERS }, () => customer(stopAt, services, vendorIds)),
    ...workers.map((w) => worker(stopAt, w.cookie)),
  ]);
  seconds = (Date.now() - started) / 1000;
} finally {
  clearInterval(sampler);
  await stopMeasuredServer(server);
}

// Memory "keeps growing" when the last third of the samples sits well above the middle third; a
// run shorter than three samples (30 s) has no trend to judge.
const third = Math.max(1, Math.floor(memory.length / 3));
const avg = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const middle = avg(memory.slice(third, 2 * third));
const last = avg(memory.slice(-third));
const growing = memory.length >= 3 && last > middle * 1.25;
console.log(
  `Soak: ${seconds.toFixed(0)} s, ${USERS} virtual users, ${stats.requests} requests (${(stats.requests / seconds).toFixed(0)} req/s), ` +
    `${stats.errors} errors ${JSON.stringify(stats.byStatus)}, ${stats.checkouts} checkouts, ${stats.accepts} jobs accepted, ` +
    `${stats.taken} accepts told "taken"; RSS MB ${memory.join(' ')} (middle ${middle.toFixed(0)}, last ${last.toFixed(0)})`,
);
// A soak that booked nothing did not exercise the checkout, whatever else it counted.
if (stats.errors > 0 || stats.checkouts === 0 || growing) process.exit(1);
