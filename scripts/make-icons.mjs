// Renders public/favicon.svg into the PNG icons the manifest names, in Debian's Chromium.
// Run after changing the logo: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const shots = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, radius: true },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, radius: true },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 0, radius: false },
  // Maskable: the logo inside the 80% safe zone on a full-bleed background.
  { file: 'public/icons/maskable-512.png', size: 512, padding: 0.12, radius: false },
];
for (const { file, size, padding, radius } of shots) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - padding * 2));
  const body = radius ? svg : svg.replace('rx="14"', 'rx="0"');
  await page.setContent(
    `<html><body style="margin:0;background:${radius ? 'transparent' : '#1f4d3a'};display:grid;place-items:center;width:${size}px;height:${size}px">
      <div style="width:${inner}px;height:${inner}px">${body.replace('width="64" height="64"', 'width="100%" height="100%"')}</div>
    </body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: radius });
}
await browser.close();
