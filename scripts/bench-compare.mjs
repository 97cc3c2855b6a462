// `npm run bench -- --compare <rev> [--against <rev>] [--pages /,/vendors,/vendor/:id] [--signed-in
// /worker-jobs,/vendor-dashboard,/cart] [--slow-link /vendors] [--runs 5]`: Lighthouse mobile on two builds side by side in
// one run, because this shared machine swings by ten points from hour to hour and a figure from
// another hour compares nothing.
//
// Side A is <rev>, built in a temporary git worktree; side B is the current tree as it is now
// (committed or not, copied into a second worktree when the run starts, so edits made during the run
// do not leak in), or `--against <rev>`. Both servers (scripts/measure-server.mjs, each on its own
// seeded database) run at once; every page is measured A, B, then B, A on the next round, and so on,
// so that load from other work on the machine falls on both sides alike. Each side also serves a plain
// static HTML page, the control: when it does not score 100, the machine was too busy for the
// figures beside it. Signed-in screens are measured cold (Lighthouse resets storage before each run)
// with the session cookie of the demo account that uses them, then warm, as a phone opens them again
// from a push or the home screen (scripts/bench-warm.mjs says what warm means). Prints medians;
// writes bench-compare.json. Asserts nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SLOW_LINK_HEADING, slowLinkOnce } from './bench-slow-link.mjs';
import { launchWarmBrowser, measuresWarm, WARM_HEADING, warmOnce } from './bench-warm.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';
import { startMeasuredServer, stopMeasuredServer } from './measure-server.mjs';

const DEMO_PASSWORD = 'BrokenBow!2026';
// Which demo account opens each signed-in screen (README, Demo accounts).
const ACCOUNT_FOR = {
  '/worker-jobs': 'worker@demo.brokenbow.events',
  '/vendor-dashboard': 'vendor@demo.brokenbow.events',
  '/cart': 'customer@demo.brokenbow.events',
  '/bookings': 'customer@demo.brokenbow.events',
  '/admin': 'admin@demo.brokenbow.events',
};
export const CONTROL_PATH = '/bench-plain.html';
const CONTROL_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Plain page (bench control)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#1c2b25;background:#fbf8f3}</style>
</head>
<body>
<h1>Broken Bow Events</h1>
<p>A plain HTML page with no script, served by the same server as the app. It is the bench's control:
it scores 100 on an idle machine, so when it does not, the figures measured beside it were taken on a
busy one.</p>
</body>
</html>
`;

const sh = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (result.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  return result.stdout ?? '';
};
const git = (...args) => sh('git', args).trim();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function parse(argv) {
  const value = (name) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i === -1) return undefined;
    return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
  };
  const list = (name, fallback) => {
    const v = value(name);
    return v === undefined ? fallback : v.split(',').filter(Boolean);
  };
  const quick = argv.includes('--quick');
  return {
    revA: value('compare'),
    revB: value('against'),
    pages: list('pages', ['/', '/vendors', '/vendor/:id', '/blog', '/packages']),
    signedIn: list('signed-in', ['/worker-jobs', '/vendor-dashboard', '/cart']),
    slowLink: list('slow-link', []),
    runs: Number(value('runs') ?? (quick ? 1 : 5)),
    port: Number(process.env.BENCH_PORT ?? 4700),
    keep: argv.includes('--keep'),
  };
}

/** A worktree of `rev`, or (no rev) of HEAD with the working tree's changes copied over it. */
function checkout(root, dir, rev) {
  git('worktree', 'add', '--detach', dir, rev ?? 'HEAD');
  if (!rev) {
    // The current tree: tracked files as they are now, new files not ignored, deletions.
    const files = sh('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
      .split('\0')
      .filter(Boolean);
    for (const file of files) {
      const from = join(root, file);
      if (!existsSync(from)) {
        rmSync(join(dir, file), { force: true });
        continue;
      }
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(from, join(dir, file), { dereference: false });
    }
  }
  // The same dependencies: share node_modules when the lockfile matches, else install.
  const sameDeps =
    spawnSync('git', [
      'diff',
      '--no-index',
      '--quiet',
      join(root, 'package-lock.json'),
      join(dir, 'package-lock.json'),
    ]).status === 0;
  if (sameDeps) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  else {
    console.log(`  ${rev}: package-lock.json differs from this tree's, so npm install runs there`);
    sh('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
}

