// Gzipped sizes of the built app: the entry script and stylesheet index.html loads first, and the
// whole service-worker precache. Shared by the size budget check and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * Everything the app loads before it starts: the entry (app/main.tsx), what it imports, and the
 * stages it imports itself, with theirs. Route chunks and lazy screens are not part of it.
 */
function startupScripts(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`No entry in ${dist}/.vite/manifest.json: build first (npm run build)`);
  const startup = new Set();
  const visit = (key) => {
    if (startup.has(key)) return;
    startup.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  for (const stage of manifest[entry].dynamicImports ?? []) visit(stage);
  return { entry: manifest[entry].file, files: [...startup].map((key) => manifest[key].file) };
}

export function measureBuild(dist = 'dist') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryCss = /<link rel="stylesheet" crossorigin href="\/([^"]+)"/.exec(html)?.[1];
  const scripts = startupScripts(dist);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
  return {
    entryJs: {
      file: scripts.entry,
      files: scripts.files.length,
      gzip: scripts.files.reduce((sum, file) => sum + gz(join(dist, file)), 0),
    },
    entryCss: entryCss ? { file: entryCss, gzip: gz(join(dist, entryCss)) } : null,
    precache: {
      files: precached.length,
      gzip: precached.reduce((sum, file) => sum + gz(join(dist, file)), 0),
    },
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a phone downloads to open each page: every script fetched from navigation until the network
 * has been quiet for `quietMs`, as transferred (response headers plus the encoded body), with the
 * service worker blocked so its background precache is not counted. `base` is a running server
 * (scripts/measure-server.mjs). Returns { [path]: { files, bytes, headerBytes, scripts: [...] } }.
 */
export async function measurePageScripts(base, paths, { quietMs = 1500, timeoutMs = 60_000 } = {}) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM, CHROMIUM_FLAGS } = await import('./ensure-chromium.mjs');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  const out = {};
  try {
    for (const path of paths) {
      // A fresh phone each time: nothing cached, no service worker.
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const scripts = [];
      let inFlight = 0;
      let lastActivity = Date.now();
      const pending = [];
      page.on('request', () => {
        inFlight += 1;
        lastActivity = Date.now();
      });
      const settle = async (request) => {
        inFlight -= 1;
        lastActivity = Date.now();
        if (request.resourceType() !== 'script') return;
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        scripts.push({
          url: new URL(request.url()).pathname,
          headers: sizes.responseHeadersSize,
          body: sizes.responseBodySize,
        });
      };
      page.on('requestfinished', (request) => pending.push(settle(request)));
      page.on('requestfailed', () => {
        inFlight -= 1;
        lastActivity = Date.now();
      });
      await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: timeoutMs });
      const started = Date.now();
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() - started > timeoutMs) throw new Error(`${path}: the network never went quiet`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(pending);
      await context.close();
      scripts.sort((a, b) => b.headers + b.body - (a.headers + a.body));
      out[path] = {
        files: scripts.length,
        bytes: scripts.reduce((sum, s) => sum + s.headers + s.body, 0),
        headerBytes: scripts.reduce((sum, s) => sum + s.headers, 0),
        scripts,
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}
