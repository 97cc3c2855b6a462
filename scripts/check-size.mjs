// `npm run test:size`: fails when opening the home page costs a phone more script than its budget, so
// a regression that would slow every first visit on a weak rural signal cannot land unnoticed.
//
// Measured the way the phone pays for it: headless Chromium opens `/` on the built app served by the
// real server (scripts/measure-server.mjs, production mode), with the service worker blocked so its
// background precache is not counted, and adds up every script fetched until the network is quiet, as
// transferred: response headers plus the (compressed) body. On a high-latency link each file costs a
// round of headers, so the number of files is held too. `/vendors` and `/vendor/:id` are printed.
// Needs a build (`npm run build`); builds when dist/ is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { kb, measureBuild, measurePageScripts } from './bundle-size.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { startMeasuredServer, stopMeasuredServer } from './measure-server.mjs';
import { freePort } from './ports.mjs';

// Issue 13: at most 120 KB in at most 12 files to open `/`.
const BUDGET = { homeJs: 120 * 1024, homeFiles: 12, entryCss: 12 * 1024 };
const dist = process.argv[2] ?? 'dist';

if (!existsSync(join(dist, 'index.html')) || !existsSync('dist-server/entry-server.js')) {
  if (process.argv[2]) throw new Error(`No build in ${dist}`);
  console.log('No build in dist/: npm run build');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
ensureChromium();

const work = mkdtempSync(join(tmpdir(), 'bbe-size-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startMeasuredServer({
  port,
  database: join(work, 'size.db'),
  staticRoot: resolve(dist),
});
let pages;
try {
  const vendorId = (await (await fetch(`${base}/api/vendors?limit=1`)).json())[0].id;
  pages = await measurePageScripts(base, ['/', '/vendors', `/vendor/${vendorId}`]);
} finally {
  await stopMeasuredServer(server);
  rmSync(work, { recursive: true, force: true });
}

const size = measureBuild(dist);
const home = pages['/'];
const checks = [
  [`script to open / (as transferred, headers included)`, home.bytes, BUDGET.homeJs, kb],
  ['script files to open /', home.files, BUDGET.homeFiles, String],
  ['entry CSS (gzipped)', size.entryCss?.gzip ?? 0, BUDGET.entryCss, kb],
];
let over = false;
for (const [name, actual, budget, show] of checks) {
  const ok = actual <= budget;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${show(actual)} (budget ${show(budget)})`);
}
for (const [path, page] of Object.entries(pages)) {
  const label = path.startsWith('/vendor/') ? '/vendor/:id' : path;
  console.log(
    `     ${label.padEnd(12)} ${kb(page.bytes)} in ${page.files} scripts (${kb(page.headerBytes)} of it headers)`,
  );
}
console.log(
  `     startup JS from the build manifest: ${kb(size.entryJs.gzip)} gzipped in ${size.entryJs.files} files; precache: ${size.precache.files} files, ${kb(size.precache.gzip)} gzipped`,
);
if (over) {
  console.error('Over budget. What / fetched, largest first:');
  for (const s of home.scripts) console.error(`  ${s.url}  ${kb(s.headers + s.body)}`);
  console.error(
    'Lazy-load the new weight (a route, a dialog, a library), or group small chunks (codeSplitting.groups in vite.config.ts).',
  );
  process.exit(1);
}
