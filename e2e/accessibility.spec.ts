import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, readDatabase, test, VISITOR_PAGES } from './support';

// Every route a visitor or a signed-in person reaches, checked by axe at the phone viewport:
// no serious or critical violation anywhere. One test per page and account, so a slow machine
// spends one page's time per timeout, and a failure names its page.

async function expectNoSeriousViolations(page: Page, path: string, open?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await open?.(page);
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

const timberRidge = () => {
  const [vendor] = readDatabase<{ id: string }>(
    "select id from vendors where business_name = 'Timber Ridge Smokehouse'",
  );
  if (!vendor) throw new Error('the demo data has no Timber Ridge Smokehouse');
  return `/vendor/${vendor.id}`;
};

test.describe('signed out, no serious or critical accessibility violations on', () => {
  // Signed-out versions of the protected pages (their prompts) and the 404 page too.
  for (const path of [...VISITOR_PAGES, '/cart', '/worker-jobs', '/no-such-page']) {
    test(path, async ({ page }) => expectNoSeriousViolations(page, path));
  }
  test('/vendor/:id (Timber Ridge Smokehouse)', async ({ page }) =>
    expectNoSeriousViolations(page, timberRidge()));
  test('/quote?vendor=:id (Timber Ridge Smokehouse)', async ({ page }) =>
    expectNoSeriousViolations(page, `/quote?vendor=${timberRidge().split('/').pop()}`, async (p) => {
      await expect(p.getByRole('heading', { name: /^Request a quote from/ })).toBeVisible();
    }));
});

test.describe('signed in as the demo customer, no serious or critical accessibility violations on', () => {
  test.use({ signedInAs: DEMO.customer });
  for (const path of [
    '/profile',
    '/cart',
    '/checkout',
    '/bookings',
    '/quotes',
    '/preferences',
    '/event-planner',
    '/notifications',
  ]) {
    test(path, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
      await expect(page.getByTestId('avatar')).toBeVisible();
    });
  }
});

/** The demo customer's seeded wedding (api/db/seed-event.ts), the planner's event page. */
const demoWedding = () => {
  const [event] = readDatabase<{ id: string }>(
    `select e.id from events e join users u on u.id = e.customer_id
     where u.email = ? and e.name = 'Avery & Sam’s Wedding'`,
    DEMO.customer,
  );
  if (!event) throw new Error('the demo data has no planned wedding for the demo customer');
  return `/event-planner/${event.id}`;
};

test.describe("signed in as the demo customer, no serious or critical accessibility violations on the event's page", () => {
  test.use({ signedInAs: DEMO.customer });
  // Each screen once its own data is drawn (what a person waits for), not its spinner.
  const drawn: [string, string, (p: Page) => Promise<void>][] = [
    ['overview', '', (p) => expect(p.getByTestId('plan-item').first()).toBeVisible()],
    ['step 1', '?step=1', (p) => expect(p.getByRole('button', { name: 'Save Changes' })).toBeVisible()],
    ['step 2', '?step=2', (p) => expect(p.getByTestId('suggestion').first()).toBeVisible()],
    ['step 3', '?step=3', (p) => expect(p.getByTestId('budget')).toBeVisible()],
    ['step 4', '?step=4', (p) => expect(p.getByTestId('review-line').first()).toBeVisible()],
  ];
  for (const [name, search, ready] of drawn) {
    test(`/event-planner/:id, ${name}`, async ({ page }) => {
      await expectNoSeriousViolations(page, `${demoWedding()}${search}`, ready);
    });
  }
});

for (const [role, account, path] of [
  ['worker', DEMO.worker, '/worker-jobs'],
  ['vendor', DEMO.vendor, '/vendor-dashboard'],
  ['admin', DEMO.admin, '/admin'],
] as const) {
  test.describe(`signed in as the demo ${role}, no serious or critical accessibility violations on`, () => {
    test.use({ signedInAs: account });
    test(path, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
      await expect(page.getByTestId('avatar')).toBeVisible();
    });
  });
}

test.describe('signed in as the demo vendor, no serious or critical accessibility violations on', () => {
  test.use({ signedInAs: DEMO.vendor });
  test('/vendor-dashboard, the Leads tab with an offer form open', async ({ page }) => {
    await expectNoSeriousViolations(page, '/vendor-dashboard', async (p) => {
      await p.getByRole('tab', { name: 'Leads' }).click();
      await p
        .getByRole('button', { name: /^Make an offer/ })
        .first()
        .click();
      await expect(p.getByLabel('Price ($)')).toBeVisible();
    });
  });
});

for (const [role, account, path, ready] of [
  ['vendor', DEMO.vendor, '/vendor-dashboard?tab=earnings', 'Owed to you'],
  ['worker', DEMO.worker, '/worker-jobs', 'Earned'],
] as const) {
  test.describe(`signed in as the demo ${role}, no serious or critical accessibility violations on`, () => {
    test.use({ signedInAs: account });
    test(`${path}, the Earnings tab`, async ({ page }) => {
      await expectNoSeriousViolations(page, path, async (p) => {
        if (role === 'worker') {
          await p.getByRole('tab', { name: 'Earnings' }).click();
          await expect(p.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
        }
        await expect(p.getByRole('region', { name: 'Payout account' })).toBeVisible();
        await expect(p.getByText(ready, { exact: true })).toBeVisible();
      });
    });
  });
}

test.describe('signed in as the demo admin, no serious or critical accessibility violations on', () => {
  test.use({ signedInAs: DEMO.admin });
  test('/admin, the Finance tab', async ({ page }) => {
    await expectNoSeriousViolations(page, '/admin', async (p) => {
      await p.getByRole('tab', { name: 'Finance' }).click();
      await expect(p.getByTestId('books-balanced')).toBeVisible();
    });
  });
});
