// `npm run bench`: every figure docs/performance.md records, measured on this machine in one run.
// Sizes from the build, Lighthouse mobile (median of 3), API throughput with autocannon at the seeded
// size and at 10,000 vendors, a 50-way accept race and 100 concurrent checkouts; then the same API
// figures and races on a private PostgreSQL seeded at the same size, with one server on it and with
// two (issue 33), printed side by side with SQLite's. Asserts no figure, but fails when a request it
// times fails: a figure of failing requests measures nothing.
// `npm run bench -- --compare <rev>` measures Lighthouse on <rev> and this tree side by side instead
// (scripts/bench-compare.mjs); `--quick` shortens either. `--smoke` (`npm run test:tools`) runs
// the larger size's API figures and the races in seconds, PostgreSQL's included, without build,
// Lighthouse or results file. `--api-only` measures the larger size's API figures and races at full
// size (SQLite, PostgreSQL 1 and 2 instances) without build or Lighthouse, and writes no results file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { atExit } from './at-exit.mjs';
import { races } from './bench-races.mjs';
import { kb, measureBuild } from './bundle-size.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';
import { startMeasuredServer, stopMeasuredServer } from './measure-server.mjs';
import { freePort } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { apiClient, bookableServices, openToolDatabase } from './tool-client.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4700);
const BASE = `http://127.0.0.1:${PORT}`;
const results = {};
const smoke = process.argv.includes('--smoke');
const apiOnly = process.argv.includes('--api-only');
const quick = smoke || process.argv.includes('--quick'); // shorter runs, for trying the script out
const SIZE = smoke
  ? { vendors: 300, racers: 10, checkouts: 10, seconds: 1 }
  : { vendors: 10_000, racers: 50, checkouts: 100, seconds: quick ? 2 : 8 };
const client = apiClient(BASE, { prefix: 'bench' });

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Runs `work` against a server on `database`, stopped afterwards however `work` ends. */
async function withServer(database, work) {
  const server = await startMeasuredServer({ port: PORT, database });
  try {
    return await work();
  } finally {
    await stopMeasuredServer(server);
  }
}

