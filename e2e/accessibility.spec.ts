import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, readDatabase, signIn, test, VISITOR_PAGES } from './support';

// Every route a visitor or a signed-in person reaches, checked by axe at the phone viewport:
// no serious or critical violation anywhere.
// Signed-out versions of the protected pages (their prompts) and the 404 page too.
const PUBLIC = [...VISITOR_PAGES, '/cart', '/worker-jobs', '/no-such-page'];

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lower sections are laid out only as they near the screen (content-visibility); axe reads colours
  // by hit-testing, which races that. Drawn in full, it judges the colours a reader sees there.
  await page.addStyleTag({ content: '.render-when-seen { content-visibility: visible !important; }' });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${path}\n${serious.join('\n')}`).toEqual([]);
}

test('public pages have no serious or critical accessibility violations', async ({ page }) => {
  const [vendor] = readDatabase<{ id: string }>(
    "select id from vendors where business_name = 'Timber Ridge Smokehouse'",
  );
  for (const path of [...PUBLIC, `/vendor/${vendor?.id}`]) await expectNoSeriousViolations(page, path);
});

test('signed-in screens have no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, DEMO.customer);
  for (const path of ['/profile', '/cart', '/checkout', '/bookings', '/preferences', '/event-planner']) {
    await expectNoSeriousViolations(page, path);
  }
});

test('worker, vendor and admin screens have no serious or critical accessibility violations', async ({
  browser,
  baseURL,
}) => {
  for (const [account, path] of [
    [DEMO.worker, '/worker-jobs'],
    [DEMO.vendor, '/vendor-dashboard'],
    [DEMO.admin, '/admin'],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, account);
    await expectNoSeriousViolations(page, path);
    await context.close();
  }
});
