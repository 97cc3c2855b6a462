// Installs a Debian package the tests need when it is missing: only as root (as CI runs), otherwise it
// stops with how to install it by hand. `found` looks for what the package provides, before and after.
import { execFileSync, spawnSync } from 'node:child_process';

/**
 * @template T
 * @param {{ name: string, found: () => T | undefined, byHand: string }} wanted
 * @returns {T}
 */
export function ensureDebianPackage({ name, found, byHand }) {
  const before = found();
  if (before) return before;
  if (process.getuid?.() !== 0) {
    console.error(byHand);
    process.exit(1);
  }
  console.log(`Installing Debian ${name} for the tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  const after = install.status === 0 ? found() : undefined;
  if (!after) {
    console.error(`Installing ${name} failed; see the apt-get output above.`);
    process.exit(1);
  }
  return after;
}
