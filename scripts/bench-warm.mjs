// The warm open of a signed-in screen, for the side-by-side bench (scripts/bench-compare.mjs).
//
// Warm: the phone has opened the screen before, in the same browser profile, so the service worker
// is installed and controlling and the app's persisted Query cache (localStorage, app/lib/query-client.ts)
// holds the screen's data; then it opens the screen again as a fresh navigation in a new tab, as from
// the home screen or a push. Lighthouse sends the cookie as a request header rather than keeping it in
// the profile, cannot wait for the screen's data and cannot cut the network, so Playwright drives
// Chromium here, with Lighthouse's own mobile emulation, the slow 4G its devtools method applies (real
// delays: 562.5 ms per request, 1.47 Mbps down) and 4x CPU slowdown.
// Measured from navigation start: when the screen's own data is drawn, and the page's LCP. Then the
// same open with the network cut (context.setOffline, as e2e/offline-matrix.spec.ts does): what the
// phone's own store alone draws. Last, the same open on lie-fi (every /api request hangs while the
// browser says online, as e2e/lie-fi.spec.ts does): when the data is drawn, and when the screen says
// how old it is ("Showing what this phone saw at…"; never, on a build that does not say it).
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium.mjs';

// What shows that a screen drew its data rather than a spinner or a sign-in prompt: an element, or
// the words of its empty state (the demo accounts start with no jobs and an empty cart).
const DATA_DRAWN = {
  '/worker-jobs': ['[aria-label="Available jobs"], [data-testid="not-approved"]', 'No available jobs'],
  '/vendor-dashboard': ['[data-testid="business"], [data-testid="not-a-vendor"]', 'No businesses yet'],
  '/cart': ['[data-testid="cart-item"]', 'Your cart is empty.'],
  '/bookings': ['[data-testid="booking"]', 'No bookings yet'],
};

export const measuresWarm = (path) => path in DATA_DRAWN;

export const WARM_HEADING =
  'Warm: opened before in the same profile (service worker controlling, Query cache persisted), then ' +
  'opened again in a new tab; Playwright, Lighthouse mobile emulation, devtools slow 4G, 4x CPU ' +
  '(median LCP and when the data entered a frame, online and with the network cut; on lie-fi, when ' +
  'the data entered a frame and when the screen said how old it is)';

export const launchWarmBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

const { mobileSlow4G } = throttling;
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;

/** performance.now() (ms since navigation start) in the first frame that holds the data; false before. */
function dataDrawn([selector, words]) {
  const main = document.querySelector('main');
  return (document.querySelector(selector) || main?.textContent?.includes(words)) && performance.now();
}

/** The page's LCP so far, in ms since navigation start. */
export const largestContentfulPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );

/** performance.now() in the first frame that says how old the data is; false before. */
const ageShown = () => Boolean(document.querySelector('[data-testid="data-age"]')) && performance.now();
const AGE_WAIT_MS = 20_000;

async function open(context, url, path, network, { age = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileSlow4G.cpuSlowdownMultiplier });
  if (network)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobileSlow4G.requestLatencyMs,
      downloadThroughput: (mobileSlow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (mobileSlow4G.uploadThroughputKbps * 1024) / 8,
    });
  await page.goto(url, { waitUntil: 'commit' });
  const drawnMs = await page
    .waitForFunction(dataDrawn, DATA_DRAWN[path], { polling: 'raf', timeout: 60_000 })
    .then((handle) => handle.jsonValue())
    .catch((error) => {
      throw new Error(`${url} drew no data in 60 s${network ? '' : ' offline'}: not signed in?`, {
        cause: error,
      });
    });
  const ageMs = age
    ? await page
        .waitForFunction(ageShown, undefined, { polling: 'raf', timeout: AGE_WAIT_MS })
        .then((handle) => handle.jsonValue())
        .catch(() => null)
    : null;
  await page.waitForLoadState('load');
  const lcpMs = await largestContentfulPaint(page);
  await page.close();
  return {
    drawnMs: Math.round(drawnMs),
    lcpMs: Math.round(lcpMs),
    ageMs: ageMs === null ? null : Math.round(ageMs),
  };
}

/** One warm open of `path` at `base` as the person whose session `cookie` ("name=value") holds. */
export async function warmOnce(browser, base, path, cookie) {
  const url = `${base}${path}`;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    serviceWorkers: 'allow',
  });
  try {
    const at = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base }]);
    const first = await context.newPage();
    await first.goto(url);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await first.waitForFunction(dataDrawn, DATA_DRAWN[path], { timeout: 60_000 });
    // The screen refetches on open; its answer must be in the store before the tab goes.
    await first.waitForLoadState('networkidle');
    await first.close();
    const online = await open(context, url, path, true);
    await context.setOffline(true);
    const offline = await open(context, url, path, false);
    await context.setOffline(false);
    await context.route('**/api/**', () => undefined);
    const lieFi = await open(context, url, path, false, { age: true });
    return {
      ...online,
      offlineDrawnMs: offline.drawnMs,
      offlineLcpMs: offline.lcpMs,
      lieFiDrawnMs: lieFi.drawnMs,
      lieFiAgeMs: lieFi.ageMs,
    };
  } finally {
    await context.close();
  }
}
