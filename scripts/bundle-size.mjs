// Gzipped sizes of the built app: the entry script and stylesheet index.html loads first, and the
// whole service-worker precache. Shared by the size budget check and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

export function measureBuild(dist = 'dist') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // public/start-app.js loads the entry after the first paint; the build names it in data-entry.
  const entryJs = /data-entry="\/([^"]+)"/.exec(html)?.[1];
  const entryCss = /<link rel="stylesheet" crossorigin href="\/([^"]+)"/.exec(html)?.[1];
  if (!entryJs) throw new Error(`No entry script in ${dist}/index.html: build first (npm run build)`);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
  return {
    entryJs: { file: entryJs, gzip: gz(join(dist, entryJs)) },
    entryCss: entryCss ? { file: entryCss, gzip: gz(join(dist, entryCss)) } : null,
    precache: {
      files: precached.length,
      gzip: precached.reduce((sum, file) => sum + gz(join(dist, file)), 0),
    },
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
