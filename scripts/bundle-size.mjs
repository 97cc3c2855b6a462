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
