// The production build (dist/ and the page renderer in dist-server/), made again whenever a file it is
// built from changed after it: `npm start` and the bench never serve an app older than its code.
// Judged by modification times, a few hundred stats, so a start with a fresh build costs no build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What `npm run build` reads. Tests are not built; the lock file changes when dependencies do.
const SOURCES = [
  'app',
  'api/contracts',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/precompress.mjs',
];
const OUTPUTS = ['dist/index.html', 'dist-server/entry-server.js'];
const isTest = (name) => /\.test\.tsx?$/.test(name);

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && !isTest(entry.name))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

/** Why the build must be made (no build, or the newest source), or null when dist/ is current. */
function staleBuild() {
  if (OUTPUTS.some((output) => !existsSync(output))) return 'no build found';
  const built = Math.min(...OUTPUTS.map((output) => statSync(output).mtimeMs));
  const changed = SOURCES.find((source) => newestChange(source) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds when the build is missing or older than its sources; exits with the build's failure. */
export function ensureBuild() {
  const reason = staleBuild();
  if (!reason) return;
  console.log(`Building the app first (npm run build): ${reason}...`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