// --- Lighthouse ---
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Lighthouse sometimes fails to record its own trace (NO_NAVSTART: "Please run Lighthouse again"); such
// a run measured nothing, so it is said and run again rather than counted.
async function lighthouseRun(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${lhr.runtimeError.code}`);
    console.log(`  (${url}: Lighthouse reported ${lhr.runtimeError.code}; running it again)`);
  }
}

async function lighthouseRuns(paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const forget = atExit(() => chrome.kill());
  const out = {};
  try {
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < (quick ? 1 : 3); i++) {
        const lhr = await lighthouseRun(`${BASE}${path}`, chrome.port);
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      }
      out[path] = {
        score: median(runs.map((r) => r.score)),
        lcpMs: Math.round(median(runs.map((r) => r.lcp))),
        tbtMs: Math.round(median(runs.map((r) => r.tbt))),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      };
      console.log(
        `  ${path.padEnd(48)} score ${out[path].score}  LCP ${out[path].lcpMs} ms  TBT ${out[path].tbtMs} ms  CLS ${out[path].cls}`,
      );
    }
  } finally {
    forget();
    chrome.kill();
  }
  return out;
}

// --- autocannon ---
async function load(base, path, headers) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration: SIZE.seconds,
    headers,
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Each route under load for SIZE.seconds. With several `bases` (instances on one database), one
 * autocannon per instance at the same time, 10 connections each: the figure is their sum, its
 * latencies the worse instance's, and `instances` holds each one's own.
 */
async function throughput(label, routes, cookie, bases = [BASE]) {
  const out = {};
  for (const [name, path, auth] of routes) {
    const each = await Promise.all(bases.map((base) => load(base, path, auth ? { cookie } : {})));
    out[name] =
      each.length === 1
        ? each[0]
        : {
            reqPerSec: each.reduce((sum, r) => sum + r.reqPerSec, 0),
            p50Ms: Math.max(...each.map((r) => r.p50Ms)),
            p99Ms: Math.max(...each.map((r) => r.p99Ms)),
            errors: each.reduce((sum, r) => sum + r.errors, 0),
            instances: each,
          };
    if (out[name].errors > 0) throw new Error(`${path}: ${out[name].errors} requests failed under load`);
  }
  const trivial = out.trivial.reqPerSec;
  console.log(`  ${label}`);
  for (const [name, r] of Object.entries(out)) {
    r.ratioToTrivial = Number((r.reqPerSec / trivial).toFixed(2));
    const split = r.instances ? ` (${r.instances.map((i) => i.reqPerSec).join(' + ')})` : '';
    console.log(
      `    ${name.padEnd(22)} ${String(r.reqPerSec).padStart(6)} req/s${split}  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  ratio ${r.ratioToTrivial}  errors ${r.errors}`,
    );
  }
  return out;
}

/**
 * The API's figures through `bases`, servers on one database (the bench's client signs up on the
 * first). `warm`: servers just started, which first serve each route a while unmeasured, so that a
 * cold instance (its JIT, its caches) is not measured beside a warm one.
 */
async function apiFigures(label, bases = [BASE], { warm = [] } = {}) {
  const me = await client.register();
  const vendors = (await client.call('GET', '/api/vendors?limit=1')).json;
  const routes = [
    ['trivial', '/api/health'],
    ['vendors', '/api/vendors'],
    ['vendors filtered', '/api/vendors?category=restaurant&priceRange=%24%24&guests=26-50'],
    ['vendor by id', `/api/vendors/${vendors[0].id}`],
    ['cart (signed in)', '/api/cart', true],
  ];
  for (const base of warm)
    for (const [, path, auth] of routes)
      await autocannon({
        url: `${base}${path}`,
        connections: 10,
        amount: smoke ? 300 : 3000,
        headers: auth ? { cookie: me.cookie } : {},
      });
  return throughput(label, routes, me.cookie, bases);
}

/** SQLite with one server, PostgreSQL with one and with two: requests per second and race times. */
function printSideBySide(columns) {
  const titles = Object.keys(columns);
  const figures = Object.values(columns);
  const rows = [
    ...Object.keys(figures[0].api).map((name) => [
      `${name} (req/s)`,
      ...figures.map(({ api }) => api[name].reqPerSec.toLocaleString('en-US')),
    ]),
    [`${SIZE.racers}-way accept race`, ...figures.map(({ races }) => `${races.acceptRace.ms} ms`)],
    [
      `${SIZE.checkouts} concurrent checkouts`,
      ...figures.map(({ races }) => `${races.concurrentCheckouts.ms} ms`),
    ],
  ];
  const widths = [28, ...titles.map((title) => Math.max(title.length, 10))];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[i]))).join('  ');
  console.log(`Side by side at ${SIZE.vendors.toLocaleString('en-US')} vendors`);
  console.log(`  ${line(['', ...titles])}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

// --- the run ---
// `--compare <rev>`: Lighthouse on <rev> and this tree side by side instead (scripts/bench-compare.mjs).
if (process.argv.some((arg) => arg === '--compare' || arg.startsWith('--compare='))) {
  const { compare } = await import('./bench-compare.mjs');
  await compare(process.argv.slice(2));
  process.exit(0);
}
// Build sizes, the seeded size and Lighthouse: the full run only.
const full = !smoke && !apiOnly;
if (full) {
  ensureChromium();
  ensureBuild();
  const size = measureBuild('dist');
  results.sizes = size;
  console.log('Build (gzipped)');
  console.log(
    `  entry JS ${kb(size.entryJs.gzip)}  entry CSS ${kb(size.entryCss?.gzip ?? 0)}  precache ${size.precache.files} files ${kb(size.precache.gzip)}`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'bbe-bench-'));
atExit(() => rmSync(dir, { recursive: true, force: true }));
// The smoke measures the same routes once, at the larger size only.
if (full) {
  const seeded = join(dir, 'seeded.db');
  console.log('API at the seeded size (34 vendors)');
  await withServer(seeded, async () => {
    results.apiSeeded = await apiFigures('seeded');
    console.log('Lighthouse mobile (simulated throttling, median of 3)');
    const vendorId = (await client.call('GET', '/api/vendors?limit=1')).json[0].id;
    results.lighthouse = await lighthouseRuns(['/', '/vendors', `/vendor/${vendorId}`, '/blog', '/packages']);
  });
}

const large = join(dir, 'large.db');
run(process.execPath, ['--import', 'tsx', 'scripts/bench-seed.ts', large, String(SIZE.vendors)]);
console.log(
  `API at ${SIZE.vendors.toLocaleString('en-US')} vendors / ${(SIZE.vendors * 5).toLocaleString('en-US')} services`,
);
const raceSize = { workers: SIZE.racers, checkouts: SIZE.checkouts };
await withServer(large, async () => {
  results.api10k = await apiFigures(smoke ? 'large' : '10k');
  console.log('Races');
  const [service] = await bookableServices(large, 30, 'catering');
  results.races = await races([client], large, service, raceSize);
});

// The same figures on PostgreSQL (issue 33): a private server seeded at the same size, measured with
// one app instance on it, then with a second started beside the first. The second's races book days
// the first's left free (a vendor takes one event a day). Durable, as the SQLite file is
// (synchronous = FULL): a commit waits for the disk on both, or the checkouts compare nothing.
console.log('PostgreSQL (a private server, durable commits)');
const postgres = await startPostgres({ database: 'bench', durable: true });
try {
  run(process.execPath, ['--import', 'tsx', 'scripts/bench-seed.ts', postgres.url, String(SIZE.vendors)]);
  const pg = await openToolDatabase(postgres.url);
  const [{ version }] = await pg
    .all("select current_setting('server_version') as version")
    .finally(() => pg.close());
  const [service] = await bookableServices(postgres.url, 30, 'catering');
  const first = await startMeasuredServer({ port: PORT, database: postgres.url });
  let second;
  try {
    console.log(`API on PostgreSQL ${version}, 1 instance`);
    const oneInstance = { api: await apiFigures('PostgreSQL, 1 instance') };
    oneInstance.races = await races([client], postgres.url, service, raceSize);
    const secondPort = await freePort();
    const secondBase = `http://127.0.0.1:${secondPort}`;
    second = await startMeasuredServer({ port: secondPort, database: postgres.url });
    console.log('API on PostgreSQL, 2 instances (one autocannon each, at the same time)');
    const twoInstances = {
      api: await apiFigures('PostgreSQL, 2 instances', [BASE, secondBase], {
        warm: [secondBase],
      }),
    };
    const secondClient = apiClient(secondBase, { prefix: 'benchb' });
    twoInstances.races = await races([client, secondClient], postgres.url, service, {
      ...raceSize,
      firstDay: SIZE.checkouts + 1,
    });
    results.postgres = { version, oneInstance, twoInstances };
  } finally {
    if (second) await stopMeasuredServer(second);
    await stopMeasuredServer(first);
  }
} finally {
  await postgres.stop();
}
printSideBySide({
  'SQLite, 1': { api: results.api10k, races: results.races },
  'PostgreSQL, 1': results.postgres.oneInstance,
  'PostgreSQL, 2': results.postgres.twoInstances,
});

if (full) {
  writeFileSync(
    'bench-results.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`,
  );
  console.log('Wrote bench-results.json');
}
