import type { Page } from '@playwright/test';
import { DEMO, expect, readDatabase, signIn, test } from './support';

type VendorRow = { id: string; business_name: string };
const venues = () =>
  readDatabase<VendorRow>(
    "SELECT id, business_name FROM vendors WHERE is_active = 1 AND business_type = 'venue' ORDER BY business_name",
  );

/** The page as the server sent it, before any script ran. */
async function drawnHtml(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { Accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

/**
 * Collects what a page reports as broken (React's hydration mismatches arrive as page errors), but
 * not the HTTP answers the test expects (401: signed out; 404: not found).
 */
function watchErrors(page: Page, expected: number[] = [401]) {
  const errors: string[] = [];
  const isExpected = (text: string) => expected.some((status) => text.includes(`status of ${status}`));
  const where = () => new URL(page.url()).pathname;
  page.on('pageerror', (error) => errors.push(`${where()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message.text()))
      errors.push(`${where()}: ${message.text()}`);
  });
  return errors;
}

test.describe('pages the server draws', () => {
  test('the directory arrives with its vendors and title, readable without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/vendors?category=venue');
    await expect(page.getByRole('heading', { level: 1, name: 'Local Vendors' })).toBeVisible();
    for (const venue of venues()) await expect(page.getByText(venue.business_name).first()).toBeVisible();
    await expect(page.getByTestId('vendor-count')).toContainText(`of ${venues().length}`);
    await expect(page).toHaveTitle('Local Vendors — Broken Bow Events');
    await context.close();
  });

  test('a vendor page is drawn with the vendor and answers 404 for one that does not exist', async ({
    page,
  }) => {
    const [venue] = venues();
    if (!venue) throw new Error('the demo data has no venue');
    const found = await drawnHtml(page, `/vendor/${venue.id}`);
    expect(found.status).toBe(200);
    expect(found.html).toContain(`<title>${venue.business_name} — Broken Bow Events</title>`);
    expect(found.html).toMatch(new RegExp(`<h1[^>]*>${venue.business_name}</h1>`));

    // Drawn as the not-found page itself (not a loading state), and adopted as drawn.
    const missingPath = '/vendor/00000000-0000-4000-8000-000000000000';
    const missing = await drawnHtml(page, missingPath);
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<h1[^>]*>Vendor Not Found<\/h1>/);
    const errors = watchErrors(page, [401, 404]);
    await page.goto(missingPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Not Found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    const unknown = await drawnHtml(page, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('404 Page Not Found');
  });

  for (const [path, heading] of [
    ['/', 'Your Complete Event Planning Platform'],
    ['/blog', 'Event Planning Blog'],
    ['/packages', 'Event Packages'],
  ] as const) {
    test(`${path} arrives drawn, with no inline script`, async ({ page }) => {
      const { status, html } = await drawnHtml(page, path);
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, 'no inline script may run against our CSP').not.toMatch(/<script>/);
    });
  }

  test('pages that differ per person get the bare shell', async ({ page }) => {
    const cart = await drawnHtml(page, '/cart');
    expect(cart.html).toContain('<div id="root"></div>');
    // The precached shell the service worker answers offline navigations with stays bare too.
    expect((await drawnHtml(page, '/index.html')).html).toContain('<div id="root"></div>');
  });

  test('a signed-in visitor gets the anonymous drawing, and their own header once the app adopts it', async ({
    page,
  }) => {
    await signIn(page, DEMO.customer);
    // The request carries the session cookie, yet nothing personal is drawn into shareable HTML.
    const { html } = await drawnHtml(page, '/vendors');
    expect(html).toContain('Sign In');
    expect(html).not.toContain(DEMO.customer);

    const errors = watchErrors(page);
    await page.goto('/vendors');
    await expect(page.getByTestId('avatar')).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const path of [
    '/',
    '/vendors',
    '/vendor/:id',
    '/blog',
    '/packages',
    '/catering',
    '/delivery',
    '/terms',
    '/gig-workers',
  ]) {
    test(`the app adopts ${path} as drawn, without a mismatch`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(path === '/vendor/:id' ? `/vendor/${venues()[0]?.id}` : path);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('the adopted directory answers at once: a filter change redraws the list in place', async ({
    page,
  }) => {
    // Adopted, not frozen: a filter change redraws the list in place, through the router.
    await page.goto('/vendors');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Venues' });
    await expect(page).toHaveURL(/category=venue/);
    await expect(page.getByTestId('vendor-count')).toContainText(`of ${venues().length}`);
  });
});

test('a tap on a drawn page before the app has adopted it is kept, not lost', async ({ page }) => {
  // The app's code arrives late, as on a weak signal: the visitor taps the drawn page first.
  const release = await holdTheApp(page);
  await page.goto('/vendors');
  await page.getByRole('button', { name: /^Filters/ }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Venues' });
  await expect(page).toHaveURL(/category=venue/);
});

/** Holds the app's entry script until the returned release() is called, as a weak signal would. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a visitor who scrolled the drawn page stays there when the app adopts it; the next page opens at its top', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/');
  const buttons = page.getByRole('region', { name: 'Featured local vendors' });
  await buttons.getByRole('link', { name: /^Book Tour/ }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  await buttons.getByRole('link', { name: /^Book Tour/ }).click();
  await expect(page).toHaveURL(/\/vendor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test('a link tapped before the app has adopted the page is followed once it has, inside the app', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/packages');
  await page.evaluate(() => {
    document.documentElement.dataset.visit = 'first';
  });
  await page.getByRole('link', { name: 'Get a Quote for the Social package' }).click();
  await expect(page).toHaveURL(/\/packages$/);
  release();
  await expect(page).toHaveURL(/\/quote\?package=social&guests=26-50/);
  await expect(page.getByTestId('package-badge')).toHaveText('Social Events');
  // The same document: the app navigated, the page was not loaded again.
  expect(await page.evaluate(() => document.documentElement.dataset.visit)).toBe('first');
});

test('when the app cannot arrive, a link tapped on the drawn page is followed by the browser', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/packages');
  await page.getByRole('link', { name: 'Get a Quote for the Social package' }).click();
  await expect(page).toHaveURL(/\/quote\?package=social&guests=26-50/);
});
