// `npm run bench`: every figure docs/performance.md records, measured on this machine in one run.
// Sizes from the build, Lighthouse mobile (median of 3), API throughput with autocannon at the seeded
// size and at 10,000 vendors, a 50-way accept race and 100 concurrent checkouts. Asserts no figure,
// but fails when a request it times fails: a figure of failing requests measures nothing.
// `npm run bench -- --compare <rev>` measures Lighthouse on <rev> and this tree side by side instead
// (scripts/bench-compare.mjs); `--quick` shortens either. `--smoke` (`npm run test:tools`) runs
// the larger size's API figures and the races in seconds, without build, Lighthouse or results file.
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
import { apiClient, bookableServices } from './tool-client.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4700);
const BASE = `http://127.0.0.1:${PORT}`;
const results = {};
const smoke = process.argv.includes('--smoke');
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
async function throughput(label, routes, cookie) {
  const out = {};
  for (const [name, path, auth] of routes) {
    const result = await autocannon({
      url: `${BASE}${path}`,
      connections: 10,
      duration: SIZE.seconds,
      headers: auth ? { cookie } : {},
    });
    out[name] = {
      reqPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    if (out[name].errors > 0) throw new Error(`${path}: ${out[name].errors} requests failed under load`);
  }
  const trivial = out.trivial.reqPerSec;
  console.log(`  ${label}`);
  for (const [name, r] of Object.entries(out)) {
    r.ratioToTrivial = Number((r.reqPerSec / trivial).toFixed(2));
    console.log(
      `    ${name.padEnd(22)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  ratio ${r.ratioToTrivial}  errors ${r.errors}`,
    );
  }
  return out;
}

async function apiFigures(label) {
  const me = await client.register();
  const vendors = (await client.call('GET', '/api/vendors?limit=1')).json;
  const routes = [
    ['trivial', '/api/health'],
    ['vendors', '/api/vendors'],
    ['vendors filtered', '/api/vendors?category=restaurant&priceRange=%24%24&guests=26-50'],
    ['vendor by id', `/api/vendors/${vendors[0].id}`],
    ['cart (signed in)', '/api/cart', true],
  ];
  return throughput(label, routes, me.cookie);
}

// --- the run ---
// `--compare <rev>`: Lighthouse on <rev> and this tree side by side instead (scripts/bench-compare.mjs).
if (process.argv.some((arg) => arg === '--compare' || arg.startsWith('--compare='))) {
  const { compare } = await import('./bench-compare.mjs');
  await compare(process.argv.slice(2));
  process.exit(0);
}
if (!smoke) {
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
if (!smoke) {
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
await withServer(large, async () => {
  results.api10k = await apiFigures(smoke ? 'large' : '10k');
  console.log('Races');
  const [service] = bookableServices(large, 30, 'catering');
  results.races = await races(client, large, service, { workers: SIZE.racers, checkouts: SIZE.checkouts });
});

if (!smoke) {
  writeFileSync(
    'bench-results.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`,
  );
  console.log('Wrote bench-results.json');
}
