// `npm run test:e2e`: Debian's Chromium present, a fresh production build, then Playwright.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
