// A first visit on a slow link, for the side-by-side bench (scripts/bench-compare.mjs): a new browser
// profile (no service worker, no remembered data) opens a public page through 2 s round trips and
// 50 KB/s each way (Chromium's network emulation, as e2e/lie-fi.spec.ts uses), at 4x CPU. Measured
// from navigation start: when the page's content entered a frame, its LCP, and whether it ever said
// "You are offline." or "Weak signal" on the way (it must not: the link is slow, not down).

import { largestContentfulPaint } from './bench-warm.mjs';

export const SLOW_LINK = { latency: 2_000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

export const SLOW_LINK_HEADING =
  'First visit on a slow link: new profile, 2 s round trips, 50 KB/s each way, 4x CPU (median ' +
  'LCP and when the content entered a frame; how many runs ever showed the offline or weak-signal notice)';

// What shows that a public page drew its content: the directory's cards, a vendor's services, else
// the page's heading.
const CONTENT = {
  '/vendors': '[data-testid="vendor-card"]',
  '/vendor/:id': '[data-testid="services"]',
};

function contentDrawn(selector) {
  return Boolean(document.querySelector(selector)) && performance.now();
}

/** One first visit of `path` at `base` (`:id` is a vendor of that side). */
export async function slowLinkOnce(browser, base, path, vendorId) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINK });
    // Any moment the strip says the server is not reached counts, however briefly it shows.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const text = document.querySelector('[role="status"]')?.textContent ?? '';
        if (/You are offline|Weak signal/.test(text)) window.__saidDown = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${base}${path.replace(':id', vendorId)}`, { waitUntil: 'commit', timeout: 120_000 });
    const drawnMs = await page
      .waitForFunction(contentDrawn, CONTENT[path] ?? 'main h1', { polling: 'raf', timeout: 120_000 })
      .then((handle) => handle.jsonValue());
    await page.waitForLoadState('load', { timeout: 120_000 });
    const lcpMs = await largestContentfulPaint(page);
    // The app's own requests after load (its start, the service worker's install) may still flip it.
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
    const saidDown = await page.evaluate(() => window.__saidDown === true);
    return { drawnMs: Math.round(drawnMs), lcpMs: Math.round(lcpMs), saidDown };
  } finally {
    await context.close();
  }
}
