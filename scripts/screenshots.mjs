// Screenshots of screens at phone and desktop width, to look at what we build.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> [--as email] path [path ...]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, out, ...rest] = process.argv.slice(2);
const asIndex = rest.indexOf('--as');
const email = asIndex >= 0 ? rest[asIndex + 1] : null;
const paths = rest.filter((_, i) => asIndex < 0 || (i !== asIndex && i !== asIndex + 1));
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (email) {
    const res = await page.request.post(`${base}/api/login`, { data: { email, password: 'BrokenBow!2026' } });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  }
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${label}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await context.close();
}
await browser.close();