function build(dir, label) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`building ${label} failed`);
  }
  writeFileSync(join(dir, 'dist', CONTROL_PATH.slice(1)), CONTROL_HTML);
  console.log(`  built ${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function signIn(base, email) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} at ${base}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

// Lighthouse sometimes fails to record its own trace (NO_NAVSTART); such a run measured nothing, so
// it is said and run again rather than counted.
async function lighthouseOnce(url, port, extraHeaders) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!lhr.runtimeError) {
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
      };
    }
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${lhr.runtimeError.code}`);
    console.log(`  (${url}: Lighthouse reported ${lhr.runtimeError.code}; running it again)`);
  }
}

export async function compare(argv) {
  const opts = parse(argv);
  if (!opts.revA) throw new Error('--compare needs a git revision, e.g. --compare HEAD~1');
  ensureChromium();
  const root = git('rev-parse', '--show-toplevel');
  const nameA = `${opts.revA} (${git('rev-parse', '--short', opts.revA)})`;
  const nameB = opts.revB
    ? `${opts.revB} (${git('rev-parse', '--short', opts.revB)})`
    : `current tree (${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' + changes' : ''})`;
  const work = mkdtempSync(join(tmpdir(), 'bbe-compare-'));
  const sides = [
    { key: 'A', name: nameA, dir: join(work, 'a'), rev: opts.revA, port: opts.port },
    { key: 'B', name: nameB, dir: join(work, 'b'), rev: opts.revB, port: opts.port + 1 },
  ];
  console.log(`Side by side: A = ${nameA}, B = ${nameB}`);
  const cleanup = async () => {
    for (const side of sides) if (side.server) await stopMeasuredServer(side.server);
    if (opts.keep) return console.log(`  kept ${work}`);
    for (const side of sides)
      if (existsSync(side.dir)) spawnSync('git', ['worktree', 'remove', '--force', side.dir], { cwd: root });
    rmSync(work, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  let chrome;
  let warmBrowser;
  // Stopped by hand (Ctrl-C), it still stops its servers and browsers and removes its worktrees.
  const stop = () => {
    void Promise.all([chrome?.kill(), warmBrowser?.close()])
      .then(cleanup)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    for (const side of sides) {
      checkout(root, side.dir, side.rev);
      build(side.dir, side.name);
    }
    for (const side of sides) {
      side.base = `http://127.0.0.1:${side.port}`;
      side.server = await startMeasuredServer({
        port: side.port,
        database: join(work, `${side.key}.db`),
        cwd: side.dir,
        staticRoot: resolve(side.dir, 'dist'),
        serverRenderer: resolve(side.dir, 'dist-server/entry-server.js'),
      });
      side.vendorId = (await (await fetch(`${side.base}/api/vendors?limit=1`)).json())[0].id;
      side.cookies = {};
      for (const path of opts.signedIn) {
        const email = ACCOUNT_FOR[path] ?? ACCOUNT_FOR['/cart'];
        side.cookies[email] ??= await signIn(side.base, email);
      }
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const pages = [
      { path: CONTROL_PATH, label: 'plain HTML (control)' },
      ...opts.pages.map((path) => ({ path, label: path })),
      ...opts.signedIn.map((path) => ({
        path,
        label: `${path} (signed in, cold)`,
        account: ACCOUNT_FOR[path] ?? ACCOUNT_FOR['/cart'],
      })),
      ...opts.signedIn.filter(measuresWarm).map((path) => ({
        path,
        label: `${path} (signed in, warm)`,
        account: ACCOUNT_FOR[path] ?? ACCOUNT_FOR['/cart'],
        warm: true,
      })),
      ...opts.slowLink.map((path) => ({ path, label: `${path} (first visit, slow link)`, slow: true })),
    ];
    const results = {};
    const headings = new Set();
    // Written after every page, so a run cut short still leaves what it measured.
    const save = () =>
      writeFileSync(
        'bench-compare.json',
        `${JSON.stringify(
          {
            measuredAt: new Date().toISOString(),
            A: nameA,
            B: nameB,
            runs: opts.runs,
            warm: WARM_HEADING,
            loadAverage: loadavg(),
            results,
          },
          null,
          2,
        )}\n`,
      );
    console.log(
      `Lighthouse mobile, ${opts.runs} run(s) per page and side, alternating A/B (median score, TBT, LCP)`,
    );
    for (const page of pages) {
      if ((page.warm || page.slow) && !warmBrowser) warmBrowser = await launchWarmBrowser();
      const heading = page.warm ? WARM_HEADING : page.slow ? SLOW_LINK_HEADING : null;
      if (heading && !headings.has(heading)) {
        headings.add(heading);
        console.log(heading);
      }
      const runs = { A: [], B: [] };
      for (let round = 0; round < opts.runs; round++) {
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) {
          if (page.slow) {
            runs[side.key].push(await slowLinkOnce(warmBrowser, side.base, page.path, side.vendorId));
            continue;
          }
          if (page.warm) {
            runs[side.key].push(
              await warmOnce(warmBrowser, side.base, page.path, side.cookies[page.account]),
            );
            continue;
          }
          const url = `${side.base}${page.path.replace(':id', side.vendorId)}`;
          const headers = page.account ? { Cookie: side.cookies[page.account] } : undefined;
          const run = await lighthouseOnce(url, chrome.port, headers);
          if (page.account && new URL(run.finalUrl).pathname !== new URL(url).pathname)
            console.log(`  (${page.path} on ${side.key} ended at ${run.finalUrl}: not signed in?)`);
          runs[side.key].push(run);
        }
      }
      const middle = (list, key) => Math.round(median(list.map((r) => r[key])));
      const summary = (list) =>
        page.slow
          ? {
              lcpMs: middle(list, 'lcpMs'),
              drawnMs: middle(list, 'drawnMs'),
              saidDown: list.filter((r) => r.saidDown).length,
              lcps: list.map((r) => r.lcpMs),
            }
          : page.warm
            ? {
                lcpMs: middle(list, 'lcpMs'),
                drawnMs: middle(list, 'drawnMs'),
                offlineLcpMs: middle(list, 'offlineLcpMs'),
                offlineDrawnMs: middle(list, 'offlineDrawnMs'),
                lieFiDrawnMs: middle(list, 'lieFiDrawnMs'),
                lieFiAgeMs: list.some((r) => r.lieFiAgeMs === null) ? null : middle(list, 'lieFiAgeMs'),
                lcps: list.map((r) => r.lcpMs),
              }
            : {
                score: median(list.map((r) => r.score)),
                tbtMs: middle(list, 'tbtMs'),
                lcpMs: middle(list, 'lcpMs'),
                scores: list.map((r) => r.score),
                tbts: list.map((r) => r.tbtMs),
              };
      results[page.label] = { A: summary(runs.A), B: summary(runs.B) };
      const ms = (value) => `${String(value).padStart(5)} ms`;
      const line = (s) =>
        page.slow
          ? `LCP ${ms(s.lcpMs)} (content ${ms(s.drawnMs)}), said offline or weak in ${s.saidDown} of ${s.lcps.length} [${s.lcps.join(' ')}]`
          : page.warm
            ? `LCP ${ms(s.lcpMs)} (data ${ms(s.drawnMs)}), offline LCP ${ms(s.offlineLcpMs)} (data ${ms(s.offlineDrawnMs)}), lie-fi data ${ms(s.lieFiDrawnMs)} age ${s.lieFiAgeMs === null ? ' never' : ms(s.lieFiAgeMs)} [${s.lcps.join(' ')}]`
            : `${String(s.score).padStart(5)} TBT ${String(s.tbtMs).padStart(4)} ms LCP ${ms(s.lcpMs)} [${s.scores.join(' ')}]`;
      console.log(`  ${page.label.padEnd(36)} A ${line(results[page.label].A)}`);
      console.log(`  ${''.padEnd(36)} B ${line(results[page.label].B)}`);
      save();
    }
    save();
    console.log('Wrote bench-compare.json');
  } finally {
    if (chrome) await chrome.kill();
    if (warmBrowser) await warmBrowser.close();
    await cleanup();
  }
}
